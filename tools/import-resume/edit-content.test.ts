// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { editContent } from './edit-content.ts'

/** A content module shaped like the owner's: consts the site object names, shorthand fields, computed ones. */
const SOURCE = `import type { Content } from './schema.ts'

const owner = {
  name: 'Old Name',
  email: 'old@example.org',
}
const github = { handle: 'old', url: 'https://github.com/old' }
const linkedin = { name: owner.name, url: 'https://www.linkedin.com/in/old' }

export const site = {
  owner,
  social: { github, linkedin },
  meta: { title: \`\${owner.name} — portfolio\` },
  nav: [
    { label: 'Home', id: 'home' },
    { label: 'About', id: 'about' },
    { label: 'Contact', id: 'contact' },
  ],
  footer: {
    links: [githubLink, emailLink],
  },
  skills: {
    heading: 'What I know',
    items: [],
  },
} satisfies Content
`

describe('editContent', () => {
  it('sets a field where the file keeps it, following names to their consts', async () => {
    const { source, kept } = await editContent(SOURCE, [
      { set: ['owner', 'name'], value: "Ada O'Neil" },
      { set: ['social', 'github', 'handle'], value: 'ada' },
      { set: ['social', 'linkedin', 'name'], value: 'Ada' },
    ])
    expect(source).toContain("const owner = {\n  name: \"Ada O'Neil\",\n  email: 'old@example.org',\n}")
    expect(source).toContain("const github = { handle: 'ada', url: 'https://github.com/old' }")
    // Computed from the owner's name, which the edit changes: left as written, and said so.
    expect(source).toContain('const linkedin = { name: owner.name,')
    expect(kept).toEqual(['social.linkedin.name'])
    expect(source).toContain('meta: { title: `${owner.name} — portfolio` }')
  })

  it('adds a field the file lacks, and a whole block, in the house style', async () => {
    const { source } = await editContent(SOURCE, [
      { set: ['owner', 'location'], value: 'Oslo, Norway' },
      { set: ['work'], value: { heading: 'Experience', items: [{ name: 'Acme', position: 'Engineer', startDate: '2021' }] } },
    ])
    expect(source).toContain("  email: 'old@example.org',\n  location: 'Oslo, Norway',\n}")
    expect(source).toContain(`  work: {
    heading: 'Experience',
    items: [
      {
        name: 'Acme',
        position: 'Engineer',
        startDate: '2021',
      },
    ],
  },
} satisfies Content`)
  })

  it("replaces a block's items and keeps its heading", async () => {
    const { source } = await editContent(SOURCE, [{ set: ['skills', 'items'], value: [{ name: 'Web', keywords: ['CSS'] }] }])
    expect(source).toContain("heading: 'What I know',\n    items: [\n      {\n        name: 'Web',\n        keywords: ['CSS'],\n      },\n    ],")
  })

  it('adds list entries after their anchor, in order, once, and opens a one-line list that grows too long', async () => {
    const { source } = await editContent(SOURCE, [
      { append: ['nav'], value: { label: 'Experience', id: 'experience' }, skipIf: "id: 'experience'", after: "id: 'about'" },
      { append: ['nav'], value: { label: 'Skills', id: 'skills' }, skipIf: "id: 'skills'", after: "id: 'about'" },
      { append: ['nav'], value: { label: 'Home', id: 'home' }, skipIf: "id: 'home'", after: "id: 'about'" },
      { append: ['footer', 'links'], value: { label: 'Mastodon', url: 'https://mastodon.social/@ada', icon: 'globe' }, skipIf: 'https://mastodon.social/@ada' },
      { append: ['footer', 'links'], value: { label: 'Bluesky', url: 'https://bsky.app/profile/ada.example.org', icon: 'globe' }, skipIf: 'https://bsky.app/profile/ada.example.org' },
    ])
    expect(source).toContain(`    { label: 'About', id: 'about' },
    { label: 'Experience', id: 'experience' },
    { label: 'Skills', id: 'skills' },
    { label: 'Contact', id: 'contact' },`)
    expect(source.match(/id: 'home'/g)).toHaveLength(1)
    expect(source).toContain(`  footer: {
    links: [
      githubLink,
      emailLink,
      { label: 'Mastodon', url: 'https://mastodon.social/@ada', icon: 'globe' },
      { label: 'Bluesky', url: 'https://bsky.app/profile/ada.example.org', icon: 'globe' },
    ],
  },`)
  })

  it('writes a text longer than a line as the value, where the printer would break it onto a line of its own', async () => {
    const long = 'Lorem ipsum '.repeat(20).trim()
    const { source } = await editContent(SOURCE, [
      { set: ['owner', 'name'], value: long },
      { set: ['owner', 'role'], value: long },
    ])
    expect(source).toContain(`const owner = {\n  name: '${long}',\n  email: 'old@example.org',\n  role: '${long}',\n}`)
  })

  it('says so when the file has no site object to write into', async () => {
    await expect(editContent('export const content = {}\n', [{ set: ['owner', 'name'], value: 'Ada' }], 'mine.ts')).rejects.toThrow('mine.ts has no `export const site = { … }` to write into')
  })

  it("sets and removes the fields of a list's entry by its index, keeping the rest as written", async () => {
    const source = `export const site = {
  projects: {
    items: [
      { id: 1, title: 'One', image: { src: 'one.png', alt: 'One' }, contactOnly: true, cta: 'Ask' },
      {
        id: 2,
        title: 'Two',
        contactOnly: true,
        cta: 'Ask',
      },
    ],
  },
}
`
    const { source: edited } = await editContent(source, [
      { set: ['projects', 'items', '1', 'demoLink'], value: 'https://two.example.org/' },
      { remove: ['projects', 'items', '1', 'contactOnly'] },
      { set: ['projects', 'items', '0', 'title'], value: 'One, renamed' },
      { remove: ['projects', 'items', '0', 'contactOnly'] },
      { append: ['projects', 'items'], value: { id: 3, title: 'Three' } },
    ])
    expect(edited).toContain("{ id: 1, title: 'One, renamed', image: { src: 'one.png', alt: 'One' }, cta: 'Ask' },")
    expect(edited).toContain("      {\n        id: 2,\n        title: 'Two',\n        cta: 'Ask',\n        demoLink: 'https://two.example.org/',\n      },")
    expect(edited).toContain("{ id: 3, title: 'Three' }")
    expect(edited).not.toContain('contactOnly')
  })
})

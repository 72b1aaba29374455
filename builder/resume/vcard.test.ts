// @vitest-environment node
import ICAL from 'ical.js'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { site as complete } from '../../src/test/fixtures/complete.ts'
import { site as stress } from '../../src/test/fixtures/stress.ts'
import { vCard } from './vcard.ts'

const SITE = 'https://owner.example.org/'

async function cardOf(content: typeof complete | typeof stress) {
  const photoJpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#4f46e5' } }).jpeg().toBuffer()
  const text = vCard(content, { siteUrl: SITE, photoJpeg })
  return { text, card: new ICAL.Component(ICAL.parse(text)), photoJpeg }
}

describe('contact.vcf', () => {
  it.each([
    ['complete', complete],
    ['stress', stress],
  ] as const)('parses as a vCard 4.0 with the name, role, email and site (%s fixture)', async (_name, content) => {
    const { card } = await cardOf(content)
    expect(card.name).toBe('vcard')
    expect(card.getFirstPropertyValue('version')).toBe('4.0')
    expect(card.getFirstPropertyValue('fn')).toBe(content.owner.name)
    expect(card.getFirstPropertyValue('title')).toBe(content.owner.role)
    expect(card.getFirstPropertyValue('email')).toBe(content.owner.email)
    expect(card.getFirstPropertyValue('url')).toBe(SITE)
    const [family] = (card.getFirstProperty('n')?.getValues()[0] ?? []) as string[]
    expect(content.owner.name.endsWith(family ?? '-')).toBe(true)
  })

  it('gives the full postal address in its fields where the content has one, else the one line of its place', async () => {
    const { address } = complete.owner
    const full = (await cardOf(complete)).card.getFirstProperty('adr')
    // RFC 6350: box, extended address, street, locality, region, postal code, country.
    expect(full?.getValues()[0]).toEqual(['', '', address.address, address.city, address.region, address.postalCode, address.countryCode])
    expect(full?.getParameter('label')).toBe([address.address, address.city, address.region, address.postalCode, address.countryCode].join(', '))
    const line = (await cardOf(stress)).card.getFirstProperty('adr')
    expect(line?.getParameter('label')).toBe(stress.owner.location)
    expect(line?.getValues()[0]).toEqual(['', '', '', stress.owner.location, '', '', ''])
  })

  it('gives the phone number, where the content has one, as a tel: address of its digits', async () => {
    const { card, text } = await cardOf(complete)
    const digits = complete.owner.phone.replace(/\D/g, '')
    expect(card.getFirstProperty('tel')?.getFirstValue()).toBe(`tel:+${digits}`)
    expect(text).toContain(`TEL;VALUE=uri;TYPE=voice:tel:+${digits}\r\n`)
    expect((await cardOf(stress)).card.getFirstProperty('tel')).toBeNull()
  })

  it('lists the social profiles and embeds the photo', async () => {
    const { card, photoJpeg } = await cardOf(complete)
    const profiles = card.getAllProperties('socialprofile').map((property) => [property.getParameter('service-type'), property.getFirstValue()])
    expect(profiles).toEqual([
      ['GitHub', complete.social.github.url],
      ['LinkedIn', complete.social.linkedin.url],
    ])
    expect(card.getFirstPropertyValue('photo')).toBe(`data:image/jpeg;base64,${photoJpeg.toString('base64')}`)
  })

  it('ends lines with CRLF and folds them at 75 octets, as RFC 6350 asks', async () => {
    const { text } = await cardOf(stress)
    expect(text.endsWith('END:VCARD\r\n')).toBe(true)
    const lines = text.split('\r\n')
    expect(lines.filter((line) => line.includes('\n'))).toEqual([])
    expect(lines.filter((line) => Buffer.byteLength(line) > 75)).toEqual([])
  })
})

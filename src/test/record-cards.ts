import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { formatPartialDate } from '../content/dates.ts'

/** The cards of a rendered record section (components/record-cards.tsx), in page order: the items of the list under its heading. */
export const recordCards = () => within(screen.getByRole('region')).getAllByRole('listitem').filter((item) => item.parentElement?.parentElement?.tagName !== 'LI')

/** What a card must show of its entry: its title (linked to `url` in a new tab where given, else as text), its date, and each text it has; and nothing it does not. */
export function expectCard(card: HTMLElement, entry: { title: string; url?: string; date?: string; texts: (string | undefined)[] }, lang: string) {
  expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(entry.title)
  const link = within(card).queryByRole('link')
  if (entry.url) {
    expect(link).toHaveAccessibleName(entry.title)
    expect(link).toHaveAttribute('href', entry.url)
    expect(link).toHaveAttribute('target', '_blank')
  } else expect(link).toBeNull()
  const times = [...card.querySelectorAll('time')]
  expect(times.map((time) => time.getAttribute('datetime'))).toEqual(entry.date ? [entry.date] : [])
  expect(times.map((time) => time.textContent)).toEqual(entry.date ? [formatPartialDate(entry.date, lang)] : [])
  const texts = entry.texts.filter((text): text is string => Boolean(text))
  for (const text of texts) expect(card).toHaveTextContent(text)
  // The title, the date and the texts given: no empty line for a field the entry leaves out.
  expect([...card.querySelectorAll('h3 ~ p')].filter((line) => !line.querySelector('time')).map((line) => line.textContent)).toEqual(texts)
}

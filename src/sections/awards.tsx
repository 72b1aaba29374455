import { Trophy } from 'lucide-react'
import { RecordSection } from '../components/record-cards.tsx'
import type { PageSectionProps } from '../components/section.tsx'

/** Awards as cards in the owner's order: the award, who gave it, when, and what it was for. */
export default function Awards({ id, content }: PageSectionProps) {
  const { awards: block, meta } = content
  if (!block) return null
  const cards = block.items.map((award, index) => ({
    key: `${index}-${award.title}`,
    title: award.title,
    subtitle: award.awarder,
    startDate: award.date,
    summary: award.summary,
  }))
  return <RecordSection id={id} block={block} cards={cards} icon={Trophy} lang={meta.lang} />
}

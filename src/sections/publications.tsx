import { BookOpen } from 'lucide-react'
import { RecordSection } from '../components/record-cards.tsx'
import type { PageSectionProps } from '../components/section.tsx'

/** Publications as cards in the owner's order: the title, linked where it can be read, where and when it came out, and what it is about. */
export default function Publications({ id, content }: PageSectionProps) {
  const { publications: block, meta } = content
  if (!block) return null
  const cards = block.items.map((publication, index) => ({
    key: `${index}-${publication.name}`,
    title: publication.name,
    url: publication.url,
    subtitle: publication.publisher,
    startDate: publication.releaseDate,
    summary: publication.summary,
  }))
  return <RecordSection id={id} block={block} cards={cards} icon={BookOpen} lang={meta.lang} />
}

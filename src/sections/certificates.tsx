import { BadgeCheck } from 'lucide-react'
import { RecordSection } from '../components/record-cards.tsx'
import type { PageSectionProps } from '../components/section.tsx'

/** Certificates as cards in the owner's order: the certificate, linked to its proof where it has one, its issuer and date. */
export default function Certificates({ id, content }: PageSectionProps) {
  const { certificates: block, meta } = content
  if (!block) return null
  const cards = block.items.map((certificate, index) => ({
    key: `${index}-${certificate.name}`,
    title: certificate.name,
    url: certificate.url,
    subtitle: certificate.issuer,
    startDate: certificate.date,
  }))
  return <RecordSection id={id} block={block} cards={cards} icon={BadgeCheck} lang={meta.lang} />
}

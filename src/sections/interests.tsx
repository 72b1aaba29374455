import type { PageSectionProps } from '../components/section.tsx'
import { Skills } from './skills.tsx'

/** Interests as the skills are shown: each a card with its keywords. */
export default function Interests({ id, content }: PageSectionProps) {
  return content.interests ? <Skills id={id} skills={content.interests} /> : null
}

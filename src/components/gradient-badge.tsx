import type { CSSProperties } from 'react'
import type { Gradient } from '../content/schema'
import type { IconName } from '../content/icons'
import { ContentIcon } from './icon'

/** The rounded tile with a content-chosen gradient behind an icon. */
export function GradientBadge({ icon, gradient, className = '' }: { icon: IconName; gradient: Gradient; className?: string }) {
  const style: CSSProperties = { backgroundImage: `linear-gradient(135deg, ${gradient.from}, ${gradient.to})` }
  return (
    <span style={style} className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl text-white shadow-lg ring-4 ring-surface ${className}`}>
      <ContentIcon name={icon} className="size-6" />
    </span>
  )
}

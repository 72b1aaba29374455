import { useId, type ReactNode } from 'react'
import type { Gradient } from '../content/schema.ts'
import type { IconName } from '../content/icons.ts'
import { ContentIcon } from './icon.tsx'

/**
 * A content-chosen gradient filling its box, drawn by SVG (colours as attributes, not a style
 * attribute that a strict Content-Security-Policy refuses); `children` draw over it (a pattern).
 */
export function GradientFill({ gradient, children }: { gradient: Gradient; children?: ReactNode }) {
  const id = useId()
  return (
    <svg aria-hidden="true" className="absolute inset-0 -z-10 size-full">
      <linearGradient id={id} x2="1" y2="1">
        <stop stopColor={gradient.from} />
        <stop offset="1" stopColor={gradient.to} />
      </linearGradient>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
      {children}
    </svg>
  )
}

/** The rounded tile with a content-chosen gradient behind an icon. */
export function GradientBadge({ icon, gradient, className = '' }: { icon: IconName; gradient: Gradient; className?: string }) {
  return (
    <span className={`relative isolate inline-flex size-12 print:hidden shrink-0 items-center justify-center overflow-hidden rounded-xl text-white shadow-lg ring-4 ring-surface dark:outline-1 dark:-outline-offset-1 dark:outline-white/15 ${className}`}>
      <GradientFill gradient={gradient} />
      <ContentIcon name={icon} className="size-6" />
    </span>
  )
}

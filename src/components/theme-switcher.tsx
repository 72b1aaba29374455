import { Monitor, Moon, Sun } from 'lucide-react'
import type { Theme } from '../lib/theme.ts'

interface ThemeSwitcherProps {
  labels: { theme: string; themeLight: string; themeDark: string; themeSystem: string }
  /** In the bar beside its links: light over the hero's video while the bar is transparent. */
  inBar: boolean
  /** The theme shown pressed until the bar's script reads the visitor's choice: the site's default. */
  pressed: Theme
}

/**
 * The theme's three buttons, as the page is prerendered. The bar's
 * script (sections/navbar-script.ts) presses the visitor's choice and switches the theme.
 */
export function ThemeSwitcher({ labels, inBar, pressed }: ThemeSwitcherProps) {
  const options: { value: Theme; label: string; Icon: typeof Sun }[] = [
    { value: 'light', label: labels.themeLight, Icon: Sun },
    { value: 'dark', label: labels.themeDark, Icon: Moon },
    { value: 'system', label: labels.themeSystem, Icon: Monitor },
  ]
  // The chosen theme stands out from the group by 3:1 or more, in both themes and over the video.
  const tone = inBar
    ? 'text-white/85 hover:text-white aria-pressed:bg-white aria-pressed:text-slate-900 bar-solid:text-muted bar-solid:hover:text-foreground bar-solid:aria-pressed:bg-accent bar-solid:aria-pressed:text-surface bar-solid:aria-pressed:shadow-sm'
    : 'text-muted hover:text-foreground aria-pressed:bg-accent aria-pressed:text-surface aria-pressed:shadow-sm'

  // The gap keeps a button's focus ring (2px, 2px out) clear of its neighbours.
  return (
    <div
      role="group"
      aria-label={labels.theme}
      data-needs-js=""
      className={`flex items-center gap-1.5 rounded-full border p-0.5 transition-colors ${inBar ? 'border-white/25 bg-white/10 bar-solid:border-border bar-solid:bg-surface-muted' : 'border-border bg-surface-muted'}`}
    >
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          data-theme={value}
          aria-pressed={value === pressed}
          aria-label={label}
          title={label}
          className={`inline-flex size-8 items-center justify-center rounded-full transition-colors focus-visible:outline-offset-2 ${tone}`}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  )
}

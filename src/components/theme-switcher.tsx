import { Monitor, Moon, Sun } from 'lucide-react'
import { useTheme } from '../hooks/use-theme.ts'
import type { Theme } from '../lib/theme.ts'

interface ThemeSwitcherProps {
  labels: { theme: string; themeLight: string; themeDark: string; themeSystem: string }
  /** Light text over the hero video while the navbar is transparent. */
  onMedia: boolean
}

export function ThemeSwitcher({ labels, onMedia }: ThemeSwitcherProps) {
  const { theme, setTheme } = useTheme()
  const options: { value: Theme; label: string; Icon: typeof Sun }[] = [
    { value: 'light', label: labels.themeLight, Icon: Sun },
    { value: 'dark', label: labels.themeDark, Icon: Moon },
    { value: 'system', label: labels.themeSystem, Icon: Monitor },
  ]

  // The gap keeps a button's focus ring (2px, 2px out) clear of its neighbours.
  return (
    <div
      role="group"
      aria-label={labels.theme}
      data-needs-js=""
      className={`flex items-center gap-1.5 rounded-full border p-0.5 transition-colors ${onMedia ? 'border-white/25 bg-white/10' : 'border-border bg-surface-muted'}`}
    >
      {options.map(({ value, label, Icon }) => {
        const selected = theme === value
        // The chosen theme stands out from the group by 3:1 or more, in both themes and over the video.
        const tone = selected
          ? onMedia
            ? 'bg-white text-slate-900'
            : 'bg-accent text-surface shadow-sm'
          : onMedia
            ? 'text-white/85 hover:text-white'
            : 'text-muted hover:text-foreground'
        return (
          <button
            key={value}
            type="button"
            aria-pressed={selected}
            aria-label={label}
            title={label}
            onClick={() => setTheme(value)}
            className={`inline-flex size-8 items-center justify-center rounded-full transition-colors focus-visible:outline-offset-2 ${tone}`}
          >
            <Icon className="size-4" aria-hidden="true" />
          </button>
        )
      })}
    </div>
  )
}

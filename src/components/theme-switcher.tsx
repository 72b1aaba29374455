import { Monitor, Moon, Sun } from 'lucide-react'
import type { Theme } from '../lib/theme.ts'

interface ThemeSwitcherProps {
  labels: { theme: string; themeLight: string; themeDark: string; themeSystem: string }
  /** The theme shown pressed until the bar's script reads the visitor's choice: the site's default. */
  pressed: Theme
}

/**
 * The theme's three buttons, as the page is prerendered, in the navigation bar's colours (light
 * over the hero's video while the bar is transparent; the menu's while it is open). The bar's
 * script (sections/navbar-script.ts) presses the visitor's choice and switches the theme.
 */
export function ThemeSwitcher({ labels, pressed }: ThemeSwitcherProps) {
  const options: { value: Theme; label: string; Icon: typeof Sun }[] = [
    { value: 'light', label: labels.themeLight, Icon: Sun },
    { value: 'dark', label: labels.themeDark, Icon: Moon },
    { value: 'system', label: labels.themeSystem, Icon: Monitor },
  ]

  // The gap keeps a button's focus ring (2px, 2px out) clear of its neighbours. The chosen theme
  // stands out from the group by 3:1 or more, in both themes and over the video.
  return (
    <div role="group" aria-label={labels.theme} data-needs-js="" className="flex items-center gap-1.5 rounded-full border border-(--bar-line) bg-(--bar-tint) p-0.5 transition-colors">
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          data-theme={value}
          aria-pressed={value === pressed}
          aria-label={label}
          title={label}
          className="inline-flex size-8 items-center justify-center rounded-full text-(--bar-soft) transition-colors hover:text-(--bar-strong) focus-visible:outline-offset-2 aria-pressed:bg-(--bar-pressed) aria-pressed:text-(--bar-on-pressed) aria-pressed:shadow-sm"
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  )
}

/**
 * Where the navigation bar has room for its links: the bar holds the owner's name (on up to two
 * lines), the links and the theme switcher, at most 1152 px wide (max-w-6xl). The room they need
 * is estimated from the text's length at the bar's type sizes (a CJK character is as wide as two
 * Latin ones), so any owner's name and labels get the inline links from the narrowest screen
 * that holds them, and the menu below it: a long name or long labels never squeeze or overlap.
 */
const BREAKPOINTS = [
  { width: 768, inline: 'md:flex', menu: 'md:hidden' },
  { width: 1024, inline: 'lg:flex', menu: 'lg:hidden' },
  { width: 1152, inline: 'xl:flex', menu: 'xl:hidden' },
] as const

/** Padding, gaps and the theme switcher; each character of the name on two lines; each link's characters and padding; the language switcher's icon and each language's name and padding. */
const ROOM_PX = { fixed: 210, nameCharacter: 6, labelCharacter: 7.5, link: 32, languageSwitcher: 28, language: 20 }

const characters = (text: string) => text.replace(/[\u2e80-\uffdc]/g, '..').length

/**
 * The classes that show the inline links (and the theme switcher beside them) and hide the menu
 * toggle from the narrowest breakpoint that fits; both empty when none does, so the menu serves
 * every screen.
 */
export function navLayout(ownerName: string, labels: string[], languageNames: string[] = []): { inline: string; menu: string } {
  const needed =
    ROOM_PX.fixed +
    ROOM_PX.nameCharacter * characters(ownerName) +
    labels.reduce((sum, label) => sum + ROOM_PX.labelCharacter * characters(label) + ROOM_PX.link, 0) +
    (languageNames.length > 0 ? ROOM_PX.languageSwitcher : 0) +
    languageNames.reduce((sum, name) => sum + ROOM_PX.labelCharacter * characters(name) + ROOM_PX.language, 0)
  return BREAKPOINTS.find(({ width }) => needed <= width) ?? { inline: '', menu: '' }
}

/** Icon names the content may use; components/icon.tsx maps each to a drawing. */
export const ICON_NAMES = [
  'route',
  'sparkles',
  'share',
  'kanban',
  'terminal',
  'cpu',
  'heart-pulse',
  'car',
  'cloud-sun',
  'chart',
  'code',
  'layers',
  'mail',
  'map-pin',
  'phone',
  'globe',
  'github',
  'linkedin',
] as const
export type IconName = (typeof ICON_NAMES)[number]

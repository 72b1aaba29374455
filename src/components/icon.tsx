import { ChartColumn, Car, CloudSun, Code, Cpu, Globe, HeartPulse, Kanban, Layers, Mail, MapPin, Phone, Route, Share2, Sparkles, SquareTerminal } from 'lucide-react'
import type { ComponentType } from 'react'
import type { IconName } from '../content/icons.ts'
import { GitHubIcon, LinkedInIcon } from './brand-icons.tsx'

const ICONS: Record<IconName, ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>> = {
  route: Route,
  sparkles: Sparkles,
  share: Share2,
  kanban: Kanban,
  terminal: SquareTerminal,
  cpu: Cpu,
  'heart-pulse': HeartPulse,
  car: Car,
  'cloud-sun': CloudSun,
  chart: ChartColumn,
  code: Code,
  layers: Layers,
  mail: Mail,
  'map-pin': MapPin,
  phone: Phone,
  globe: Globe,
  github: GitHubIcon,
  linkedin: LinkedInIcon,
}

export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name]
  return <Icon className={className} aria-hidden="true" />
}

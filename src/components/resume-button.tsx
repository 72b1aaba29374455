import { Download } from 'lucide-react'

/** The hero's "Download résumé" link, beside its main button, drawn for the video behind it. */
export function ResumeButton({ label, href }: { label: string; href: string }) {
  return (
    <a href={href} download className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-white/40 bg-white/10 px-7 py-3 text-base font-semibold text-white backdrop-blur transition hover:bg-white/20">
      <Download className="size-4 shrink-0" aria-hidden="true" />
      {label}
    </a>
  )
}

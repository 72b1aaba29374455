/**
 * Class lists shared by links and buttons that look like buttons. A primary button rises under a
 * hovering pointer and sinks back while pressed, both only where the screen has hover
 * (hover:active, not active:): a translate that :active sets on a touch screen would have the
 * frame between a tap's touch and its click lay out, paint and add a layer for nothing that shows.
 */
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full [&>svg]:shrink-0 bg-linear-to-r from-brand-from to-brand-to px-6 py-2.5 font-semibold text-white shadow-lg shadow-indigo-500/25 transition hover:brightness-110 hover:-translate-y-0.5 hover:active:translate-y-0 disabled:pointer-events-none disabled:opacity-60 print:justify-start print:bg-none print:p-0 print:text-accent print:shadow-none'

export const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-border bg-surface text-foreground transition hover:border-accent hover:text-accent'

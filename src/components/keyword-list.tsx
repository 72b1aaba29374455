/**
 * Technologies or skills as a row of chips, named for screen readers by what they belong to. Each
 * chip takes the direction of its own first letter: on a right-to-left page, "C++" or "C#" would
 * otherwise show its signs on the wrong side ("++C").
 */
export function KeywordList({ keywords, label, className = '' }: { keywords: readonly string[]; label: string; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label={label}>
      {keywords.map((keyword) => (
        <li key={keyword} dir="auto" className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-strong">
          {keyword}
        </li>
      ))}
    </ul>
  )
}

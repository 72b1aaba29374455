import { Component, type ErrorInfo, type ReactNode } from 'react'

interface ErrorBoundaryProps {
  heading: string
  children: ReactNode
}

interface ErrorBoundaryState {
  failed: boolean
  error: unknown
}

/** Catches any rendering error below it and shows the fallback view instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false, error: undefined }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return <FallbackView heading={this.props.heading} error={this.state.error} />
  }
}

export function FallbackView({ heading, error }: { heading: string; error: unknown }) {
  const details = error instanceof Error ? `${error.message}\n\n${error.stack ?? ''}` : dump(error)
  return (
    <main role="alert" className="mx-auto max-w-3xl px-5 py-24">
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      <pre className="mt-6 overflow-auto rounded-xl border-2 border-red-600 bg-red-50 p-4 text-sm whitespace-pre-wrap text-red-900 dark:bg-red-950 dark:text-red-100">
        {details}
      </pre>
    </main>
  )
}

/** A JSON dump of a thrown non-Error; values JSON cannot hold (cycles, BigInt, undefined) as text. */
function dump(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value)
  } catch {
    return String(value)
  }
}

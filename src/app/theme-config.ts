/** The portfolio keeps its theme under its own key and starts light rather than following the system. */
export const PORTFOLIO_THEME = { storageKey: 'portfolio-theme', defaultTheme: 'light' } as const

/** The portfolio keeps its theme under its own key and starts light (spec section 4). */
export const PORTFOLIO_THEME = { storageKey: 'portfolio-theme', defaultTheme: 'light' } as const

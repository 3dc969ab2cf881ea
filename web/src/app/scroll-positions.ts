/** Where <ScrollRestoration> keeps the tab's scroll position of each history entry (sessionStorage). */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';

/** The key React Router gives the history entry a document was loaded into. */
const FIRST_ENTRY_KEY = 'default';

function navigationType(): string | undefined {
  return (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
}

/**
 * A page loaded afresh (an address typed, a link from elsewhere) opens at its top. Positions are
 * kept per history entry, and the entry every such load starts in has the same key in a tab:
 * without this, /rankings typed into the tab of a home page scrolled far down opened far down.
 * A reload, or Back or Forward to that entry, still finds the position it left.
 */
export function forgetPositionOfFreshLoad(storage: Storage = sessionStorage, type: string | undefined = navigationType()): void {
  if (type !== 'navigate') return;
  try {
    const positions = JSON.parse(storage.getItem(SCROLL_POSITIONS_KEY) ?? 'null') as Record<string, number> | null;
    if (!positions || !(FIRST_ENTRY_KEY in positions)) return;
    delete positions[FIRST_ENTRY_KEY];
    storage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage refused or unreadable: positions are not restored at all then.
  }
}

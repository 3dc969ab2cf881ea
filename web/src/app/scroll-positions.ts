/** Where <ScrollRestoration> keeps the tab's scroll position of each history entry (sessionStorage). */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';

/** The key React Router gives the history entry a document was loaded into, in every document. */
const FIRST_ENTRY_KEY = 'default';

/**
 * The key a history entry's scroll position is kept under: React Router's key of the entry, but
 * for the entry a document was loaded into (the same key in every document of a tab) the key and
 * the address, so that pages loaded one after the other in a tab keep positions of their own: Back
 * from /rankings, typed in, to the home page left far down finds it far down.
 */
export function scrollKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === FIRST_ENTRY_KEY ? `${FIRST_ENTRY_KEY}:${location.pathname}${location.search}` : location.key;
}

function navigationType(): string | undefined {
  return (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
}

/**
 * A page loaded afresh (an address typed, a link from elsewhere) opens at its top, even when the
 * same address was left scrolled earlier in the tab. A reload, or Back or Forward to it, still
 * finds the position it left.
 */
export function forgetPositionOfFreshLoad(
  storage: Storage = sessionStorage,
  type: string | undefined = navigationType(),
  address: { pathname: string; search: string } = window.location,
): void {
  if (type !== 'navigate') return;
  try {
    const positions = JSON.parse(storage.getItem(SCROLL_POSITIONS_KEY) ?? 'null') as Record<string, number> | null;
    const key = scrollKey({ key: FIRST_ENTRY_KEY, ...address });
    if (!positions || !(key in positions)) return;
    delete positions[key];
    storage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage refused or unreadable: positions are not restored at all then.
  }
}

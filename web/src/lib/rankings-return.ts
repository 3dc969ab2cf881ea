import { paths } from '../config/paths.ts';

/**
 * "Back to rankings" on a place page returns to the rankings view the place was opened from:
 * its sort, page and month. The view's query string rides in the history entry's state (a
 * link's `state`), so a place opened from anywhere else, or afresh, leads back to the default
 * view.
 */
export function rankingsReturnState(search: string): { rankingsSearch: string } {
  return { rankingsSearch: search };
}

function rankingsSearch(state: unknown): string | undefined {
  const search = (state as { rankingsSearch?: unknown } | null)?.rankingsSearch;
  return typeof search === 'string' ? search : undefined;
}

export function rankingsReturnPath(state: unknown): string {
  const search = rankingsSearch(state);
  return search?.startsWith('?') ? `${paths.rankings}${search}` : paths.rankings;
}

/** Whether the page was opened from the rankings (the navigation then marks Rankings as current). */
export function openedFromRankings(state: unknown): boolean {
  return rankingsSearch(state) !== undefined;
}

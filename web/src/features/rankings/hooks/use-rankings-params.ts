import type { Season } from '@tn/contracts/votes';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { DEFAULT_SORT, isSortKey, type SortKey } from '../utils/rankings-table.ts';
import { useRankingMonths } from '../api/get-rankings.ts';
import { currentSeason, isSeason, pickerMonths } from '../utils/months.ts';

export interface RankingsView {
  /** As typed (the URL keeps it trimmed). */
  query: string;
  sort: SortKey;
  page: number;
  month: Season;
}

/**
 * Reads a view from a query string; unknown or out-of-range values fall back to the defaults.
 * Any month up to the current one is kept, votes or not: the screen says when it has none.
 */
function parseRankingsView(search: string, currentMonth: Season): RankingsView {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const month = params.get('month');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    query: params.get('q') ?? '',
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    // "YYYY-MM" strings compare in calendar order; a later month has no standings yet.
    month: isSeason(month) && month <= currentMonth ? month : currentMonth,
  };
}

/** The query string of a view; defaults are left out, so the plain page is just /rankings. */
function serializeRankingsView(view: RankingsView, currentMonth: Season): string {
  const params = new URLSearchParams();
  if (view.query.trim()) params.set('q', view.query.trim());
  if (view.month !== currentMonth) params.set('month', view.month);
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Marks the navigations this hook makes, to tell them from a nav link. */
const OWN_NAVIGATION = { rankingsView: true } as const;

/**
 * The table's view (search, sort, page, month). It is held here and mirrored into the URL, so
 * that coming back from a location page restores it and a view can be shared. The URL is not
 * read back on every keystroke: the router applies navigations asynchronously, and reading it
 * back would let a quick second change undo the first. A URL change made elsewhere (the
 * Rankings nav link while on this screen, Back and Forward) is followed. Changing search, sort
 * or month goes back to page 1 and replaces the history entry (no entry per keystroke); turning
 * the page adds one, so Back returns to the page before rather than leaving the screen.
 */
export function useRankingsParams() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const currentMonth = currentSeason();
  const withVotes = useRankingMonths().data;

  const [view, setView] = useState(() => parseRankingsView(location.search, currentMonth));
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    // Back and Forward land on entries this hook wrote too: those are followed like any other.
    const own = navigationType !== 'POP' && (location.state as Partial<typeof OWN_NAVIGATION> | null)?.rankingsView === true;
    if (!own) setView(parseRankingsView(location.search, currentMonth));
  }

  const months = useMemo(() => pickerMonths(withVotes, currentMonth, view.month), [withVotes, currentMonth, view.month]);
  const search = serializeRankingsView(view, currentMonth);
  const turningPage = useRef(false);
  useEffect(() => {
    const replace = !turningPage.current;
    turningPage.current = false;
    if (search === location.search) return;
    void navigate({ search }, { replace, preventScrollReset: true, state: OWN_NAVIGATION });
    // Only a change of the view writes the URL (a URL change is followed above instead), so
    // location and navigate are left out of the dependencies on purpose.
  }, [search]);

  return {
    ...view,
    months,
    currentMonth,
    setQuery: useCallback((query: string) => setView((v) => ({ ...v, query, page: 1 })), []),
    setSort: useCallback((sort: SortKey) => setView((v) => ({ ...v, sort, page: 1 })), []),
    setMonth: useCallback((month: Season) => setView((v) => ({ ...v, month, page: 1 })), []),
    /** Shows another page in place of this one in the history (a page past the last). */
    setPage: useCallback((page: number) => setView((v) => ({ ...v, page: Math.max(1, page) })), []),
    /** Shows another page as a new history entry (the pager). */
    turnPage: useCallback(
      (page: number) => {
        const next = Math.max(1, page);
        if (next === view.page) return;
        turningPage.current = true;
        setView((v) => ({ ...v, page: next }));
      },
      [view.page],
    ),
  };
}

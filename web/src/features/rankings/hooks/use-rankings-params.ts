import type { Season } from '@tn/contracts/votes';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_SORT, isSortKey, type SortKey } from '../utils/rankings-table.ts';
import { currentSeason, isSeason, seasonsUpTo } from '../utils/months.ts';

export interface RankingsParams {
  query: string;
  sort: SortKey;
  page: number;
  month: Season;
  /** Newest first, the current month at the top. */
  months: Season[];
  currentMonth: Season;
}

/**
 * The table's view (search, sort, page, month) lives in the URL, so that coming back from a
 * location page restores it and a view can be shared. Changing search, sort or month goes back
 * to page 1. Unknown or out-of-range values fall back to the defaults.
 */
export function useRankingsParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const currentMonth = currentSeason();
  const months = useMemo(() => seasonsUpTo(currentMonth), [currentMonth]);

  const params: RankingsParams = useMemo(() => {
    const sort = searchParams.get('sort');
    const month = searchParams.get('month');
    const page = Number.parseInt(searchParams.get('page') ?? '', 10);
    return {
      query: searchParams.get('q') ?? '',
      sort: isSortKey(sort) ? sort : DEFAULT_SORT,
      page: Number.isFinite(page) && page >= 1 ? page : 1,
      month: isSeason(month) && months.includes(month) ? month : currentMonth,
      months,
      currentMonth,
    };
  }, [searchParams, months, currentMonth]);

  const update = useCallback(
    (changes: Record<string, string | null>, resetPage: boolean) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return {
    ...params,
    setQuery: useCallback((query: string) => update({ q: query }, true), [update]),
    setSort: useCallback((sort: SortKey) => update({ sort: sort === DEFAULT_SORT ? null : sort }, true), [update]),
    setMonth: useCallback(
      (month: Season) => update({ month: month === currentMonth ? null : month }, true),
      [update, currentMonth],
    ),
    setPage: useCallback((page: number) => update({ page: page <= 1 ? null : String(page) }, false), [update]),
  };
}

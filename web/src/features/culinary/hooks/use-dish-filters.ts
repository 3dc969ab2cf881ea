import { DISH_SORTS, type DishSort } from '@tn/contracts/constants';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { areaNamed } from '../utils/areas.ts';

const SEARCH_DEBOUNCE_MS = 300;
export const DEFAULT_DISH_SORT: DishSort = DISH_SORTS[0];

const isDishSort = (value: string | null): value is DishSort => (DISH_SORTS as readonly string[]).includes(value ?? '');

/**
 * The featured tab's search (?q=), sort (?sort=, Top Rated by default, so left out) and region
 * (?region=, one of the areas of utils/areas.ts), kept in the address so a view can be shared.
 * The search box updates the address once typing pauses; the query is sent as typed and the
 * server applies the shared search rule.
 */
export function useDishFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const rawSort = searchParams.get('sort');
  const sort: DishSort = isDishSort(rawSort) ? rawSort : DEFAULT_DISH_SORT;
  const language = useLanguage();
  // One of the province's areas, in the screen's language; anything else is ignored.
  const region = areaNamed(searchParams.get('region') ?? '', language);
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  useEffect(() => {
    if (debounced !== q) setParam('q', debounced || null);
  }, [debounced, q, setParam]);

  return {
    /** The search box, as typed. */
    text,
    setText,
    /** The search the results are for (the address's). */
    q,
    sort,
    setSort: (value: DishSort) => setParam('sort', value === DEFAULT_DISH_SORT ? null : value),
    region,
    setRegion: (value: string) => setParam('region', value || null),
    clear: () => {
      setText('');
      setSearchParams(new URLSearchParams(), { replace: true, preventScrollReset: true });
    },
  };
}

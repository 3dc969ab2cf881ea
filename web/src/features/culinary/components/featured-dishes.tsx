import { DISH_SORTS, type DishSort } from '@tn/contracts/constants';
import { RotateCw } from 'lucide-react';
import { useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { cn } from '../../../lib/cn.ts';
import { localized } from '../../../lib/localized.ts';
import { useDishes } from '../api/get-dishes.ts';
import { useDishFilters } from '../hooks/use-dish-filters.ts';
import { allAreas, areasNamedIn } from '../utils/areas.ts';
import { DishCard, DishGridSkeleton } from './dish-card.tsx';

const SORT_LABELS = {
  'top-rated': 'culinary.sort.topRated',
  newest: 'culinary.sort.newest',
} as const satisfies Record<DishSort, string>;

/** The featured tab: search, sort, region, then the grid of dish cards. */
export function FeaturedDishes() {
  const { t } = useTranslation();
  const language = useLanguage();
  const filters = useDishFilters();
  const results = useDishes({ q: filters.q, sort: filters.sort, region: filters.region });
  // Every dish, for the region choices (the same request as the unfiltered grid).
  const all = useDishes();
  // The grid of cards is drawn from a deferred copy: in the background, in slices that never
  // block a tap on a phone; the skeleton stays until it is done.
  const dishes = useDeferredValue(results.data);

  const regions = useMemo(() => {
    const names = areasNamedIn((all.data ?? []).map((dish) => localized(dish, 'region', language)), language);
    // The area of a shared link that no dish names now stays selectable, in its place (the
    // filters read only known areas from the address, so nothing else gets in).
    return allAreas(language).filter((area) => names.includes(area) || area === filters.region);
  }, [all.data, language, filters.region]);

  const filtered = filters.q !== '' || filters.region !== '';

  // Clear search and filters and Try again leave with the state they belong to, and focus would
  // fall to the page (Tab starts again from the top, a screen reader loses its place). Clear
  // sends it to the emptied search field, where a new search begins; Try again, once the dishes
  // are there, to the first dish's own link (its photo's credit links come before it in the card).
  const section = useRef<HTMLElement>(null);
  const searchField = () => section.current?.querySelector<HTMLInputElement>('input[type="search"]');
  const retried = useRef(false);
  useLayoutEffect(() => {
    if (!retried.current || !dishes) return;
    retried.current = false;
    // Focus went somewhere on purpose meanwhile: it stays there.
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    // A slug's address is URI-encoded: it has no double quote to end the selector's string.
    const link = dishes[0] && section.current?.querySelector<HTMLElement>(`a[href="${paths.dish(dishes[0].slug)}"]`);
    (link || searchField())?.focus();
  }, [dishes]);

  return (
    <section ref={section} aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="sr-only">
        {t('culinary.tabs.featured')}
      </h2>
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <SearchInput
          value={filters.text}
          onChange={filters.setText}
          label={t('culinary.search.label')}
          placeholder={t('culinary.search.placeholder')}
          clearLabel={t('culinary.search.clear')}
          className="w-full md:max-w-sm md:flex-1"
          labelClassName="mb-1 block text-xs font-medium text-stone-600"
        />
        <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:flex">
          <SelectField
            className="md:w-52"
            label={t('culinary.sort.label')}
            value={filters.sort}
            onChange={(value) => filters.setSort(value as DishSort)}
            options={DISH_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABELS[sort]) }))}
          />
          <SelectField
            className="md:w-64"
            label={t('culinary.region.label')}
            value={filters.region}
            onChange={filters.setRegion}
            options={[{ value: '', label: t('culinary.region.all') }, ...regions.map((region) => ({ value: region, label: region }))]}
          />
        </div>
      </div>

      <div className="mt-8" aria-busy={results.isFetching}>
        {results.isError && !dishes ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
            <p className="font-medium text-red-800">{t('culinary.dishes.loadError')}</p>
            <Button
              variant="outline"
              className="mt-4"
              onClick={() => {
                retried.current = true;
                void results.refetch();
              }}
            >
              <RotateCw aria-hidden="true" />
              {t('errors.retry')}
            </Button>
          </div>
        ) : !dishes ? (
          <>
            <span role="status" className="sr-only">
              {t('culinary.dishes.loading')}
            </span>
            <DishGridSkeleton />
          </>
        ) : dishes.length === 0 ? (
          <div className="rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center">
            <p className="wrap-anywhere text-stone-700">
              {filters.q && !filters.region
                ? t('culinary.dishes.emptySearch', { query: filters.q })
                : filtered
                  ? t('culinary.dishes.emptyFilter')
                  : t('culinary.dishes.empty')}
            </p>
            {filtered && (
              <Button
                variant="outline"
                className="mt-4"
                onClick={() => {
                  filters.clear();
                  searchField()?.focus();
                }}
              >
                {t('culinary.dishes.clearFilters')}
              </Button>
            )}
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-stone-600" role="status">
              {t('culinary.dishes.count', { count: dishes.length })}
            </p>
            <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', results.isPlaceholderData && 'opacity-60')}>
              {dishes.map((dish, index) => (
                <li key={dish.id}>
                  <DishCard dish={dish} eager={index === 0} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

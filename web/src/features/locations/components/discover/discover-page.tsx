import type { LocationCategory } from '@tn/contracts/constants';
import { RotateCw } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../../components/layout/page-title.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value.ts';
import { cn } from '../../../../lib/cn.ts';
import { useLanguage } from '../../../../hooks/use-language.ts';
import { isKnownCategory } from '../../../../lib/location-category.ts';
import { inStandingsOrder } from '../../../../lib/standings.ts';
import { useLocations } from '../../api/get-locations.ts';
import { FEATURED_COUNT, filterByCategory, HERO_COUNT } from '../../utils/discover.ts';
import { LocationSearch } from '../location-search.tsx';
import { LocationsGrid, LocationsGridSkeleton } from '../locations-grid.tsx';
import { CategoryFilter } from './category-filter.tsx';
import { DiscoverMap, useDiscoverMapHeight } from './discover-map.tsx';
import { DiscoverInfo } from './discover-info.tsx';
import { FeaturedCarousel } from './featured-carousel.tsx';
import { HeroCarousel, HeroCarouselSkeleton } from './hero-carousel.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Discover: hero carousel (root path only), title, category filter, map, featured
 * carousel, grid, info block. Search (?q=) runs on the server, by the shared rule (accents
 * ignored only in words typed without them), so the query is sent as typed; it and the
 * category (?category=) live in the URL so a view can be shared.
 */
export function DiscoverPage({ showHero }: { showHero: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const mapHeight = useDiscoverMapHeight();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const requestedCategory = searchParams.get('category');
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced === q) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [debounced, q, setSearchParams]);

  const setCategory = (category: LocationCategory | null) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (category) next.set('category', category);
        else next.delete('category');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  // Everything (hero, categories) and the search results; one request when there is no search.
  const all = useLocations();
  const results = useLocations({ q });
  // Drawing every place (hero, map, cards) is the longest task of the screen on a phone: React
  // draws it from these deferred copies in the background, in slices that never block a tap, and
  // shows it once done; until then the skeletons stay.
  const allData = useDeferredValue(all.data);
  const resultsData = useDeferredValue(results.data);
  const allPending = allData === undefined && !all.isError;
  const resultsPending = resultsData === undefined && !results.isError;

  const category = requestedCategory && isKnownCategory(requestedCategory) ? requestedCategory : null;
  // Hero, featured places and grid follow the standings: ranked places first, unranked after.
  const filtered = useMemo(
    () => (resultsData ? inStandingsOrder(filterByCategory(resultsData, category), language) : []),
    [resultsData, category, language],
  );
  const hero = useMemo(() => (allData ? inStandingsOrder(allData, language).slice(0, HERO_COUNT) : []), [allData, language]);

  const failed = results.isError || all.isError;
  const retry = () => {
    if (all.isError) void all.refetch();
    if (results.isError) void results.refetch();
  };
  // A heading of its own per known category: "Điểm du lịch sinh thái", not the label inside a
  // template ("Địa điểm Du lịch sinh thái"). An unknown category is shown as stored.
  const gridHeading = !category
    ? t('discover.allLocations')
    : isKnownCategory(category)
      ? t(`discover.gridHeadings.${category}`)
      : t('discover.gridHeading', { category });

  return (
    <div className="pb-12">
      <PageTitle title={t('nav.discover')} />
      {showHero && !failed && (allPending ? <HeroCarouselSkeleton /> : hero.length > 0 && <HeroCarousel locations={hero} />)}

      <div className="mx-auto max-w-7xl px-4 pt-8 md:px-6 md:pt-12">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-tea-950 md:text-4xl">{t('discover.title')}</h1>
          <p className="mt-3 text-base text-stone-600 md:text-lg">{t('discover.subtitle')}</p>
        </header>

        <div className="mt-8 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <CategoryFilter value={category} onChange={setCategory} />
          <LocationSearch value={text} onChange={setText} />
        </div>

        {failed ? (
          <div role="alert" className="mt-8 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
            <p className="font-medium text-red-800">{t('discover.loadError')}</p>
            <Button variant="outline" className="mt-4" onClick={retry}>
              <RotateCw aria-hidden="true" />
              {t('errors.retry')}
            </Button>
          </div>
        ) : resultsPending ? (
          // The loaded screen's boxes where they will be (the count line, then the map), so nothing
          // on screen moves when the places arrive.
          <div aria-busy="true">
            <span role="status" className="sr-only">
              {t('app.loading')}
            </span>
            <Skeleton className="mt-6 h-5 w-28" />
            <Skeleton className="mt-3 w-full rounded-2xl" style={{ height: mapHeight }} />
            <LocationsGridSkeleton className="mt-12" />
          </div>
        ) : (
          <div aria-busy={results.isPlaceholderData} className={cn('transition-opacity', results.isPlaceholderData && 'opacity-60')}>
            <p role="status" className="mt-6 text-sm text-stone-600">
              {t('discover.resultCount', { count: filtered.length })}
            </p>

            {/* Nothing found: said at once, where the map would be; an empty map took the whole
                phone screen and left the message below it, out of sight. */}
            {filtered.length === 0 ? (
              <p className="mt-3 rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center wrap-anywhere text-stone-600">
                {q ? t('discover.emptySearch', { query: q }) : t('discover.empty')}
              </p>
            ) : (
              <>
                <section aria-labelledby="discover-map-heading" className="mt-3">
                  <h2 id="discover-map-heading" className="sr-only">
                    {t('discover.map.heading')}
                  </h2>
                  <DiscoverMap locations={filtered} />
                </section>

                <section aria-labelledby="discover-featured-heading" className="mt-12">
                  <h2 id="discover-featured-heading" className="text-2xl font-bold tracking-tight text-stone-900">
                    {t('discover.featured.heading')}
                  </h2>
                  <FeaturedCarousel key={category ?? '*'} locations={filtered.slice(0, FEATURED_COUNT)} />
                </section>

                <section aria-labelledby="discover-grid-heading" className="mt-12">
                  <h2 id="discover-grid-heading" className="mb-5 text-2xl font-bold tracking-tight text-stone-900">
                    {gridHeading} <span className="text-base font-medium text-stone-500">({filtered.length})</span>
                  </h2>
                  <LocationsGrid locations={filtered} />
                </section>
              </>
            )}
          </div>
        )}

        <div className="mt-16">
          <DiscoverInfo />
        </div>
      </div>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useLocations } from '../../features/locations/api/get-locations.ts';
import { LocationSearch } from '../../features/locations/components/location-search.tsx';
import { LocationsGrid, LocationsGridSkeleton } from '../../features/locations/components/locations-grid.tsx';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { cn } from '../../lib/cn.ts';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Discover (/ and /discover), minimal: heading, search (kept in ?q= so it can be shared) and
 * the grid. Hero carousel, category filter and map come with the full Discover issue.
 */
export default function DiscoverRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
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

  const locations = useLocations({ q });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:px-6 md:py-12">
      <title>{t('app.title')}</title>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-tea-950 md:text-4xl">{t('discover.title')}</h1>
        <p className="mt-3 text-base text-stone-600 md:text-lg">{t('discover.subtitle')}</p>
      </header>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <LocationSearch value={text} onChange={setText} />
        {locations.isSuccess && (
          <p role="status" className="text-sm text-stone-600">
            {t('discover.resultCount', { count: locations.data.length })}
          </p>
        )}
      </div>

      <section aria-labelledby="all-locations" className="mt-8">
        <h2 id="all-locations" className="sr-only">
          {t('discover.allLocations')}
        </h2>
        {locations.isPending ? (
          <LocationsGridSkeleton />
        ) : locations.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
            <p className="font-medium text-red-800">{t('discover.loadError')}</p>
            <Button variant="outline" className="mt-4" onClick={() => void locations.refetch()}>
              {t('errors.retry')}
            </Button>
          </div>
        ) : locations.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center text-stone-600">
            {q ? t('discover.emptySearch', { query: q }) : t('discover.empty')}
          </p>
        ) : (
          <div aria-busy={locations.isPlaceholderData} className={cn('transition-opacity', locations.isPlaceholderData && 'opacity-60')}>
            <LocationsGrid locations={locations.data} />
          </div>
        )}
      </section>
    </div>
  );
}

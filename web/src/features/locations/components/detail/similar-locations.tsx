import { useTranslation } from 'react-i18next';
import { SIMILAR_PLACES } from '@tn/contracts/constants';
import { useSimilarLocations } from '../../api/get-similar-locations.ts';
import { LocationCard } from '../location-card.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';

/** Other places like this one (GET /api/locations/:id/similar), each linking to its page. */
export function SimilarLocations({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const similar = useSimilarLocations(locationId);
  return (
    <section aria-labelledby="similar-heading">
      <h2 id="similar-heading" className="text-2xl font-bold tracking-tight text-stone-900">
        {t('location.similar.title')}
      </h2>
      {similar.isPending ? (
        <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {Array.from({ length: SIMILAR_PLACES }, (_, i) => (
            <li key={i} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
              <Skeleton className="aspect-[4/3] w-full rounded-none" />
              <div className="grid gap-3 p-4">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-full" />
              </div>
            </li>
          ))}
        </ul>
      ) : similar.isError ? (
        <p className="mt-3 text-stone-600">{t('location.similar.error')}</p>
      ) : similar.data.length === 0 ? (
        <p className="mt-3 text-stone-600">{t('location.similar.empty')}</p>
      ) : (
        <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {similar.data.slice(0, SIMILAR_PLACES).map((location) => (
            <li key={location.id}>
              <LocationCard location={location} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

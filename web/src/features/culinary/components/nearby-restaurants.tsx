import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { localized } from '../../../lib/localized.ts';
import { useNearbyRestaurants } from '../api/get-nearby-restaurants.ts';
import { formatDistance } from '../utils/places.ts';
import { restaurantKindLabel } from '../../../lib/restaurant-kind.ts';

/**
 * A place's sidebar box of the other places to eat near it, as the API measures them: only
 * places whose position a source gives, so it is often empty, and says so plainly.
 */
export function NearbyRestaurants({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nearby = useNearbyRestaurants(restaurantId);
  return (
    <section aria-labelledby="nearby-places-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="nearby-places-heading" className="text-lg font-semibold text-stone-900">
        {t('culinary.restaurant.nearby')}
      </h2>
      {nearby.isPending ? (
        <div className="mt-4 grid gap-3">
          <span role="status" className="sr-only">
            {t('culinary.restaurant.nearbyLoading')}
          </span>
          {[0, 1, 2].map((i) => (
            <div key={i} className="grid gap-2" aria-hidden="true">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          ))}
        </div>
      ) : nearby.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {t('culinary.restaurant.nearbyError')}
        </p>
      ) : nearby.data.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t('culinary.restaurant.noNearby')}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {nearby.data.map((place) => (
            <li key={place.id} className="relative flex items-start gap-3 rounded-xl p-1 hover:bg-tea-50">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-tea-600" />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <Link
                  to={paths.restaurant(place.slug)}
                  className="rounded font-medium text-stone-900 after:absolute after:inset-0 hover:text-tea-800"
                >
                  {localized(place, 'name', language)}
                </Link>
                <p className="flex flex-wrap justify-between gap-x-3 text-sm text-stone-600">
                  <span>{restaurantKindLabel(place.kind, t)}</span>
                  <span className="font-medium text-stone-700 tabular-nums">{formatDistance(place.distanceKm, language)}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import type { Restaurant } from '@tn/contracts/culinary';
import { ArrowRight, Map as MapIcon, MapPin, RotateCw } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocationMap } from '../../../components/map/location-map.tsx';
import type { MapPointId } from '../../../components/map/types.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useIsMobile } from '../../../hooks/use-media-query.ts';
import { cn } from '../../../lib/cn.ts';
import { localized } from '../../../lib/localized.ts';
import { useRestaurants } from '../api/get-restaurants.ts';
import { isPlaced, toMapPoint } from '../utils/places.ts';
import { restaurantKindLabel } from '../../../lib/restaurant-kind.ts';
import { RatingBadge } from './rating-badge.tsx';
import { SuggestPlaceButton } from './suggest-place/suggest-place-button.tsx';
import { SuggestedBadge } from './suggested-badge.tsx';

/** The restaurants tab's map: zoom 13, 500 px high (shorter on a phone, so the list stays in reach). */
const MAP_ZOOM = 13;
const SELECTED_ZOOM = 15;
const MAP_HEIGHT = '500px';
const MAP_HEIGHT_MOBILE = '50vh';

/** The restaurants tab: a map of the places with a known position beside the list of every place. */
export function RestaurantsPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const isMobile = useIsMobile();
  const restaurants = useRestaurants();
  const [selectedId, setSelectedId] = useState<MapPointId | null>(null);
  const mapBox = useRef<HTMLDivElement>(null);

  const placed = useMemo(() => (restaurants.data ?? []).filter(isPlaced), [restaurants.data]);
  const points = useMemo(() => placed.map((r) => toMapPoint(r, language)), [placed, language]);
  const selected = placed.find((r) => r.id === selectedId);
  const center: [number, number] | undefined = selected
    ? [selected.latitude, selected.longitude]
    : placed[0]
      ? [placed[0].latitude, placed[0].longitude]
      : undefined;
  const unplaced = (restaurants.data?.length ?? 0) - placed.length;

  const showOnMap = (restaurant: Restaurant) => {
    setSelectedId(restaurant.id);
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    mapBox.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'nearest' });
  };

  if (restaurants.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
        <p className="font-medium text-red-800">{t('culinary.restaurants.loadError')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void restaurants.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('errors.retry')}
        </Button>
      </div>
    );
  }

  if (restaurants.isPending) {
    return (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <span role="status" className="sr-only">
          {t('culinary.restaurants.loading')}
        </span>
        <Skeleton className="w-full rounded-2xl" style={{ height: isMobile ? MAP_HEIGHT_MOBILE : MAP_HEIGHT }} />
        <div className="grid content-start gap-4" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-36 w-full rounded-2xl" />
          ))}
        </div>
      </div>
    );
  }

  if (restaurants.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-4 rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center text-stone-700">
        <p>{t('culinary.restaurants.empty')}</p>
        <SuggestPlaceButton />
      </div>
    );
  }

  const map = (
    <section aria-labelledby="restaurants-map-heading" className="grid content-start gap-3">
      <h2 id="restaurants-map-heading" className="sr-only">
        {t('culinary.restaurants.mapHeading')}
      </h2>
      <div ref={mapBox} className="scroll-mt-4">
        <LocationMap
          points={points}
          label={t('culinary.restaurants.mapLabel')}
          center={center}
          zoom={selected ? SELECTED_ZOOM : MAP_ZOOM}
          height={isMobile ? MAP_HEIGHT_MOBILE : MAP_HEIGHT}
          selectedId={selectedId}
          onSelect={setSelectedId}
        />
      </div>
      <p className="text-sm text-stone-600" aria-live="polite">
        {selected
          ? t('culinary.restaurants.showing', { name: localized(selected, 'name', language) })
          : unplaced > 0
            ? t('culinary.restaurants.unplaced', { count: unplaced })
            : t('culinary.restaurants.mapHint')}
      </p>
    </section>
  );
  const list = (
    <section aria-labelledby="restaurants-list-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="restaurants-list-heading" className="text-xl font-semibold text-stone-900">
          {t('culinary.restaurants.listHeading', { count: restaurants.data.length })}
        </h2>
        <SuggestPlaceButton />
      </div>
      <ul className="grid gap-4">
        {restaurants.data.map((restaurant) => (
          <li key={restaurant.id}>
            <RestaurantCard
              restaurant={restaurant}
              selected={restaurant.id === selectedId}
              onShowOnMap={isPlaced(restaurant) ? () => showOnMap(restaurant) : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
  // With no place on the map yet, an empty map would only take the room of the list: it is left
  // out, and a line says why.
  if (placed.length === 0) {
    return (
      <div className="grid gap-4">
        <p className="rounded-2xl border border-stone-200 bg-white px-4 py-3 text-sm text-stone-600">{t('culinary.restaurants.noMap')}</p>
        {list}
      </div>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      {map}
      {list}
    </div>
  );
}

function RestaurantCard({
  restaurant,
  selected,
  onShowOnMap,
}: {
  restaurant: Restaurant;
  selected: boolean;
  onShowOnMap?: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localized(restaurant, 'name', language);
  const address = localized(restaurant, 'address', language);

  return (
    <article
      data-testid="restaurant-card"
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'grid gap-2 rounded-2xl border bg-white p-4 shadow-sm',
        selected ? 'border-tea-600 ring-2 ring-tea-600/30' : 'border-stone-200',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-tea-50 px-2.5 py-0.5 text-xs font-medium text-tea-800 ring-1 ring-tea-200">
          {restaurantKindLabel(restaurant.kind, t)}
        </span>
        <RatingBadge average={restaurant.averageRating} count={restaurant.ratingCount} />
        {restaurant.suggestedByVisitors && <SuggestedBadge />}
      </div>
      <h3 className="text-lg font-semibold text-stone-900">{name}</h3>
      {address && (
        <p className="flex items-start gap-1.5 text-sm text-stone-600">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-tea-600" />
          <span>
            <span className="sr-only">{t('culinary.restaurant.address')}: </span>
            {address}
          </span>
        </p>
      )}
      <div className="mt-1 flex flex-wrap gap-2">
        {onShowOnMap ? (
          <Button variant="outline" size="sm" onClick={onShowOnMap} aria-label={t('culinary.restaurants.viewOnMapOf', { name })}>
            <MapIcon aria-hidden="true" />
            {t('culinary.restaurants.viewOnMap')}
          </Button>
        ) : (
          <span className="inline-flex items-center text-xs text-stone-600">{t('culinary.restaurants.noPosition')}</span>
        )}
        <Link
          to={paths.restaurant(restaurant.slug)}
          className={buttonVariants({ size: 'sm' })}
          aria-label={t('culinary.restaurants.detailsOf', { name })}
        >
          {t('culinary.restaurants.details')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

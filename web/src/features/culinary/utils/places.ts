import type { Restaurant } from '@tn/contracts/culinary';
import { hasCoordinates, type MapPoint } from '../../../components/map/types.ts';
import { paths } from '../../../config/paths.ts';
import type { Language } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { formatNumber } from '../../../lib/number-format.ts';

/** A place to eat with a known position: sources give few, and none is ever guessed. */
export type PlacedRestaurant = Restaurant & { latitude: number; longitude: number };

export function isPlaced(restaurant: Restaurant): restaurant is PlacedRestaurant {
  return (
    restaurant.latitude !== null &&
    restaurant.longitude !== null &&
    hasCoordinates({ latitude: restaurant.latitude, longitude: restaurant.longitude })
  );
}

/** Its marker: the name, the place's page, and the generic placeholder (no credited photo). */
export function toMapPoint(restaurant: PlacedRestaurant, language: Language): MapPoint {
  return {
    id: restaurant.id,
    title: localized(restaurant, 'name', language),
    photo: null,
    category: restaurant.kind,
    latitude: restaurant.latitude,
    longitude: restaurant.longitude,
    href: paths.restaurant(restaurant.slug),
  };
}


/** A distance with one decimal, as the API rounds it, in the reader's notation: "1,2 km" / "1.2 km". */
export function formatDistance(km: number, language: Language): string {
  return `${formatNumber(km, language, { min: 1, max: 1 })} km`;
}

/** Google Maps directions to the exact position. */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${latitude},${longitude}`)}`;
}

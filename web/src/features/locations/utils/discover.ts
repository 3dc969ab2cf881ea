import type { Location } from '@tn/contracts/locations';
import type { MapPoint } from '../../../components/map/types.ts';
import { paths } from '../../../config/paths.ts';
import type { Language } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';

/** Hero carousel of 5, featured carousel of 4. */
export const HERO_COUNT = 5;
export const FEATURED_COUNT = 4;

/** `null` means all categories. */
export function filterByCategory(locations: readonly Location[], category: string | null): Location[] {
  return category === null ? [...locations] : locations.filter((location) => location.category === category);
}

export function toMapPoint(location: Location, language: Language): MapPoint {
  return {
    id: location.id,
    title: localized(location, 'name', language),
    photo: location.photos[0] ?? null,
    category: location.category,
    latitude: location.latitude,
    longitude: location.longitude,
    href: paths.location(location.slug),
  };
}

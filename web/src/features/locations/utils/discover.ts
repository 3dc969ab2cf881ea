import type { Location } from '@tn/contracts/locations';
import type { MapPoint } from '../../../components/map/types.ts';
import { paths } from '../../../config/paths.ts';
import type { Language } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';

/** Hero carousel of 5, featured carousel of 4. */
export const HERO_COUNT = 5;
export const FEATURED_COUNT = 4;

/** The `count` best places by current Elo score; ties keep the season order (rank), then name. */
export function topByElo(locations: readonly Location[], count: number): Location[] {
  return [...locations]
    .sort((a, b) => b.eloScore - a.eloScore || a.rank - b.rank || a.name.localeCompare(b.name))
    .slice(0, count);
}

/** Each distinct category present, in order of first appearance. */
export function categoriesPresent(locations: readonly Location[]): string[] {
  return [...new Set(locations.map((location) => location.category).filter((category) => category !== ''))];
}

/** `null` means all categories. */
export function filterByCategory(locations: readonly Location[], category: string | null): Location[] {
  return category === null ? [...locations] : locations.filter((location) => location.category === category);
}

export function toMapPoint(location: Location, language: Language): MapPoint {
  return {
    id: location.id,
    title: localized(location, 'name', language),
    imageUrl: location.imageUrl,
    category: location.category,
    latitude: location.latitude,
    longitude: location.longitude,
    href: paths.location(location.slug),
  };
}

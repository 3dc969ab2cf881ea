import type { Photo } from '@tn/contracts/common';

/** A place on the map: what a marker and its popup show. Texts are already localized. */
export interface MapPoint {
  id: number | string;
  title: string;
  /** The cover photo; null: the marker shows the category placeholder. The popup shows its credit. */
  photo: Photo | null;
  /** Picks the placeholder style (spiritual, cultural_historical, ecotourism, anything else). */
  category: string;
  latitude: number;
  longitude: number;
  /** The detail page the popup links to. */
  href: string;
}

export type MapPointId = MapPoint['id'];

/** Points that can be placed: finite coordinates within the world. */
export function hasCoordinates(point: Pick<MapPoint, 'latitude' | 'longitude'>): boolean {
  const { latitude, longitude } = point;
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

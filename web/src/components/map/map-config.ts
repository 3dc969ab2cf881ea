/**
 * Map tiles: OpenStreetMap unless the build sets VITE_MAP_TILE_URL (a Leaflet URL template
 * with {z}, {x} and {y}) and, for a provider with other terms, VITE_MAP_TILE_ATTRIBUTION.
 * Read once here, next to the map, so that the map stays one lazy chunk.
 */
const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface MapConfig {
  tileUrl: string;
  attribution: string;
}

type RawEnv = Record<string, string | boolean | undefined>;

function parseMapConfig(raw: RawEnv): MapConfig {
  const url = typeof raw.VITE_MAP_TILE_URL === 'string' ? raw.VITE_MAP_TILE_URL.trim() : '';
  const attribution = typeof raw.VITE_MAP_TILE_ATTRIBUTION === 'string' ? raw.VITE_MAP_TILE_ATTRIBUTION.trim() : '';
  if (url === '') return { tileUrl: DEFAULT_MAP_TILE_URL, attribution: attribution || DEFAULT_MAP_TILE_ATTRIBUTION };
  if (!/^https?:\/\//.test(url) && !url.startsWith('/')) {
    throw new Error(`Invalid VITE_MAP_TILE_URL: "${url}" must be an http(s) URL or a path on this site`);
  }
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) {
    throw new Error(`Invalid VITE_MAP_TILE_URL: "${url}" must contain {z}, {x} and {y}`);
  }
  return { tileUrl: url, attribution: attribution || DEFAULT_MAP_TILE_ATTRIBUTION };
}

export const mapConfig: MapConfig = parseMapConfig(import.meta.env);

/** Map defaults: centre 21.7, 105.8 at zoom 10, 70vh high; a single place at zoom 15. */
export const MAP_DEFAULTS = {
  center: [21.7, 105.8] as [number, number],
  zoom: 10,
  height: '70vh',
  singleMarkerZoom: 15,
} as const;

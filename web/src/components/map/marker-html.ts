import { isKnownCategory } from '../../lib/location-category.ts';
import { photoSrcset } from '../../lib/media/commons-thumbnails.ts';
import type { MapPoint } from './types.ts';

/**
 * Leaflet's divIcon takes an HTML string, the one place where the app writes HTML itself: every
 * value from the database goes through `escapeHtml`, and image URLs must be http(s) or a path.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** An image URL safe for an <img src> (http, https or same-site path), else null. */
export function safeImageUrl(src: string): string | null {
  const value = src.trim();
  if (value === '') return null;
  try {
    const base = globalThis.location?.origin ?? 'http://localhost';
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function placeholderKind(category: string): string {
  return isKnownCategory(category) ? category : 'other';
}

// A map pin outline (static markup, no data in it).
const PIN_SVG =
  '<svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"/><circle cx="12" cy="10" r="3"/></svg>';

/**
 * Marker: a 120×80 card (60×60 image or placeholder, the title) with an arrow to the spot. The
 * thumbnail is too small for a credit; selecting the marker opens the popup, which shows it.
 */
export function markerHtml(point: Pick<MapPoint, 'title' | 'photo' | 'category'>, selected: boolean): string {
  const title = escapeHtml(point.title);
  const src = safeImageUrl(point.photo?.url ?? '');
  // The smallest copy that fills the 60 px square: a Commons original is often megabytes, and a
  // screen of markers fetched one each.
  const srcset = src && point.photo ? photoSrcset(point.photo) : undefined;
  const sized = srcset ? ` srcset="${escapeHtml(srcset)}" sizes="60px"` : '';
  const kind = placeholderKind(point.category);
  const placeholder = `<span class="tn-marker__placeholder tn-marker__placeholder--${kind}" data-placeholder="${kind}">${PIN_SVG}</span>`;
  // The image sits over the placeholder; if it fails to load, the map hides it (no inline handler).
  const image = src ? `<img class="tn-marker__img" src="${escapeHtml(src)}"${sized} alt="" width="60" height="60" loading="lazy" decoding="async">` : '';
  return (
    `<span class="tn-marker${selected ? ' tn-marker--selected' : ''}" data-testid="map-marker" data-selected="${selected}">` +
    `<span class="tn-marker__card"><span class="tn-marker__media">${placeholder}${image}</span>` +
    `<span class="tn-marker__title">${title}</span></span>` +
    '<span class="tn-marker__arrow" aria-hidden="true"></span></span>'
  );
}

/** Cluster bubble; `data-count` lets tests add clustered places to the visible markers. */
export function clusterHtml(count: number, label: string): string {
  const n = Math.max(0, Math.floor(count));
  return (
    `<span class="tn-cluster" data-count="${n}"><span aria-hidden="true">${n}</span>` +
    `<span class="tn-sr-only">${escapeHtml(label)}</span></span>`
  );
}

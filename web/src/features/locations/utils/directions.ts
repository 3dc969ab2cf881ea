/** The province, when a place has neither name nor address to search for. */
const DIRECTIONS_FALLBACK = 'Thái Nguyên';

/**
 * A Google Maps directions link to the place: "name, address", falling back to the
 * province name. Everything is URL-encoded, so no text can break out of the query.
 */
export function directionsUrl(name: string | null | undefined, address: string | null | undefined): string {
  const parts = [name, address].map((part) => part?.trim() ?? '').filter((part) => part !== '');
  const destination = parts.length > 0 ? parts.join(', ') : DIRECTIONS_FALLBACK;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

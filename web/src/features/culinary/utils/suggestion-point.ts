export type PointError = 'both' | 'latitude' | 'longitude';
export type PointReading = { value: { latitude?: number; longitude?: number } } | { error: PointError };

/** A decimal degree as typed: a comma is read as the decimal point (how Vietnamese write it). */
function parseDegree(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

/**
 * The optional map point of a suggestion: both fields empty (no point), or a latitude within
 * ±90 and a longitude within ±180, as the service requires.
 */
export function readPoint(latitudeText: string, longitudeText: string): PointReading {
  const hasLatitude = latitudeText.trim() !== '';
  const hasLongitude = longitudeText.trim() !== '';
  if (!hasLatitude && !hasLongitude) return { value: {} };
  if (hasLatitude !== hasLongitude) return { error: 'both' };
  const latitude = parseDegree(latitudeText);
  const longitude = parseDegree(longitudeText);
  if (latitude === null || Math.abs(latitude) > 90) return { error: 'latitude' };
  if (longitude === null || Math.abs(longitude) > 180) return { error: 'longitude' };
  return { value: { latitude, longitude } };
}

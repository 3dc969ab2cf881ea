/** What is wrong with one coordinate: left empty while the other is given, or not a number in range. */
export type CoordinateError = 'missing' | 'range';
export type PointErrors = { latitude?: CoordinateError; longitude?: CoordinateError };
export type PointReading = { value: { latitude?: number; longitude?: number } } | { errors: PointErrors };

/** A decimal degree as typed: a comma is read as the decimal point (how Vietnamese write it). */
function parseDegree(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

/**
 * The optional map point of a suggestion: both fields empty (no point), or a latitude within
 * ±90 and a longitude within ±180, as the service requires. Each field's fault is its own, so
 * the form marks only the field that is wrong (both, when both are).
 */
export function readPoint(latitudeText: string, longitudeText: string): PointReading {
  const hasLatitude = latitudeText.trim() !== '';
  const hasLongitude = longitudeText.trim() !== '';
  if (!hasLatitude && !hasLongitude) return { value: {} };
  const latitude = parseDegree(latitudeText);
  const longitude = parseDegree(longitudeText);
  const errors: PointErrors = {};
  if (!hasLatitude) errors.latitude = 'missing';
  else if (latitude === null || Math.abs(latitude) > 90) errors.latitude = 'range';
  if (!hasLongitude) errors.longitude = 'missing';
  else if (longitude === null || Math.abs(longitude) > 180) errors.longitude = 'range';
  if (errors.latitude || errors.longitude || latitude === null || longitude === null) return { errors };
  return { value: { latitude, longitude } };
}

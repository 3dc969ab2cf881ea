import type { Language } from '../../../lib/i18n.ts';
import { formatNumber } from '../../../lib/number-format.ts';

/** An average rating with one decimal in the reader's notation: "4,5" in Vietnamese, "4.5" in English. */
export function formatRating(value: number, language: Language): string {
  return formatNumber(value, language, { min: 1, max: 1 });
}

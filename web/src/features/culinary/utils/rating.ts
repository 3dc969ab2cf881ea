import { INTL_LOCALE as LOCALES, type Language } from '../../../lib/i18n.ts';
import { numberFormat } from '../../../lib/intl-cache.ts';


/** An average rating with one decimal in the reader's notation: "4,5" in Vietnamese, "4.5" in English. */
export function formatRating(value: number, language: Language): string {
  return numberFormat(LOCALES[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A whole number in the reader's notation ("1.234" / "1,234"). */
export function formatCount(value: number, language: Language): string {
  return numberFormat(LOCALES[language]).format(value);
}

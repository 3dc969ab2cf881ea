import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client.ts';

/** Why a suggestion was not sent, in the reader's language (the status picks the text). */
export function suggestionErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('culinary.reviews.errors.network');
  switch (error.status) {
    case 400:
      return t('suggestPlace.errors.invalid');
    case 401:
      return t('culinary.reviews.errors.session');
    case 429:
      return t('culinary.reviews.errors.tooMany');
    case 502:
    case 503:
    case 504:
      return t('suggestPlace.errors.unavailable');
    default:
      return t('culinary.reviews.errors.unexpected', { status: error.status });
  }
}

import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * Why a review write failed, in the reader's language: the server's English is never shown,
 * its status picks the text (docs/product-rules.md, Messages).
 */
export function reviewErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('culinary.reviews.errors.network');
  switch (error.status) {
    case 400:
      return t('culinary.reviews.errors.invalid');
    case 401:
      return t('culinary.reviews.errors.session');
    case 403:
      return t('culinary.reviews.errors.forbidden');
    case 404:
      return t('culinary.reviews.errors.gone');
    case 409:
      return t('culinary.reviews.errors.duplicate');
    case 429:
      return t('culinary.reviews.errors.tooMany');
    case 502:
    case 503:
    case 504:
      return t('culinary.reviews.errors.unavailable');
    default:
      return t('culinary.reviews.errors.unexpected', { status: error.status });
  }
}

/** Why a photo upload failed (POST /api/media answers 401, 413, 415, 429 or 400). */
export function uploadErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('culinary.reviews.errors.network');
  switch (error.status) {
    case 400:
      return t('culinary.reviews.photo.errors.unreadable');
    case 401:
      return t('culinary.reviews.errors.session');
    case 413:
      return t('culinary.reviews.photo.errors.tooLarge');
    case 415:
      return t('culinary.reviews.photo.errors.type');
    case 429:
      return t('culinary.reviews.photo.errors.tooMany');
    case 502:
    case 503:
    case 504:
      return t('culinary.reviews.errors.unavailable');
    default:
      return t('culinary.reviews.errors.unexpected', { status: error.status });
  }
}

import type { ParseKeys, TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client.ts';

/** Answers every culinary write shares: the session ended, or the service is unreachable. */
const COMMON: Record<number, ParseKeys> = {
  401: 'culinary.reviews.errors.session',
  502: 'culinary.reviews.errors.unavailable',
  503: 'culinary.reviews.errors.unavailable',
  504: 'culinary.reviews.errors.unavailable',
};

/**
 * Why a write failed, in the reader's language: the server's English is never shown, its status
 * picks the text (docs/product-rules.md, Messages).
 */
function errorText(error: unknown, t: TFunction, byStatus: Record<number, ParseKeys>): string {
  if (!isApiError(error)) return t('culinary.reviews.errors.network');
  const key = byStatus[error.status] ?? COMMON[error.status];
  return key ? t(key) : t('culinary.reviews.errors.unexpected', { status: error.status });
}

/** Why a review write failed (POST, PATCH, DELETE of a review, helpful, report). */
export const reviewErrorText = (error: unknown, t: TFunction) =>
  errorText(error, t, {
    400: 'culinary.reviews.errors.invalid',
    403: 'culinary.reviews.errors.forbidden',
    404: 'culinary.reviews.errors.gone',
    409: 'culinary.reviews.errors.duplicate',
    429: 'culinary.reviews.errors.tooMany',
  });

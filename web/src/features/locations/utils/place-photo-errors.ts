import type { ParseKeys, TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client.ts';

const BY_STATUS: Record<number, ParseKeys> = {
  400: 'photos.errors.invalid',
  401: 'photos.errors.session',
  403: 'photos.errors.forbidden',
  404: 'photos.errors.gone',
  409: 'photos.errors.conflict',
  429: 'photos.errors.tooMany',
  502: 'photos.errors.unavailable',
  503: 'photos.errors.unavailable',
  504: 'photos.errors.unavailable',
};

/**
 * Why adding or withdrawing a place photo failed, in the reader's language (the status picks the
 * text; the server's English is never shown).
 */
export function placePhotoErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('photos.errors.network');
  const key = BY_STATUS[error.status];
  return key ? t(key) : t('photos.errors.unexpected', { status: error.status });
}

import type { ParseKeys, TFunction } from 'i18next';
import { isApiError } from '../api-client.ts';

const BY_STATUS: Record<number, ParseKeys> = {
  400: 'photos.upload.errors.unreadable',
  401: 'photos.upload.errors.session',
  413: 'photos.upload.errors.tooLarge',
  415: 'photos.upload.errors.type',
  429: 'photos.upload.errors.tooMany',
  502: 'photos.upload.errors.unavailable',
  503: 'photos.upload.errors.unavailable',
  504: 'photos.upload.errors.unavailable',
};

/**
 * Why a photo upload (POST /api/media) failed, in the reader's language: the status picks the
 * text, the server's English is never shown.
 */
export function uploadErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('photos.upload.errors.network');
  const key = BY_STATUS[error.status];
  return key ? t(key) : t('photos.upload.errors.unexpected', { status: error.status });
}

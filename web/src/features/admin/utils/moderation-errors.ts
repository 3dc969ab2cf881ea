import type { ParseKeys, TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client.ts';

const BY_STATUS: Record<number, ParseKeys> = {
  400: 'admin.errors.invalid',
  401: 'admin.errors.session',
  403: 'admin.errors.forbidden',
  404: 'admin.errors.gone',
  409: 'admin.errors.decided',
  502: 'admin.errors.unavailable',
  503: 'admin.errors.unavailable',
  504: 'admin.errors.unavailable',
};

/** Why a decision or a new photo order was not saved, in the editor's language. */
export function moderationErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('admin.errors.network');
  const key = BY_STATUS[error.status];
  return key ? t(key) : t('admin.errors.unexpected', { status: error.status });
}

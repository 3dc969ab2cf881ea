import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * The reason after "Failed to record your vote: ", translated. Server messages are
 * English and technical, so status codes map to texts of our own.
 */
export function voteErrorReason(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    switch (error.status) {
      case 401:
        return t('voting.errors.reasons.unauthorized');
      case 400:
      case 404:
      case 409:
        return t('voting.errors.reasons.invalid');
      case 429:
        return t('voting.errors.reasons.tooMany');
      case 502:
      case 503:
      case 504:
        return t('voting.errors.reasons.unavailable');
      default:
        return t('voting.errors.reasons.server', { status: error.status });
    }
  }
  // fetch rejects with a TypeError when the network is down or the request was blocked.
  return t('voting.errors.reasons.network');
}

import type { ErrorBody } from '@tn/contracts/common';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * How a refused vote is told to the visitor: the weekly limit, a sign-in method that may not vote,
 * a matchup that is no longer good for a vote (expired, used, tampered or from another session:
 * a fresh one replaces it), or any other failure with a translated reason.
 */
export type VoteRefusal =
  | { kind: 'limit' }
  | { kind: 'provider' }
  | { kind: 'staleMatchup' }
  | { kind: 'other' };

// The start of the voting service's weekly-limit message ("You've used all 3 of your weekly votes…").
const WEEKLY_LIMIT_MESSAGE = /^You've used all\b/;

/** The service's error body, from the ApiError's documented message `${status}: ${body}`. */
function errorBodyOf(error: unknown): Partial<ErrorBody> | null {
  if (!isApiError(error)) return null;
  const text = error.message.slice(`${error.status}: `.length);
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as Partial<ErrorBody>) : null;
  } catch {
    return null;
  }
}

export function classifyVoteError(error: unknown): VoteRefusal {
  if (isApiError(error, 409)) return { kind: 'staleMatchup' };
  if (isApiError(error, 403)) {
    // Two rules answer 403: the weekly limit and a sign-in method not offered for voting. Only
    // the limit's message starts this way; without a readable body it is the limit, as before.
    const message = errorBodyOf(error)?.message?.trim();
    if (!message || WEEKLY_LIMIT_MESSAGE.test(message)) return { kind: 'limit' };
    return { kind: 'provider' };
  }
  return { kind: 'other' };
}

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

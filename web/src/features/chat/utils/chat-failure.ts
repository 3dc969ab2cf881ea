import { CHAT_MESSAGE_MAX_LENGTH } from '@tn/contracts/constants';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { ChatRefusedError, ChatStreamError } from '../api/ask-chat.ts';

export interface ChatFailure {
  /** The assistant message shown in place of the answer. */
  text: string;
  /** The assistant could not be reached or answered nonsense: also the Connection Error toast. */
  connection: boolean;
}

/** The status of a refusal, from a JSON error response or a stream's error event. */
function refusalStatus(error: unknown): number | null {
  if (isApiError(error)) return error.status;
  if (error instanceof ChatStreamError && error.body) return error.body.statusCode;
  return null;
}

/** "30 giây" / "30 seconds" under a minute, else whole minutes rounded up ("2 phút"): never less than asked. */
function waitFor(seconds: number, t: TFunction): string {
  return seconds < 60 ? t('chat.errors.waitSeconds', { count: seconds }) : t('chat.errors.waitMinutes', { count: Math.ceil(seconds / 60) });
}

/**
 * What the visitor is told when a question gets no answer, in their language (the service's
 * English never reaches a Vietnamese reader): a 400 can only mean an empty or over-long
 * question, which the field itself already prevents; a 429 says how long to wait when the
 * response did.
 */
export function chatFailure(error: unknown, t: TFunction): ChatFailure {
  const status = refusalStatus(error);
  if (status === 429) {
    // The gateway says how long its limit lasts (Retry-After): the visitor need not guess.
    const seconds = error instanceof ChatRefusedError ? error.retryAfterSeconds : null;
    return { text: seconds === null ? t('chat.errors.tooMany') : t('chat.errors.tooManyWait', { wait: waitFor(seconds, t) }), connection: false };
  }
  if (status === 400) return { text: t('chat.errors.rejected', { max: CHAT_MESSAGE_MAX_LENGTH }), connection: false };
  return { text: t('chat.errors.reply'), connection: true };
}

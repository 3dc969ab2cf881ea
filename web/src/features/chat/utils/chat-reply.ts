import type { ChatDelta, ChatProvider, ChatReply } from '@tn/contracts/chat';
import type { ErrorBody } from '@tn/contracts/common';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isChatProvider(value: unknown): value is ChatProvider {
  if (!isRecord(value)) return false;
  if (value.mode === 'local') return value.model === null || value.model === undefined;
  return value.mode === 'openai' && (value.model === null || typeof value.model === 'string');
}

/** A reply is an object with a message (and the provider that produced it); anything else is an error. */
export function isChatReply(value: unknown): value is ChatReply {
  return isRecord(value) && typeof value.message === 'string' && isChatProvider(value.provider);
}

export function isChatDelta(value: unknown): value is ChatDelta {
  return isRecord(value) && typeof value.text === 'string';
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return isRecord(value) && typeof value.statusCode === 'number' && typeof value.message === 'string';
}

/** Parses JSON text, giving undefined for anything that is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

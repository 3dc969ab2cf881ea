import type { ChatReply, ChatRequest } from '@tn/contracts/chat';
import type { ErrorBody } from '@tn/contracts/common';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { env } from '../../../config/env.ts';
import { api, ApiError, authorization } from '../../../lib/api-client.ts';
import { isChatDelta, isChatReply, isErrorBody, parseJson } from '../utils/chat-reply.ts';
import { retryAfterSeconds } from '../utils/retry-after.ts';

const CHAT_PATH = '/api/chat';

/** The answer was not an object with a message (and its provider): shown as an error. */
export class InvalidChatReplyError extends Error {
  override readonly name = 'InvalidChatReplyError';
}

/** The service reported a failure inside the stream (`event: error`), or the stream broke off. */
export class ChatStreamError extends Error {
  override readonly name = 'ChatStreamError';
  readonly body: ErrorBody | null;

  constructor(body: ErrorBody | null) {
    super(body?.message ?? 'The answer stream ended before its done event');
    this.body = body;
  }
}

/** A refused question (429, 5xx…), with how long the server asked to wait when it said (Retry-After). */
export class ChatRefusedError extends ApiError {
  readonly retryAfterSeconds: number | null;

  constructor(response: Response, bodyText: string) {
    super(response.status, response.statusText, bodyText);
    this.retryAfterSeconds = retryAfterSeconds(response.headers.get('retry-after'));
  }
}

export interface AskChatOptions {
  /** Each piece of the answer as it arrives (streaming only). */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

function checkedReply(value: unknown): ChatReply {
  if (!isChatReply(value)) throw new InvalidChatReplyError('The chat reply has no message');
  return value;
}

/** POST /api/chat as plain JSON: the whole answer at once. */
export async function askChatJson(request: ChatRequest, signal?: AbortSignal): Promise<ChatReply> {
  return checkedReply(await api.post<unknown>(CHAT_PATH, request, { signal }));
}

/** Reading a response body as a stream needs ReadableStream and TextDecoder (every current browser). */
function canStream(): boolean {
  return typeof ReadableStream !== 'undefined' && typeof TextDecoder !== 'undefined' && typeof Response !== 'undefined' && 'body' in Response.prototype;
}

/**
 * Asks the assistant, streaming the answer over server-sent events when the browser can read a
 * response body as a stream, else with the JSON call. The SSE parsing is eventsource-parser's
 * (the spec's line and field rules), the transport fetch: EventSource itself can only GET.
 */
export async function askChat(request: ChatRequest, { onDelta, signal }: AskChatOptions = {}): Promise<ChatReply> {
  if (!canStream()) return askChatJson(request, signal);

  const response = await fetch(`${env.apiUrl}${CHAT_PATH}`, {
    method: 'POST',
    // Signed in, the gateway counts the questions per user rather than per address.
    headers: { Accept: 'text/event-stream, application/json', 'Content-Type': 'application/json', ...(await authorization()) },
    body: JSON.stringify(request),
    credentials: 'include',
    signal,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ChatRefusedError(response, text);
  }
  // A server (or proxy) that does not stream answers with the JSON reply itself.
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
    return checkedReply(parseJson(await response.text()));
  }
  return readEventStream(response.body, onDelta);
}

async function readEventStream(body: ReadableStream<Uint8Array>, onDelta?: (text: string) => void): Promise<ChatReply> {
  let outcome: { reply: ChatReply } | { error: Error } | undefined;
  const onEvent = (event: EventSourceMessage) => {
    if (outcome) return;
    const data = parseJson(event.data);
    if (event.event === 'delta') {
      // A malformed piece is skipped: the done event's whole answer replaces the pieces anyway.
      if (isChatDelta(data)) onDelta?.(data.text);
    } else if (event.event === 'done') {
      outcome = isChatReply(data) ? { reply: data } : { error: new InvalidChatReplyError('The done event has no message') };
    } else if (event.event === 'error') {
      outcome = { error: new ChatStreamError(isErrorBody(data) ? data : null) };
    }
  };
  const parser = createParser({ onEvent });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!outcome) {
      const { done, value } = await reader.read();
      if (done) {
        parser.feed(decoder.decode());
        parser.reset({ consume: true });
        break;
      }
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    // Nothing follows done or error: let go of the connection.
    if (outcome) void reader.cancel().catch(() => {});
    reader.releaseLock();
  }
  if (!outcome) throw new ChatStreamError(null);
  if ('error' in outcome) throw outcome.error;
  return outcome.reply;
}

import { Type, type Static } from 'typebox';
import { ErrorBody, Nullable } from './common.ts';
import { CHAT_HISTORY_MAX_TURNS } from './constants.ts';

/**
 * The travel assistant (POST /api/chat). The service keeps no per-visitor state: the client sends
 * the conversation's last turns with each question, so any replica can answer it.
 */

export const ChatLanguage = Type.Union([Type.Literal('vi'), Type.Literal('en')]);
export type ChatLanguage = Static<typeof ChatLanguage>;

export const ChatTurn = Type.Object({
  role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
  content: Type.String({ maxLength: 4000 }),
});
export type ChatTurn = Static<typeof ChatTurn>;

/**
 * `message` is trimmed by the service, then must hold 1 to CHAT_MESSAGE_MAX_LENGTH characters
 * (checked in the handler after trimming, so the 400 names the real problem). The raw schema only
 * bounds the payload.
 */
export const ChatRequest = Type.Object({
  message: Type.String({ maxLength: 20_000 }),
  language: ChatLanguage,
  history: Type.Optional(Type.Array(ChatTurn, { maxItems: CHAT_HISTORY_MAX_TURNS })),
});
export type ChatRequest = Static<typeof ChatRequest>;

/** Which mode produced an answer: local knowledge, or the configured OpenAI-compatible model. */
export const ChatProvider = Type.Object({
  mode: Type.Union([Type.Literal('local'), Type.Literal('openai')]),
  model: Nullable(Type.String({ description: 'the model name in openai mode; null in local mode' })),
});
export type ChatProvider = Static<typeof ChatProvider>;

/**
 * An answer: `message` is a small markdown subset (paragraphs, **bold**, lists, and links whose
 * targets are in-app paths such as /location/{slug}, /culinary/dish/{slug},
 * /culinary/restaurant/{slug}, /rankings, /culinary, or a place's route on Google Maps,
 * https://www.google.com/maps/dir/?api=1&destination=…); never HTML. Text quoted from the data
 * is escaped, so it adds no link or markup of its own. Only those two kinds of target are links:
 * a path with a single leading '/', and an https Google Maps address (www.google.com/maps,
 * google.com/maps, maps.google.com); clients show a link to anything else (another site, `//host`,
 * `mailto:`), which a model could write, as its text alone.
 */
export const ChatReply = Type.Object({
  message: Type.String(),
  provider: ChatProvider,
});
export type ChatReply = Static<typeof ChatReply>;

/**
 * Streaming: a request with `Accept: text/event-stream` gets server-sent events instead of JSON:
 *   event: delta  data: {"text": "..."}      pieces of the answer, in order (zero or more)
 *   event: done   data: ChatReply            the whole answer; it replaces the pieces (a provider
 *                                            failure mid-stream falls back to local mode here)
 *   event: error  data: ErrorBody            nothing more follows
 * Validation and rate-limit refusals answer as JSON with their status before any stream starts.
 */
export const ChatDelta = Type.Object({ text: Type.String() });
export type ChatDelta = Static<typeof ChatDelta>;

export const chatRoutes = {
  // POST /api/chat
  ask: { body: ChatRequest, response: { 200: ChatReply, 400: ErrorBody, 429: ErrorBody, 503: ErrorBody } },
  // GET /api/chat/provider: the mode new questions go to first (the badge before any answer)
  provider: { response: { 200: ChatProvider } },
} as const;

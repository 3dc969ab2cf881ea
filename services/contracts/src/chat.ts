import { Type, type Static } from 'typebox';
import { ErrorBody } from './common.ts';

export const CHAT_MAX_LENGTH = 2000;

export const ChatLanguage = Type.Union([Type.Literal('en'), Type.Literal('vi')]);
export type ChatLanguage = Static<typeof ChatLanguage>;

/** One line of the conversation as the web keeps it (spec §3); never stored by the server. */
export const ChatMessage = Type.Object({
  role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
  content: Type.String(),
});
export type ChatMessage = Static<typeof ChatMessage>;

// POST /api/chat
export const ChatRequest = Type.Object({
  // The web trims and never sends blank input (spec §5); the server refuses it as well.
  message: Type.String({
    minLength: 1,
    maxLength: CHAT_MAX_LENGTH,
    pattern: '\\S',
    description: `1 to ${CHAT_MAX_LENGTH} characters, not only spaces`,
  }),
  language: ChatLanguage,
});
export type ChatRequest = Static<typeof ChatRequest>;

export const ChatReply = Type.Object({ message: Type.String() });
export type ChatReply = Static<typeof ChatReply>;

export const chatRoutes = {
  send: { body: ChatRequest, response: { 200: ChatReply, 400: ErrorBody, 503: ErrorBody } },
};

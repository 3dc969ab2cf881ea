import type { ServerResponse } from 'node:http';
import { chatRoutes, type ChatReply } from '@tn/contracts/chat';
import { CHAT_MESSAGE_MAX_LENGTH } from '@tn/contracts/constants';
import { textLength } from '@tn/contracts/text';
import { badRequest, errorBody } from '@tn/kit/errors';
import { REQUEST_ID_HEADER, type Service } from '@tn/kit/server';
import type { Assistant } from '../assistant.ts';

/**
 * POST /api/chat: one question with the conversation's last turns (the service keeps none), as
 * JSON, or as server-sent events when the client accepts text/event-stream. Bad input is refused
 * with JSON before any stream starts. GET /api/chat/provider: the mode questions go to first.
 */
export function chatRoutesPlugin(assistant: Assistant) {
  return async function routes(app: Service) {
    app.get('/api/chat/provider', { schema: chatRoutes.provider }, async () => assistant.provider);

    app.post('/api/chat', { schema: chatRoutes.ask }, async (request, reply) => {
      const message = request.body.message.trim();
      if (message === '') throw badRequest('message must not be empty');
      const length = textLength(message);
      if (length > CHAT_MESSAGE_MAX_LENGTH) {
        throw badRequest(`message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters (it has ${length})`);
      }
      const question = { message, language: request.body.language, history: request.body.history };
      if (!wantsEvents(request.headers.accept)) return assistant.answer(question);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies that buffer (nginx) would hold the pieces back until the end.
        'x-accel-buffering': 'no',
        [REQUEST_ID_HEADER]: request.id,
      });
      const gone = new AbortController();
      res.on('close', () => gone.abort());
      try {
        const answer: ChatReply = await assistant.answer({ ...question, signal: gone.signal, onDelta: (text) => send(res, 'delta', { text }) });
        send(res, 'done', answer);
      } catch (err) {
        if (!gone.signal.aborted) {
          request.log.error({ err }, 'chat answer failed');
          send(res, 'error', errorBody(500, 'Internal Server Error'));
        }
      }
      res.end();
    });
  };
}

const wantsEvents = (accept: string | undefined) => accept?.split(',').some((type) => type.trim().startsWith('text/event-stream')) ?? false;

function send(res: ServerResponse, event: 'delta' | 'done' | 'error', data: unknown): void {
  if (!res.writableEnded && !res.destroyed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

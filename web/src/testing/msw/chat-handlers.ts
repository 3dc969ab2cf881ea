import type { ChatProvider, ChatReply, ChatRequest } from '@tn/contracts/chat';
import { http, HttpResponse } from 'msw';
import { locations } from './fixtures.ts';

export const localProvider: ChatProvider = { mode: 'local', model: null };

const lake = locations[0]!;

/** The default answer: local knowledge, with a link to a place's page. */
export const chatReply: ChatReply = {
  message: `**${lake.nameVi}** là một điểm tham quan nổi bật. Xem thêm: [${lake.nameVi}](/location/${lake.slug}).`,
  provider: localProvider,
};

export type ChatEvent = ['delta', { text: string }] | ['done', unknown] | ['error', unknown];

/** One server-sent event as the service writes it. */
export function sseEvent([event, data]: ChatEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * An SSE answer: each event in turn; an event whose index is in `holdBefore` waits for that
 * promise first (so a test can look at the panel mid-stream).
 */
export function chatStream(events: ChatEvent[], holdBefore: Record<number, Promise<unknown>> = {}) {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [index, event] of events.entries()) {
        if (holdBefore[index]) await holdBefore[index];
        controller.enqueue(encoder.encode(sseEvent(event)));
      }
      controller.close();
    },
  });
  return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' } });
}

export const wantsStream = (request: Request) => (request.headers.get('accept') ?? '').includes('text/event-stream');

export const chatHandlers = [
  http.get('/api/chat/provider', () => HttpResponse.json<ChatProvider>(localProvider)),
  // The reply in two pieces then whole when streamed; else the JSON reply.
  http.post<never, ChatRequest>('/api/chat', ({ request }) => {
    if (!wantsStream(request)) return HttpResponse.json<ChatReply>(chatReply);
    const half = Math.floor(chatReply.message.length / 2);
    return chatStream([
      ['delta', { text: chatReply.message.slice(0, half) }],
      ['delta', { text: chatReply.message.slice(half) }],
      ['done', chatReply],
    ]);
  }),
];

import type { ChatReply } from '@tn/contracts/chat';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setTokenProvider } from '../../../lib/api-client.ts';
import { chatReply, chatStream } from '../../../testing/msw/chat-handlers.ts';
import { server } from '../../../testing/msw/server.ts';
import { askChat, ChatStreamError, InvalidChatReplyError } from './ask-chat.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const question = { message: 'Hồ Núi Cốc ở đâu?', language: 'vi' } as const;

describe('askChat', () => {
  it('streams: each piece to onDelta in order, then the done reply', async () => {
    const pieces: string[] = [];
    const reply = await askChat(question, { onDelta: (text) => pieces.push(text) });
    expect(pieces.join('')).toBe(chatReply.message);
    expect(pieces.length).toBeGreaterThan(1);
    expect(reply).toEqual(chatReply);
  });

  it("sends the signed-in user's token with the streamed question (the gateway counts questions per user), none signed out", async () => {
    const sent: Array<string | null> = [];
    server.use(
      http.post('/api/chat', ({ request }) => {
        sent.push(request.headers.get('authorization'));
        return chatStream([['done', chatReply]]);
      }),
    );
    await askChat(question);
    setTokenProvider(async () => 'token-1');
    onTestFinished(() => setTokenProvider(null));
    await askChat(question);
    expect(sent).toEqual([null, 'Bearer token-1']);
  });

  it('reads events split anywhere across chunks, with CRLF line ends and comments', async () => {
    const done: ChatReply = { message: 'Xin chào', provider: { mode: 'openai', model: 'gpt-4o-mini' } };
    const wire = `: keep-alive\r\nevent: delta\r\ndata: {"text":"Xin "}\r\n\r\nevent: delta\r\ndata: {"text":"chào"}\r\n\r\nevent: done\r\ndata: ${JSON.stringify(done)}\r\n\r\n`;
    server.use(
      http.post('/api/chat', () => {
        const bytes = new TextEncoder().encode(wire);
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            // Three bytes at a time: a Vietnamese letter's bytes land in different chunks.
            for (let i = 0; i < bytes.length; i += 3) controller.enqueue(bytes.slice(i, i + 3));
            controller.close();
          },
        });
        return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    const pieces: string[] = [];
    expect(await askChat(question, { onDelta: (text) => pieces.push(text) })).toEqual(done);
    expect(pieces).toEqual(['Xin ', 'chào']);
  });

  it('asks for JSON when the browser cannot read a response as a stream', async () => {
    // Without a decoder for the body's bytes there is no reading it piece by piece.
    vi.stubGlobal('TextDecoder', undefined);
    const accepts: Array<string | null> = [];
    server.use(
      http.post('/api/chat', ({ request }) => {
        accepts.push(request.headers.get('accept'));
        return HttpResponse.json(chatReply);
      }),
    );
    expect(await askChat(question)).toEqual(chatReply);
    expect(accepts).toEqual(['application/json']);
  });

  it('fails on an error event with its body, on a stream cut short, and on a reply without a message', async () => {
    const body = { statusCode: 429, error: 'Too Many Requests', message: 'slow down' };
    server.use(http.post('/api/chat', () => chatStream([['error', body]])));
    await expect(askChat(question)).rejects.toEqual(new ChatStreamError(body));

    server.use(http.post('/api/chat', () => chatStream([['delta', { text: 'half' }]])));
    await expect(askChat(question)).rejects.toBeInstanceOf(ChatStreamError);

    server.use(http.post('/api/chat', () => chatStream([['done', { message: 42, provider: { mode: 'local', model: null } }]])));
    await expect(askChat(question)).rejects.toBeInstanceOf(InvalidChatReplyError);

    server.use(http.post('/api/chat', () => HttpResponse.json([chatReply])));
    await expect(askChat(question)).rejects.toBeInstanceOf(InvalidChatReplyError);
  });
});

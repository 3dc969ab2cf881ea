import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH } from '@tn/contracts/constants';
import { buildApp } from '../src/app.ts';
import { createAssistant } from '../src/assistant.ts';
import { fixedData } from './fixtures.ts';
import { readEvents } from './sse.ts';

const { data } = fixedData();
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  app = await buildApp({ assistant: createAssistant(data), logger: false });
});
afterAll(() => app.close());

const ask = (payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: '/api/chat', payload: payload as object, headers });

describe('POST /api/chat', () => {
  it('answers JSON {message, provider} in local mode by default', async () => {
    const res = await ask({ message: '  Hồ Núi Cốc mở cửa mấy giờ?  ', language: 'vi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.stringContaining('Hằng ngày, khoảng 7:30–17:30'), provider: { mode: 'local', model: null } });
  });

  it('refuses an empty or blank question with 400', async () => {
    for (const message of ['', '   \n\t ']) {
      const res = await ask({ message, language: 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'message must not be empty' });
    }
  });

  it(`refuses more than ${CHAT_MESSAGE_MAX_LENGTH} characters after trimming with 400 saying so`, async () => {
    const long = await ask({ message: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), language: 'en' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters (it has ${CHAT_MESSAGE_MAX_LENGTH + 1})`);
    // Spaces around do not count.
    const padded = await ask({ message: `   ${'a'.repeat(CHAT_MESSAGE_MAX_LENGTH)}   `, language: 'en' });
    expect(padded.statusCode).toBe(200);
  });

  it('names the field of a malformed request', async () => {
    const res = await ask({ message: 'hi', language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/language/);
    const history = await ask({ message: 'hi', language: 'en', history: [{ role: 'system', content: 'x' }] });
    expect(history.statusCode).toBe(400);
    expect(history.json().message).toMatch(/history/);
  });

  it('streams server-sent events when asked: the done event carries the whole reply', async () => {
    const res = await ask({ message: 'When does Núi Cốc Reservoir open?', language: 'en' }, { accept: 'text/event-stream, application/json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['x-request-id']).toBeTruthy();
    const events = readEvents(res.body);
    expect(events.at(-1)).toEqual({ event: 'done', data: { message: expect.stringContaining('Daily, about 7:30–17:30'), provider: { mode: 'local', model: null } } });
  });

  it('refuses bad input as JSON before any stream starts', async () => {
    const res = await ask({ message: ' ', language: 'en' }, { accept: 'text/event-stream' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('GET /api/chat/provider', () => {
  it('is local without a key', async () => {
    const res = await app.inject({ url: '/api/chat/provider' });
    expect(res.json()).toEqual({ mode: 'local', model: null });
  });
});

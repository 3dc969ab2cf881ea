import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftJwt, createEmulatorUser, idTokenClaims, testAuthConfig } from '@tn/kit/testing-auth';
import { loadGatewayConfig } from '../src/config.ts';
import { gatewayEnv, startGatewayPair, type TestGateway } from './helper.ts';

let pair: Awaited<ReturnType<typeof startGatewayPair>>;
let stack: typeof pair.stack;
let sut: TestGateway;
let replica: TestGateway;

beforeAll(async () => {
  pair = await startGatewayPair('gateway-chat-rl', { CHAT_RATE_LIMIT_MAX: '2', CHAT_RATE_LIMIT_WINDOW: '1 minute' });
  ({ stack, sut, replica } = pair);
});
afterAll(() => pair?.close());

const ask = (app: TestGateway['app'], remoteAddress: string, idToken?: string, url = '/api/chat') =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: { message: 'Hồ Núi Cốc ở đâu?', language: 'vi' },
    headers: idToken ? { authorization: `Bearer ${idToken}` } : {},
  });

describe('questions to the assistant per visitor', () => {
  it('answers 429 with a clear message after CHAT_RATE_LIMIT_MAX questions, across gateway replicas', async () => {
    const visitor = '203.0.113.5';
    expect((await ask(sut.app, visitor)).statusCode).toBe(200);
    expect((await ask(replica.app, visitor)).statusCode).toBe(200);
    const limited = await ask(sut.app, visitor);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many questions to the assistant: at most 2 a minute\. Please wait \d+ s and ask again\.$/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(stack.upstreams.chat[0]!.hits).toBe(2);
  });

  it('counts a signed-in visitor by their verified user, not by the address they share', async () => {
    const office = '203.0.113.20';
    const [ana, binh] = await Promise.all([createEmulatorUser({ provider: 'google.com' }), createEmulatorUser({ provider: 'github.com' })]);
    expect((await ask(sut.app, office, ana.idToken)).statusCode).toBe(200);
    expect((await ask(replica.app, office, ana.idToken)).statusCode).toBe(200);
    expect((await ask(sut.app, office, ana.idToken)).statusCode).toBe(429);
    // Same address, another user, and the signed-out visitors there: budgets of their own.
    expect((await ask(sut.app, office, binh.idToken)).statusCode).toBe(200);
    expect((await ask(sut.app, office)).statusCode).toBe(200);
    // Ana from another address is still Ana.
    expect((await ask(sut.app, '203.0.113.21', ana.idToken)).statusCode).toBe(429);
  });

  it('counts a made-up or expired token by address, so it cannot reset the budget', async () => {
    const visitor = '203.0.113.30';
    const { projectId } = testAuthConfig();
    const forged = (n: number) => craftJwt({ alg: 'none', typ: 'JWT' }, idTokenClaims(`nobody-${n}`, projectId));
    expect((await ask(sut.app, visitor, forged(1))).statusCode).toBe(200);
    expect((await ask(sut.app, visitor, forged(2))).statusCode).toBe(200);
    expect((await ask(sut.app, visitor, forged(3))).statusCode).toBe(429);
    expect((await ask(sut.app, visitor)).statusCode).toBe(429);
  });

  it('counts each visitor on its own, and only questions: the provider badge and other calls stay open', async () => {
    expect((await ask(sut.app, '203.0.113.6')).statusCode).toBe(200);
    const visitor = { remoteAddress: '203.0.113.5' };
    expect((await sut.app.inject({ url: '/api/chat/provider', ...visitor })).statusCode).toBe(200);
    expect((await sut.app.inject({ url: '/api/locations', ...visitor })).statusCode).toBe(200);
  });
});

// Spellings of POST /api/chat that the router decodes or the proxy resolves: each one reaches
// the chat service's /api/chat (or its trailing-slash twin), so each must count.
const FORWARDED_SPELLINGS = [
  '/api/%63hat',
  '/%61pi/ch%61t',
  '/api/chat/',
  '/api/chat?language=vi',
  '/api/chat/?language=vi',
  '/api/chat/%2E%2E/chat',
  '/api/chat/x/..',
  '/api/chat//',
];
// Spellings the router may or may not accept; whichever it does, none may slip past the limit.
const OTHER_SPELLINGS = ['//api/chat', '/api//chat', '/API/chat', '/api/CHAT', '/api/chat%2f', '/api/chat;x'];

describe('every spelling of a question counts', () => {
  it.each(FORWARDED_SPELLINGS.map((url, i) => [url, `198.51.100.${i + 1}`]))('POST %s counts as a question', async (url, visitor) => {
    const chat = stack.upstreams.chat[0]!;
    const before = chat.hits;
    expect((await ask(sut.app, visitor, undefined, url)).statusCode).toBe(200);
    expect((await ask(replica.app, visitor, undefined, url)).statusCode).toBe(200);
    expect(chat.hits).toBe(before + 2);
    expect((await ask(sut.app, visitor)).statusCode).toBe(429);
    expect((await ask(sut.app, visitor, undefined, url)).statusCode).toBe(429);
    expect(chat.hits).toBe(before + 2);
  });

  it.each([...FORWARDED_SPELLINGS, ...OTHER_SPELLINGS].map((url, i) => [url, `198.51.100.${i + 101}`]))(
    'POST %s never reaches the assistant once the budget is spent',
    async (url, visitor) => {
      const chat = stack.upstreams.chat[0]!;
      expect((await ask(sut.app, visitor)).statusCode).toBe(200);
      expect((await ask(sut.app, visitor)).statusCode).toBe(200);
      const before = chat.hits;
      expect([404, 429]).toContain((await ask(sut.app, visitor, undefined, url)).statusCode);
      expect(chat.hits).toBe(before);
    },
  );
});

describe('chat rate limit configuration', () => {
  it('defaults to 20 questions a minute and names a bad variable', () => {
    const env = gatewayEnv(stack.urls);
    expect(loadGatewayConfig(env).routeRateLimits.chat).toEqual({ max: 20, windowMs: 60_000 });
    expect(() => loadGatewayConfig({ ...env, CHAT_RATE_LIMIT_WINDOW: 'soon' })).toThrow(/CHAT_RATE_LIMIT_WINDOW/);
    expect(() => loadGatewayConfig({ ...env, CHAT_RATE_LIMIT_MAX: '0' })).toThrow(/CHAT_RATE_LIMIT_MAX/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenVerifier } from '@tn/kit/auth';
import { createEmulatorUser } from '@tn/kit/testing-auth';
import { loadGatewayConfig } from '../src/config.ts';
import { buildTestGateway, gatewayEnv, startGatewayPair, type TestGateway, type Upstream } from './helper.ts';

let pair: Awaited<ReturnType<typeof startGatewayPair>>;
let stack: typeof pair.stack;
let web: typeof pair.web;
let sut: TestGateway;
let replica: TestGateway;
let verifier: TokenVerifier;
let namespace: string;

beforeAll(async () => {
  pair = await startGatewayPair('gateway-route-rl', {
    VOTE_RATE_LIMIT_MAX: '2',
    REVIEW_RATE_LIMIT_MAX: '2',
    UPLOAD_RATE_LIMIT_MAX: '2',
    UPLOAD_RATE_LIMIT_WINDOW: '10 minutes',
  });
  ({ stack, web, sut, replica, verifier, namespace } = pair);
});
afterAll(() => pair?.close());

type Method = 'POST' | 'PATCH' | 'DELETE' | 'GET';
const call = (app: TestGateway['app'], method: Method, url: string, remoteAddress: string, idToken?: string) =>
  app.inject({
    method,
    url,
    remoteAddress,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { any: 'body' } }),
    headers: idToken ? { authorization: `Bearer ${idToken}` } : {},
  });

interface Case {
  limit: string;
  method: Method;
  url: string;
  upstream: () => Upstream[];
  message: RegExp;
}

const CASES: Case[] = [
  {
    limit: 'votes',
    method: 'POST',
    url: '/api/vote',
    upstream: () => stack.upstreams.voting,
    message: /^Too many votes: at most 2 a minute\. Please wait \d+ s and vote again\.$/,
  },
  {
    limit: 'new reviews',
    method: 'POST',
    url: '/api/reviews',
    upstream: () => stack.upstreams.culinary,
    message: /^Too many review changes: at most 2 a minute\. Please wait \d+ s and try again\.$/,
  },
  {
    limit: 'review edits',
    method: 'PATCH',
    url: '/api/reviews/7',
    upstream: () => stack.upstreams.culinary,
    message: /^Too many review changes: at most 2 a minute\. Please wait \d+ s and try again\.$/,
  },
  {
    limit: 'uploads',
    method: 'POST',
    url: '/api/media',
    upstream: () => stack.upstreams.media,
    message: /^Too many photo uploads: at most 2 per 10 minutes\. Please wait \d+ s and try again\.$/,
  },
];

const hits = (upstreams: Upstream[]) => upstreams.reduce((sum, u) => sum + u.hits, 0);

describe('tighter limits per route', () => {
  it.each(CASES.map((c, i) => [c.limit, c, `198.51.100.${i + 1}`] as const))(
    '%s: 429 naming the limit once a visitor used it up, across gateway replicas, before reaching the service',
    async (_name, c, visitor) => {
      expect((await call(sut.app, c.method, c.url, visitor)).statusCode).toBe(200);
      expect((await call(replica.app, c.method, c.url, visitor)).statusCode).toBe(200);
      const before = hits(c.upstream());
      const limited = await call(sut.app, c.method, c.url, visitor);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(c.message) });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(hits(c.upstream())).toBe(before);
      // The general /api budget (600 a minute) is far from spent: reads still go through.
      expect((await call(sut.app, 'GET', '/api/locations', visitor)).statusCode).toBe(200);
    },
  );

  it('counts new reviews and edits against one budget, and leaves reads and deletions open', async () => {
    const visitor = '198.51.100.20';
    expect((await call(sut.app, 'POST', '/api/reviews', visitor)).statusCode).toBe(200);
    expect((await call(sut.app, 'PATCH', '/api/reviews/3', visitor)).statusCode).toBe(200);
    expect((await call(sut.app, 'POST', '/api/reviews/3/report', visitor)).statusCode).toBe(429);
    expect((await call(sut.app, 'GET', '/api/reviews/3', visitor)).statusCode).toBe(200);
    expect((await call(sut.app, 'DELETE', '/api/reviews/3', visitor)).statusCode).toBe(200);
    // Each limit is its own: votes and uploads are untouched.
    expect((await call(sut.app, 'POST', '/api/vote', visitor)).statusCode).toBe(200);
    expect((await call(sut.app, 'POST', '/api/media', visitor)).statusCode).toBe(200);
  });

  it('counts votes only: the other voting calls, and the next prefix, are not votes', async () => {
    const visitor = '198.51.100.21';
    for (let i = 0; i < 4; i++) {
      expect((await call(sut.app, 'GET', '/api/votes/recent', visitor)).statusCode).toBe(200);
      expect((await call(sut.app, 'GET', '/api/matchup', visitor)).statusCode).toBe(200);
      expect((await call(sut.app, 'POST', '/api/votes/mine', visitor)).statusCode).toBe(200);
    }
    expect((await call(sut.app, 'POST', '/api/vote', visitor)).statusCode).toBe(200);
  });

  it('counts a signed-in visitor by their verified user, not by the address they share', async () => {
    const office = '198.51.100.30';
    const [ana, binh] = await Promise.all([createEmulatorUser({ provider: 'google.com' }), createEmulatorUser({ provider: 'github.com' })]);
    expect((await call(sut.app, 'POST', '/api/vote', office, ana.idToken)).statusCode).toBe(200);
    expect((await call(replica.app, 'POST', '/api/vote', office, ana.idToken)).statusCode).toBe(200);
    expect((await call(sut.app, 'POST', '/api/vote', office, ana.idToken)).statusCode).toBe(429);
    expect((await call(sut.app, 'POST', '/api/vote', office, binh.idToken)).statusCode).toBe(200);
    expect((await call(sut.app, 'POST', '/api/vote', office)).statusCode).toBe(200);
    expect((await call(sut.app, 'POST', '/api/vote', '198.51.100.31', ana.idToken)).statusCode).toBe(429);
  });
});

describe('a call with a limit of its own', () => {
  it('counts against that limit only: the general budget is left for everything else', async () => {
    const tight = await buildTestGateway(
      gatewayEnv(stack.urls, { WEB_DIST: web.dir, RATE_LIMIT_NAMESPACE: `${namespace}tight:`, RATE_LIMIT_MAX: '3', VOTE_RATE_LIMIT_MAX: '5' }),
      { tokenVerifier: verifier },
    );
    try {
      const visitor = '198.51.100.40';
      for (let i = 0; i < 5; i++) expect((await call(tight.app, 'POST', '/api/vote', visitor)).statusCode).toBe(200);
      expect((await call(tight.app, 'POST', '/api/vote', visitor)).statusCode).toBe(429);
      for (let i = 0; i < 3; i++) expect((await call(tight.app, 'GET', '/api/locations', visitor)).statusCode).toBe(200);
      const general = await call(tight.app, 'GET', '/api/locations', visitor);
      expect(general.statusCode).toBe(429);
      expect(general.json().message).toMatch(/^Too many requests to the API: at most 3 a minute/);
    } finally {
      await tight.close();
    }
  });
});

// Spellings that the router decodes or the proxy resolves to the voting service's /api/vote.
const VOTE_SPELLINGS = ['/api/%76ote', '/%61pi/vote', '/api/vote/', '/api/vote?x=1', '/api/vote/%2E%2E/vote', '/api/vote/x/..'];

describe('every spelling of a vote counts', () => {
  it.each(VOTE_SPELLINGS.map((url, i) => [url, `198.51.100.${i + 101}`]))('POST %s counts as a vote', async (url, visitor) => {
    const before = hits(stack.upstreams.voting);
    expect((await call(sut.app, 'POST', url, visitor)).statusCode).toBe(200);
    expect((await call(sut.app, 'POST', url, visitor)).statusCode).toBe(200);
    expect(hits(stack.upstreams.voting)).toBe(before + 2);
    expect((await call(sut.app, 'POST', '/api/vote', visitor)).statusCode).toBe(429);
    expect((await call(sut.app, 'POST', url, visitor)).statusCode).toBe(429);
    expect(hits(stack.upstreams.voting)).toBe(before + 2);
  });
});

describe('route limit configuration', () => {
  it('has documented defaults and names a bad variable', () => {
    const env = gatewayEnv(stack.urls);
    expect(loadGatewayConfig(env).routeRateLimits).toEqual({
      vote: { max: 30, windowMs: 60_000 },
      review: { max: 20, windowMs: 60_000 },
      upload: { max: 10, windowMs: 60_000 },
      chat: { max: 20, windowMs: 60_000 },
    });
    expect(loadGatewayConfig({ ...env, VOTE_RATE_LIMIT_MAX: '5', VOTE_RATE_LIMIT_WINDOW: '30 s' }).routeRateLimits.vote).toEqual({
      max: 5,
      windowMs: 30_000,
    });
    expect(() => loadGatewayConfig({ ...env, REVIEW_RATE_LIMIT_WINDOW: 'soon' })).toThrow(/REVIEW_RATE_LIMIT_WINDOW/);
    expect(() => loadGatewayConfig({ ...env, UPLOAD_RATE_LIMIT_MAX: '0' })).toThrow(/UPLOAD_RATE_LIMIT_MAX/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '@tn/kit/auth';
import { createRedis } from '@tn/kit/redis';
import { testRedisUrl, uniqueRedisPrefix } from '@tn/kit/testing';
import { craftJwt, createEmulatorUser, idTokenClaims, testAuthConfig } from '@tn/kit/testing-auth';
import {
  buildTestGateway,
  gatewayEnv,
  makeWebDist,
  startAllUpstreams,
  type TestGateway,
  type WebDist,
} from './helper.ts';

const namespace = `${uniqueRedisPrefix('gateway-rl')}:`;
const redis = createRedis(testRedisUrl());
let stack: Awaited<ReturnType<typeof startAllUpstreams>>;
let web: WebDist;
let sut: TestGateway;
let replica: TestGateway;

beforeAll(async () => {
  stack = await startAllUpstreams();
  web = await makeWebDist();
  const env = gatewayEnv(stack.urls, { WEB_DIST: web.dir, RATE_LIMIT_MAX: '3', RATE_LIMIT_NAMESPACE: namespace });
  sut = await buildTestGateway(env);
  // A second gateway process on the same Redis: both must share one budget per client.
  replica = await buildTestGateway(env);
});
afterAll(async () => {
  await sut?.close();
  await replica?.close();
  await stack?.close();
  await web?.remove();
  const keys = await redis.keys(`${namespace}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('rate limit', () => {
  it('answers 429 in the one error shape once a client used up its budget, across gateway replicas', async () => {
    const client = { remoteAddress: '198.51.100.7' };
    const statuses = [];
    for (const app of [sut.app, replica.app, sut.app]) statuses.push((await app.inject({ url: '/api/locations', ...client })).statusCode);
    expect(statuses).toEqual([200, 200, 200]);

    const limited = await replica.app.inject({ url: '/api/dishes', ...client });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many requests to the API: at most 3 a minute\. Please wait \d+ s and try again\.$/),
    });
    expect(limited.headers['retry-after']).toBeTruthy();
    expect(limited.headers['x-request-id']).toBeTruthy();
    expect(await redis.keys(`${namespace}*`)).toContain(`${namespace}ip:198.51.100.7`);
  });

  it('counts each client address on its own', async () => {
    const res = await sut.app.inject({ url: '/api/locations', remoteAddress: '198.51.100.8' });
    expect(res.statusCode).toBe(200);
  });

  it('limits /api and the proxied /media only: the web app and health checks stay reachable', async () => {
    const client = { remoteAddress: '198.51.100.7' };
    expect((await sut.app.inject({ url: '/api/locations', ...client })).statusCode).toBe(429);
    expect((await sut.app.inject({ url: `/media/${'ab'.repeat(32)}-800.webp`, ...client })).statusCode).toBe(429);
    expect((await sut.app.inject({ url: '/voting', ...client })).statusCode).toBe(200);
    expect((await sut.app.inject({ url: '/healthz', ...client })).statusCode).toBe(200);
  });

  it('lets requests through when Redis is down rather than taking the site down', async () => {
    const noRedis = await buildTestGateway(
      gatewayEnv(stack.urls, { WEB_DIST: web.dir, RATE_LIMIT_MAX: '1', REDIS_URL: 'redis://127.0.0.1:1' }),
    );
    try {
      for (let i = 0; i < 3; i++) expect((await noRedis.app.inject('/api/locations')).statusCode).toBe(200);
    } finally {
      await noRedis.close();
    }
  });
});

describe('rate limit per visitor', () => {
  it('counts a signed-in visitor by their verified user, and a made-up token by address', async () => {
    const verifier = createTokenVerifier(testAuthConfig());
    const gateway = await buildTestGateway(
      gatewayEnv(stack.urls, { WEB_DIST: web.dir, RATE_LIMIT_MAX: '2', RATE_LIMIT_NAMESPACE: namespace }),
      { tokenVerifier: verifier },
    );
    try {
      const read = (remoteAddress: string, idToken?: string) =>
        gateway.app.inject({ url: '/api/locations', remoteAddress, headers: idToken ? { authorization: `Bearer ${idToken}` } : {} });
      const office = '198.51.100.40';
      const [ana, binh] = await Promise.all([createEmulatorUser({ provider: 'google.com' }), createEmulatorUser({ provider: 'github.com' })]);
      expect((await read(office, ana.idToken)).statusCode).toBe(200);
      expect((await read(office, ana.idToken)).statusCode).toBe(200);
      const limited = await read(office, ana.idToken);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many requests to the API: at most 2 a minute\./);
      // Same address, another user and the signed-out visitors there: budgets of their own.
      expect((await read(office, binh.idToken)).statusCode).toBe(200);
      expect((await read(office)).statusCode).toBe(200);
      // Ana from elsewhere is still Ana.
      expect((await read('198.51.100.41', ana.idToken)).statusCode).toBe(429);
      expect(await redis.keys(`${namespace}user:*`)).toContain(`${namespace}user:${ana.uid}`);

      // A token nobody signed counts by address, so a new one never starts a new budget.
      const { projectId } = testAuthConfig();
      const forged = (n: number) => craftJwt({ alg: 'none', typ: 'JWT' }, idTokenClaims(`nobody-${n}`, projectId));
      const visitor = '198.51.100.42';
      expect((await read(visitor, forged(1))).statusCode).toBe(200);
      expect((await read(visitor, forged(2))).statusCode).toBe(200);
      expect((await read(visitor, forged(3))).statusCode).toBe(429);
    } finally {
      await gateway.close();
      await verifier.close();
    }
  });
});

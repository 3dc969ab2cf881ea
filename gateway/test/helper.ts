import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTokenVerifier } from '@tn/kit/auth';
import { createRedis } from '@tn/kit/redis';
import { testRedisUrl, uniqueRedisPrefix } from '@tn/kit/testing';
import { testAuthConfig } from '@tn/kit/testing-auth';
import { buildGateway, type Gateway, type GatewayDeps } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';
import { SERVICE_NAMES, SERVICE_URL_ENV, type ServiceName } from '../src/upstreams.ts';

/** What a stand-in service answers: enough to tell who answered what. */
export interface Echo {
  service: string;
  replica: number;
  method: string;
  url: string;
  requestId: string | undefined;
  forwardedFor: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

/**
 * A small real HTTP server standing in for one replica of a service: it echoes every request
 * and answers /readyz with 200 (or 503 once `ready` is set to false).
 */
export interface Upstream {
  url: string;
  ready: boolean;
  hits: number;
  close(): Promise<void>;
}

export async function startUpstream(service: string, replica = 1, delayMs = 0): Promise<Upstream> {
  const app: FastifyInstance = Fastify({ logger: false });
  const state: Upstream = { url: '', ready: true, hits: 0, close: () => app.close() };
  app.get('/readyz', async (_request, reply) => reply.status(state.ready ? 200 : 503).send({ status: state.ready ? 'ready' : 'not ready' }));
  app.all('/*', async (request): Promise<Echo> => {
    state.hits += 1;
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    return {
      service,
      replica,
      method: request.method,
      url: request.url,
      requestId: request.headers['x-request-id'] as string | undefined,
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      body: request.body ?? null,
    };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return state;
}

/** An address where nothing listens: a server is started, its port noted, then closed. */
export async function deadUrl(): Promise<string> {
  const upstream = await startUpstream('dead');
  await upstream.close();
  return upstream.url;
}

export interface WebDist {
  dir: string;
  remove(): Promise<void>;
}

export const INDEX_HTML = '<!doctype html><html><head><title>Thái Nguyên</title></head><body><div id="root"></div><!-- tn-index --></body></html>';
export const ASSET_NAME = 'index-Ab12Cd34.js';
export const ASSET_BODY = `console.log("tn asset");\n${'// padding\n'.repeat(200)}`;

/** A temp folder shaped like `vite build` output: index.html, a hashed asset, a public file. */
export async function makeWebDist(): Promise<WebDist> {
  const dir = await mkdtemp(join(tmpdir(), 'tn-gateway-web-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'assets', ASSET_NAME), ASSET_BODY);
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A complete, valid gateway environment; every service URL points at the given upstreams. */
export function gatewayEnv(
  urls: Partial<Record<ServiceName, string>>,
  extra: Record<string, string> = {},
): Record<string, string> {
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: testRedisUrl(),
    RATE_LIMIT_NAMESPACE: `${uniqueRedisPrefix('gateway-rl')}:`,
  };
  for (const name of SERVICE_NAMES) env[SERVICE_URL_ENV[name]] = urls[name] ?? 'http://127.0.0.1:9';
  return { ...env, ...extra };
}

export interface TestGateway {
  app: Gateway;
  close(): Promise<void>;
}

/** The real gateway built from an environment, with a real Redis connection. */
export async function buildTestGateway(env: Record<string, string>, extra: Pick<GatewayDeps, 'tokenVerifier' | 'logger'> = {}): Promise<TestGateway> {
  const config = loadGatewayConfig(env);
  const redis = createRedis(config.redisUrl);
  redis.on('error', () => {});
  // Counting starts once Redis is connected (until then requests pass: skipOnError), so wait
  // for it, or for the first failure when a test points at an unreachable Redis.
  await new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', () => resolve());
  });
  const app = await buildGateway(config, { redis, logger: false, ...extra });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Starts one stand-in per service (voting with two replicas). */
export async function startAllUpstreams() {
  const upstreams = {
    catalog: [await startUpstream('catalog')],
    voting: [await startUpstream('voting', 1), await startUpstream('voting', 2)],
    ranking: [await startUpstream('ranking')],
    culinary: [await startUpstream('culinary')],
    chat: [await startUpstream('chat')],
    profile: [await startUpstream('profile')],
    media: [await startUpstream('media')],
  } satisfies Record<ServiceName, Upstream[]>;
  const urls = Object.fromEntries(
    Object.entries(upstreams).map(([name, list]) => [name, list.map((u) => u.url).join(',')]),
  ) as Record<ServiceName, string>;
  return {
    upstreams,
    urls,
    close: () => Promise.all(Object.values(upstreams).flat().map((u) => u.close())).then(() => undefined),
  };
}

/**
 * Two gateway processes sharing one Redis (under a rate-limit namespace of their own) in front of
 * stand-in services, sign-in verified against the test run's Auth emulator, as the services
 * verify it: what one replica counts, the other must see. `limits`: the rate-limit settings.
 */
export async function startGatewayPair(label: string, limits: Record<string, string>) {
  const namespace = `${uniqueRedisPrefix(label)}:`;
  // Connected by the time the pair closes and removes its counts.
  const redis = createRedis(testRedisUrl());
  const stack = await startAllUpstreams();
  const web = await makeWebDist();
  const verifier = createTokenVerifier(testAuthConfig());
  const env = gatewayEnv(stack.urls, { WEB_DIST: web.dir, RATE_LIMIT_NAMESPACE: namespace, ...limits });
  const sut = await buildTestGateway(env, { tokenVerifier: verifier });
  const replica = await buildTestGateway(env, { tokenVerifier: verifier });
  return {
    namespace,
    stack,
    web,
    verifier,
    sut,
    replica,
    async close() {
      await sut.close();
      await replica.close();
      await verifier.close();
      await stack.close();
      await web.remove();
      const keys = await redis.keys(`${namespace}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
}

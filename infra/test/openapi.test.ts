import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier } from '@tn/kit/auth';
import { createDb } from '@tn/kit/db';
import { createRedis } from '@tn/kit/redis';
import type { Service } from '@tn/kit/server';
import { SERVICES, type ServiceName } from '@tn/kit/registry';
import { createTestDatabase, testRedisUrl, uniqueRedisPrefix, type TestDatabase } from '@tn/kit/testing';
import { testAuthConfig } from '@tn/kit/testing-auth';
import { buildApp as buildCatalog } from '../../services/catalog/src/app.ts';
import { buildApp as buildChat } from '../../services/chat/src/app.ts';
import { createAssistant } from '../../services/chat/src/assistant.ts';
import { buildApp as buildCulinary } from '../../services/culinary/src/app.ts';
import { buildApp as buildMedia } from '../../services/media/src/app.ts';
import { buildApp as buildProfile } from '../../services/profile/src/app.ts';
import { buildApp as buildRanking } from '../../services/ranking/src/app.ts';
import { buildApp as buildVoting } from '../../services/voting/src/app.ts';
import { buildGateway, type Gateway } from '../../gateway/src/app.ts';
import { loadGatewayConfig } from '../../gateway/src/config.ts';

/**
 * The public API document is complete: every route each real service registers under one of
 * its registry prefixes (so one the gateway forwards) is in the gateway's /api/openapi.json with
 * its method. Every service app is built as its server builds it, over a copy of the test
 * database and the test Redis, listens on its own port, and the real gateway merges their
 * documents over HTTP.
 */

interface Registered {
  service: ServiceName;
  method: string;
  url: string;
}

let database: TestDatabase;
let mediaDir: string;
const dbs: Kysely<any>[] = [];
const connections: ReturnType<typeof createRedis>[] = [];
const apps = new Map<ServiceName, Service>();
// Filled by the hook below, which vi.mock hoists above everything else.
const registered = vi.hoisted((): Registered[] => []);
let gateway: Gateway;

const prefixesOf = (service: ServiceName): readonly string[] => SERVICES.find((s) => s.name === service)!.routes;
const forwarded = (service: ServiceName, url: string) =>
  prefixesOf(service).some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

/**
 * Every route a service declares, as Fastify registers it: an onRoute hook on each app the kit
 * creates, added as soon as it exists (a hook added later misses the route plugins the service
 * has already registered). The kit itself is the real one; this only watches.
 */
vi.mock('@tn/kit/server', async (importOriginal) => {
  const kit = await importOriginal<typeof import('@tn/kit/server')>();
  return {
    ...kit,
    createService: (options: Parameters<typeof kit.createService>[0]) => {
      const app = kit.createService(options);
      const service = options.name as ServiceName;
      app.addHook('onRoute', (route) => {
        // A route the service hides (called by other services only) is not public.
        if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
        for (const method of [route.method].flat()) registered.push({ service, method, url: route.url });
      });
      return app;
    },
  };
});

beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = await mkdtemp(join(tmpdir(), 'tn-openapi-media-'));
  const db = <T>(service: ServiceName) => {
    const handle = createDb<T>(database.urlAs(service), { max: 2 });
    dbs.push(handle as Kysely<any>);
    return handle;
  };
  const redis = () => {
    const connection = createRedis(testRedisUrl());
    connection.on('error', () => {});
    connections.push(connection);
    return connection;
  };
  const verifier = () => createTokenVerifier(testAuthConfig());
  const none = { places: async () => null, dishes: async () => null, restaurants: async () => null };

  const builders: Record<ServiceName, () => Service | Promise<Service>> = {
    catalog: () => buildCatalog({ db: db('catalog'), verifier: verifier(), logger: false }),
    voting: () =>
      buildVoting({
        db: db('voting'),
        redis: redis(),
        queueConnection: redis(),
        queuePrefix: uniqueRedisPrefix('openapi'),
        verifier: verifier(),
        logger: false,
      }),
    ranking: () => buildRanking({ db: db('ranking'), redis: redis(), logger: false }),
    culinary: () => buildCulinary({ db: db('culinary'), verifier: verifier(), logger: false }),
    chat: () => buildChat({ assistant: createAssistant(none), logger: false }),
    profile: () => buildProfile({ db: db('profile'), verifier: verifier(), logger: false }),
    media: () => buildMedia({ db: db('media'), verifier: verifier(), mediaDir, logger: false }),
  };

  const urls: Record<string, string> = {};
  for (const { name } of SERVICES) {
    const app = await builders[name]();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    urls[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    apps.set(name, app);
  }

  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: testRedisUrl(),
    RATE_LIMIT_NAMESPACE: `${uniqueRedisPrefix('openapi-rl')}:`,
    ...urls,
  });
  gateway = await buildGateway(config, { redis: redis(), logger: false });
  await gateway.ready();
});

afterAll(async () => {
  await gateway?.close();
  for (const app of apps.values()) await app.close();
  await Promise.all(dbs.map((db) => db.destroy()));
  for (const connection of connections) await connection.quit().catch(() => connection.disconnect());
  await database?.drop();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

/** Fastify's `/api/locations/:id/similar` as OpenAPI writes it: `/api/locations/{id}/similar`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

interface Document {
  paths: Record<string, Record<string, unknown>>;
  'x-missing-services': string[];
}

describe('the public API document', () => {
  let document: Document;
  beforeAll(async () => {
    const res = await gateway.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    document = res.json<Document>();
  });

  it('has every service that has routes', () => {
    expect(document['x-missing-services']).toEqual([]);
  });

  it('documents every route each service registers under a registry prefix, with its method', () => {
    const publicRoutes = registered.filter(
      // HEAD is answered by every GET route (Fastify adds it); the GET documents both.
      (route) => route.method !== 'HEAD' && forwarded(route.service, route.url),
    );
    // Each service contributes: a route table that grew a prefix nobody serves shows up here.
    for (const { name, routes } of SERVICES) {
      if (routes.length > 0) expect(publicRoutes.some((route) => route.service === name), name).toBe(true);
    }
    const undocumented = publicRoutes
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.service}: ${route.method} ${route.url}`);
    expect(undocumented).toEqual([]);
  });

  it('documents nothing the gateway does not forward, and none of the services’ own operational routes', () => {
    const paths = Object.keys(document.paths);
    for (const path of ['/healthz', '/readyz', '/openapi.json']) expect(paths).not.toContain(path);
    const gatewayOwn = ['/api/openapi.json', '/api/docs'];
    const stray = paths.filter((path) => !gatewayOwn.includes(path) && !SERVICES.some((s) => s.routes.some((p) => path === p || path.startsWith(`${p}/`))));
    expect(stray).toEqual([]);
  });

  it('is served by each service on its own port, outside /api, so the gateway never forwards a service’s copy', async () => {
    const own = await apps.get('voting')!.inject('/openapi.json');
    expect(own.statusCode).toBe(200);
    expect(Object.keys(own.json<Document>().paths)).toContain('/api/vote');
    // Through the gateway, /openapi.json is no API path: whatever answers it, no service does.
    const viaGateway = await gateway.inject('/openapi.json');
    expect(viaGateway.body).not.toContain('"openapi"');
  });
});

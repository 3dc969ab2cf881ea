import Fastify, { type FastifyInstance } from 'fastify';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, deadUrl, gatewayEnv, startAllUpstreams, type TestGateway } from './helper.ts';
import type { OpenApiDocument } from '../src/openapi-merge.ts';
import type { ServiceName } from '../src/upstreams.ts';

/**
 * A replica that hands over an OpenAPI document at /openapi.json, as every service does on its
 * own port, and counts how often it was asked.
 */
interface DocumentServer {
  url: string;
  asked: number;
  close(): Promise<void>;
}

async function serveDocument(document: OpenApiDocument): Promise<DocumentServer> {
  const app: FastifyInstance = Fastify({ logger: false });
  const state: DocumentServer = { url: '', asked: 0, close: () => app.close() };
  app.get('/openapi.json', async () => {
    state.asked += 1;
    return document;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return state;
}

const ErrorSchema = { type: 'object', properties: { message: { type: 'string' } } };
const op = (summary: string, schemaRef?: string) => ({
  summary,
  responses: { '200': { description: 'ok', ...(schemaRef ? { content: { 'application/json': { schema: { $ref: schemaRef } } } } : {}) } },
});

const documents: Record<Exclude<ServiceName, 'ranking'>, OpenApiDocument> = {
  catalog: {
    openapi: '3.1.0',
    info: { title: 'catalog service', version: '1.0.0' },
    paths: {
      '/api/locations': { get: op('places') },
      '/api/locations/{id}/similar': { get: op('similar places') },
      '/api/rankings': { get: op('standings', '#/components/schemas/Standing') },
      // Served by the catalog but not under one of its registry prefixes: not forwarded, not public.
      '/internal/reindex': { post: op('internal') },
    },
    components: { schemas: { ErrorBody: ErrorSchema, Standing: { type: 'object', properties: { rank: { type: 'integer' } } } } },
  },
  voting: {
    openapi: '3.1.0',
    info: { title: 'voting service', version: '1.0.0' },
    paths: { '/api/vote': { post: op('vote') }, '/api/matchup': { get: op('matchup', '#/components/schemas/Standing') } },
    // The same ErrorBody (one component), another Standing under the same name (renamed).
    components: { schemas: { ErrorBody: ErrorSchema, Standing: { type: 'object', properties: { elo: { type: 'number' } } } } },
  },
  culinary: { openapi: '3.1.0', info: { title: 'culinary', version: '1' }, paths: { '/api/reviews/{id}': { patch: op('edit a review') } } },
  chat: { openapi: '3.1.0', info: { title: 'chat', version: '1' }, paths: { '/api/chat': { post: op('ask') } } },
  profile: { openapi: '3.1.0', info: { title: 'profile', version: '1' }, paths: { '/api/me': { get: op('me') } } },
  media: { openapi: '3.1.0', info: { title: 'media', version: '1' }, paths: { '/api/media': { post: op('upload') }, '/media/{name}': { get: op('file') } } },
};

let servers: DocumentServer[] = [];
let urls: Record<ServiceName, string>;
let sut: TestGateway;

beforeAll(async () => {
  const entries = await Promise.all(Object.entries(documents).map(async ([name, document]) => [name, await serveDocument(document)] as const));
  servers = entries.map(([, server]) => server);
  urls = { ...Object.fromEntries(entries.map(([name, server]) => [name, server.url])), ranking: await deadUrl() } as Record<ServiceName, string>;
  sut = await buildTestGateway(gatewayEnv(urls));
});
afterAll(async () => {
  await sut?.close();
  await Promise.all(servers.map((server) => server.close()));
});

describe('GET /api/openapi.json', () => {
  it('merges the paths the gateway forwards, from every service that has routes, with components once each', async () => {
    const res = await sut.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const doc = res.json<OpenApiDocument>();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc['x-missing-services']).toEqual([]);
    expect(Object.keys(doc.paths!)).toEqual([
      '/api/chat',
      '/api/docs',
      '/api/locations',
      '/api/locations/{id}/similar',
      '/api/matchup',
      '/api/me',
      '/api/media',
      '/api/openapi.json',
      '/api/rankings',
      '/api/reviews/{id}',
      '/api/vote',
      '/media/{name}',
    ]);
    expect(doc.paths!['/api/reviews/{id}']).toHaveProperty('patch');
    // Identical components once; a different one under a taken name renamed, its references too.
    expect(Object.keys(doc.components!.schemas!).sort()).toEqual(['ErrorBody', 'Standing', 'voting_Standing']);
    expect(doc.components!.schemas!.voting_Standing).toEqual(documents.voting.components!.schemas!.Standing);
    const ref = (path: string) =>
      (doc.paths![path]!.get as { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }> }).responses['200']!
        .content['application/json']!.schema.$ref;
    expect(ref('/api/rankings')).toBe('#/components/schemas/Standing');
    expect(ref('/api/matchup')).toBe('#/components/schemas/voting_Standing');
    expect(doc.tags!.map((tag) => tag.name)).toEqual(['gateway', 'catalog', 'voting', 'culinary', 'chat', 'profile', 'media']);
  });

  it('keeps the document briefly instead of asking the services on every request', async () => {
    const before = servers.map((server) => server.asked);
    for (let i = 0; i < 3; i++) expect((await sut.app.inject('/api/openapi.json')).statusCode).toBe(200);
    expect(servers.map((server) => server.asked)).toEqual(before);
  });

  it('is under the /api rate limit', async () => {
    const limited = await buildTestGateway(gatewayEnv(urls, { RATE_LIMIT_MAX: '1' }));
    try {
      const client = { remoteAddress: '192.0.2.44' };
      expect((await limited.app.inject({ url: '/api/openapi.json', ...client })).statusCode).toBe(200);
      expect((await limited.app.inject({ url: '/api/openapi.json', ...client })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  describe('when services do not answer', () => {
    let hanging: Server;
    const sockets = new Set<Socket>();
    let hangingUrl: string;

    beforeAll(async () => {
      hanging = createServer((socket) => sockets.add(socket));
      await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
      const address = hanging.address();
      hangingUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hanging?.close(resolve));
    });

    it('lists them in x-missing-services within the timeout, and documents the others', async () => {
      const echo = await startAllUpstreams();
      const gateway = await buildTestGateway(
        gatewayEnv({ ...urls, chat: hangingUrl, profile: await deadUrl(), media: echo.urls.media }, { READINESS_TIMEOUT_MS: '300' }),
      );
      try {
        const started = Date.now();
        const res = await gateway.app.inject('/api/openapi.json');
        // Bounded by the 300 ms timeout, not by the hanging service (a loaded machine gets a margin).
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        const doc = res.json<OpenApiDocument>();
        // Hanging, unreachable, and answering something that is not a document.
        expect(doc['x-missing-services']).toEqual(['chat', 'profile', 'media']);
        expect(doc.paths).toHaveProperty(['/api/vote']);
        expect(doc.paths).not.toHaveProperty(['/api/chat']);
      } finally {
        await gateway.close();
        await echo.close();
      }
    });

    it('asks the next replica of a service when one does not answer', async () => {
      const gateway = await buildTestGateway(gatewayEnv({ ...urls, voting: `${await deadUrl()},${urls.voting}` }));
      try {
        const doc = (await gateway.app.inject('/api/openapi.json')).json<OpenApiDocument>();
        expect(doc['x-missing-services']).toEqual([]);
        expect(doc.paths).toHaveProperty(['/api/vote']);
      } finally {
        await gateway.close();
      }
    });
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page from the gateway itself, under the app’s CSP', async () => {
    const res = await sut.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui-bundle.js');
    // Every script the page loads is one of the gateway's own files: no CDN, works offline.
    const scripts = [...res.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).toMatch(/^\/api\/docs\/static\//);
      expect((await sut.app.inject(src)).statusCode).toBe(200);
    }
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('shows the merged document', async () => {
    const page = await sut.app.inject('/api/docs/json');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual((await sut.app.inject('/api/openapi.json')).json());
  });
});

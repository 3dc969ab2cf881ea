import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { createService, type Service } from '../src/server.ts';

// Shaped like the contracts' route schemas (the kit does not depend on @tn/contracts).
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const ErrorBody = Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String() });
const voteRoutes = {
  vote: {
    body: Type.Object({ winningLocationId: Type.Integer(), losingLocationId: Type.Integer(), matchupToken: Type.String() }),
    response: { 200: Type.Object({ votesRemaining: Type.Integer(), votesPerWeek: Type.Integer() }), 400: ErrorBody, 401: ErrorBody },
  },
};

interface Operation {
  tags?: string[];
  operationId?: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}
interface Document {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, unknown> };
}

describe('a service’s own OpenAPI document', () => {
  const app = createService({ name: 'sample', logger: false });
  let document: Document;

  // Declared every way a service declares routes: directly on the app, in a plugin, and in a
  // plugin registered by a plugin.
  app.post('/api/vote', { schema: voteRoutes.vote }, async () => ({ votesRemaining: 1, votesPerWeek: 3 }));
  app.register(async (routes: Service) => {
    routes.get('/api/things/:id', { schema: { params: IdParams } }, async () => ({}));
    routes.register(async (nested: Service) => {
      nested.patch('/api/things/:id', { schema: { params: IdParams, body: Type.Object({ name: Type.String() }) } }, async () => ({}));
    });
    // No schema at all (a file route): still documented, with its path parameter.
    routes.get('/media/:name', async () => '');
    // A route that marks itself internal.
    routes.post('/api/things/reindex', { schema: { hide: true } }, async () => ({}));
  });

  beforeAll(async () => {
    await app.ready();
    const res = await app.inject('/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    document = res.json<Document>();
  });
  afterAll(() => app.close());

  it('is OpenAPI 3.1 named after the service, with the sign-in scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('sample service');
    expect(document.components.securitySchemes).toEqual({ bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }) });
  });

  it('documents every route however it was declared, and only the service’s own API', () => {
    expect(Object.fromEntries(Object.entries(document.paths).map(([path, item]) => [path, Object.keys(item).sort()]))).toEqual({
      '/api/vote': ['post'],
      '/api/things/{id}': ['get', 'patch'],
      '/media/{name}': ['get'],
    });
  });

  it('describes each operation from the route schema, tagged with the service', () => {
    const vote = document.paths['/api/vote']!.post!;
    expect(vote.tags).toEqual(['sample']);
    expect(vote.operationId).toBe('postApiVote');
    expect(vote.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['winningLocationId', 'losingLocationId', 'matchupToken'] } } },
    });
    expect(Object.keys(vote.responses!)).toEqual(expect.arrayContaining(['200', '400', '401']));
    expect(document.paths['/api/things/{id}']!.patch!.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true })]);
    expect(document.paths['/media/{name}']!.get!.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'name', required: true })]);
  });

  it('leaves the routes’ own schemas as Fastify compiled them', () => {
    expect(voteRoutes.vote).not.toHaveProperty('tags');
    expect(voteRoutes.vote).not.toHaveProperty('operationId');
  });
});

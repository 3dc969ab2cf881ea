import { fastifySwagger } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/**
 * Where each service serves its own OpenAPI document: on its own port and outside /api, so the
 * gateway never forwards a service's copy; the gateway publishes the merged one instead.
 */
export const OPENAPI_PATH = '/openapi.json';

/** The security scheme every document names: a Firebase ID token sent as a bearer token. */
export const BEARER_SCHEME = 'bearerAuth';
export const BEARER_SECURITY_SCHEME = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
  description: 'A Firebase ID token of the signed-in visitor',
} as const;

/** Answered by every service for its orchestrator, not part of any API. */
const OPERATIONAL_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', OPENAPI_PATH]);

/**
 * Documents the service from the route schemas it already declares (@fastify/swagger) and serves
 * the document at OPENAPI_PATH. Installed before any route is declared, and synchronously rather
 * than through `register`, whose queue would run only after routes declared directly on the app:
 * so every route is documented, whichever way it is declared. Left out: the operational routes
 * and any route that marks itself internal with `schema: { hide: true }`.
 */
export function installOpenApi(app: FastifyInstance, service: string): void {
  fastifySwagger(
    app,
    {
      openapi: {
        // 3.1: the contracts' TypeBox schemas are JSON Schema 2020-12 (`type: 'null'`, `const`).
        openapi: '3.1.0',
        info: { title: `${service} service`, version: '1.0.0' },
        components: {
          securitySchemes: { [BEARER_SCHEME]: { ...BEARER_SECURITY_SCHEME } },
        },
        // Sign-in is optional document-wide: routes that need it answer 401 without it.
        security: [{}, { [BEARER_SCHEME]: [] }],
      },
      transform: ({ schema, url, route }) => ({ schema: documented(schema, url, route, service), url }),
      // A schema with an $id keeps it as its name, so the same contract is one component wherever
      // it appears (the gateway merges identical components of different services into one).
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    },
    (err) => {
      if (err) throw err;
    },
  );
  app.get(OPENAPI_PATH, { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(app.swagger()),
  );
}

/**
 * The schema as the document shows it (never the route's own object, which Fastify compiles):
 * tagged with the service, and with the path parameters of a route that declares none, so every
 * path stays a valid OpenAPI path.
 */
function documented(schema: FastifySchema | undefined, url: string, route: RouteOptions, service: string): FastifySchema {
  if (OPERATIONAL_PATHS.has(url)) return { ...schema, hide: true };
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  const params =
    schema?.params === undefined && names.length > 0
      ? { type: 'object', required: names, properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])) }
      : schema?.params;
  return {
    ...schema,
    ...(params === undefined ? {} : { params }),
    tags: schema?.tags ?? [service],
    // The operation id names the method and path, so a client generator gets stable names (a
    // route of several methods gets none: one id for several operations would be invalid).
    ...(schema?.operationId === undefined && typeof route.method === 'string' ? { operationId: operationId(route.method, url) } : {}),
  };
}

/** "GET /api/locations/:id/similar" → "getApiLocationsIdSimilar". */
function operationId(method: string, url: string): string {
  const words = url.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

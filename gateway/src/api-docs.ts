import type { FastifyInstance, FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { GatewayConfig } from './config.ts';
import { API_DOCS_PATH, DEFAULT_API_DOCUMENT, createApiDocumentSource, registerApiDocument, type ApiDocumentSource } from './openapi.ts';
import type { OpenApiDocument } from './openapi-merge.ts';

/**
 * The public API's documentation, in the /api scope (so under its rate limit): the merged
 * document at /api/openapi.json (./openapi.ts) and its reference page at /api/docs. A service's
 * document is awaited at most READINESS_TIMEOUT_MS, as its readiness is.
 */
export async function registerApiDocs(api: FastifyInstance, config: GatewayConfig): Promise<void> {
  const source = createApiDocumentSource(config.services, { ...DEFAULT_API_DOCUMENT, timeoutMs: config.readinessTimeoutMs }, api.log);
  registerApiDocument(api, source);
  await registerApiDocsPage(api, source);
}

/**
 * The reference page of the public API at /api/docs: Swagger UI, served from the gateway's own
 * files (no CDN, so it works offline and within the app's Content-Security-Policy: same-origin
 * scripts and styles, data: images). It shows the merged document, which it loads from
 * /api/docs/json (and /api/docs/yaml): the same document as /api/openapi.json.
 */
export async function registerApiDocsPage(api: FastifyInstance, source: ApiDocumentSource): Promise<void> {
  // Swagger UI reads its document from @fastify/swagger; in static mode with a stand-in, each
  // request for the document is answered with the merged one (loaded before the handler runs,
  // since the UI's hook for it cannot wait).
  const merged = new WeakMap<FastifyRequest, OpenApiDocument>();
  await api.register(async (docs) => {
    await docs.register(swagger, {
      mode: 'static',
      specification: { document: { openapi: '3.0.3', info: { title: 'Thái Nguyên tourism API', version: '1.0.0' }, paths: {} } },
    });
    await docs.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      // Never send the document to an outside validator.
      validatorUrl: false,
      uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0, validatorUrl: null },
      theme: { title: 'Thái Nguyên tourism API' },
      uiHooks: {
        preHandler: async (request) => {
          const route = request.routeOptions.url;
          if (route === `${API_DOCS_PATH}/json` || route === `${API_DOCS_PATH}/yaml`) merged.set(request, (await source.get()).document);
        },
      },
      transformSpecificationClone: false,
      transformSpecification: (standIn, request) => merged.get(request) ?? standIn,
    });
  });
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { BEARER_SCHEME, BEARER_SECURITY_SCHEME, OPENAPI_PATH } from '@tn/kit/openapi';
import { SERVICES } from '@tn/kit/registry';
import { mergeDocuments, type OpenApiDocument, type ServiceDocument } from './openapi-merge.ts';
import type { ServiceName, ServiceUrls } from './upstreams.ts';

/** The public API document, merged from the services' own. */
export const API_DOCUMENT_PATH = '/api/openapi.json';
/** The reference page (./api-docs-page.ts). */
export const API_DOCS_PATH = '/api/docs';

export interface ApiDocumentOptions {
  /** How long one service may take to hand over its document (all its replicas tried within it). */
  timeoutMs: number;
  /** How long a complete document is kept before the services are asked again. */
  freshMs: number;
  /** How long a document with a missing service is kept: shorter, so it completes soon. */
  incompleteMs: number;
}

export const DEFAULT_API_DOCUMENT: Omit<ApiDocumentOptions, 'timeoutMs'> = { freshMs: 30_000, incompleteMs: 3_000 };

/** A document, and whether every service that has routes is in it. */
export interface MergedApiDocument {
  document: OpenApiDocument;
  complete: boolean;
}

export interface ApiDocumentSource {
  get(): Promise<MergedApiDocument>;
}

// Only services the gateway forwards to have a public part (the projector has none).
const DOCUMENTED = SERVICES.filter((service) => service.routes.length > 0);

const BASE: OpenApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Thái Nguyên tourism API',
    version: '1.0.0',
    description:
      'The public API, as the gateway forwards it: each service documents its own routes from the schemas it validates with, ' +
      'and the gateway merges them. Every call is rate-limited per visitor (429 names the limit that was reached). ' +
      'A service that did not hand over its document in time is named in `x-missing-services`.',
  },
  servers: [{ url: '/' }],
  security: [{}, { [BEARER_SCHEME]: [] }],
  tags: [{ name: 'gateway', description: 'This document and its reference page' }],
  paths: {
    [API_DOCUMENT_PATH]: {
      get: {
        tags: ['gateway'],
        operationId: 'getApiOpenapiJson',
        summary: 'This document',
        responses: { '200': { description: 'The OpenAPI document of the public API', content: { 'application/json': {} } } },
      },
    },
    [API_DOCS_PATH]: {
      get: {
        tags: ['gateway'],
        operationId: 'getApiDocs',
        summary: 'The reference page of this document',
        responses: { '200': { description: 'An HTML page', content: { 'text/html': {} } } },
      },
    },
  },
  // The same scheme as each service declares, so the merge keeps one.
  components: { securitySchemes: { [BEARER_SCHEME]: { ...BEARER_SECURITY_SCHEME } } },
};

/**
 * Asks one replica of each service for its document (the next replica when one fails, all
 * within `timeoutMs`), merges them, and keeps the result briefly; concurrent requests share one
 * round of asking. A service that does not answer is listed in `x-missing-services` and logged,
 * rather than failing the whole document.
 */
export function createApiDocumentSource(services: ServiceUrls, options: ApiDocumentOptions, log: FastifyBaseLogger): ApiDocumentSource {
  let kept: { merged: MergedApiDocument; until: number } | undefined;
  let pending: Promise<MergedApiDocument> | undefined;

  async function build(): Promise<MergedApiDocument> {
    const answers = await Promise.all(
      DOCUMENTED.map(async (service) => ({ service, document: await fetchDocument(service.name, services[service.name], options.timeoutMs, log) })),
    );
    const parts: ServiceDocument[] = answers.flatMap(({ service, document }) =>
      document ? [{ service: service.name, prefixes: service.routes, document }] : [],
    );
    const missing = answers.filter((answer) => !answer.document).map((answer) => answer.service.name);
    const document = { ...mergeDocuments(BASE, parts), 'x-missing-services': missing };
    return { document, complete: missing.length === 0 };
  }

  return {
    get() {
      if (kept && Date.now() < kept.until) return Promise.resolve(kept.merged);
      pending ??= build()
        .then((merged) => {
          kept = { merged, until: Date.now() + (merged.complete ? options.freshMs : options.incompleteMs) };
          return merged;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
  };
}

async function fetchDocument(
  service: ServiceName,
  replicas: readonly string[],
  timeoutMs: number,
  log: FastifyBaseLogger,
): Promise<OpenApiDocument | undefined> {
  const signal = AbortSignal.timeout(timeoutMs);
  for (const origin of replicas) {
    try {
      const res = await fetch(`${origin}${OPENAPI_PATH}`, { signal, headers: { accept: 'application/json' } });
      const body: unknown = await res.json();
      if (res.ok && isDocument(body)) return body;
      log.warn({ service, upstream: origin, status: res.status }, 'service answered no OpenAPI document');
    } catch (err) {
      log.warn({ service, upstream: origin, err: (err as Error).message }, 'service OpenAPI document not fetched');
      if (signal.aborted) break;
    }
  }
  return undefined;
}

function isDocument(body: unknown): body is OpenApiDocument {
  if (typeof body !== 'object' || body === null) return false;
  const { openapi, paths } = body as { openapi?: unknown; paths?: unknown };
  return typeof openapi === 'string' && typeof paths === 'object' && paths !== null;
}

/** GET /api/openapi.json: the merged document, never cached by a browser while incomplete. */
export function registerApiDocument(api: FastifyInstance, source: ApiDocumentSource): void {
  api.get(API_DOCUMENT_PATH, async (_request, reply) => {
    const { document, complete } = await source.get();
    return reply.header('cache-control', complete ? 'public, max-age=30' : 'no-store').send(document);
  });
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';

/** The one error body every service answers with. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

/** An error a route throws on purpose; its message is safe to show. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unavailable = (message: string) => new HttpError(503, message);

/**
 * SQLSTATEs of a Postgres statement that gave up waiting: lock_timeout (55P03), statement_timeout
 * or a cancel (57014), a transaction left idle too long (25P03). The database is busy, not the
 * request wrong: the answer is 503 (try again), never 500.
 */
export const DB_TIMEOUT_CODES: ReadonlySet<string> = new Set(['55P03', '57014', '25P03']);

export function isDbTimeout(err: unknown): boolean {
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  return typeof code === 'string' && DB_TIMEOUT_CODES.has(code);
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/**
 * One error handler: 4xx keep their message (validation messages name the field), 5xx are
 * logged in full but answered with the generic status text so internals never leak.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const statusCode =
      err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : isDbTimeout(err) ? 503 : 500;
    if (statusCode >= 500) {
      request.log.error({ err }, 'request failed');
      const message = err instanceof HttpError ? err.message : (STATUS_CODES[statusCode] ?? 'Error');
      return reply.status(statusCode).send(errorBody(statusCode, message));
    }
    const message = err.validation ? validationMessage(err) : err.message;
    return reply.status(statusCode).send(errorBody(statusCode, message));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}

/** "querystring/excludeLeft must be integer" → "excludeLeft must be integer" (the field first). */
function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return err.message;
  const field =
    first.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
    (first.params as { missingProperty?: string }).missingProperty ||
    err.validationContext ||
    'request';
  if ((first.params as { missingProperty?: string }).missingProperty) return `${field} is required`;
  // A raw regular expression helps nobody; the schema's description says what is expected.
  if (first.keyword === 'pattern') {
    // Present because the kit's Ajv runs with verbose: true (see server.ts).
    const { parentSchema } = first as { parentSchema?: { description?: string } };
    const description = parentSchema?.description;
    return `${field} has an invalid format${description ? ` (expected ${description})` : ''}`;
  }
  return `${field} ${first.message ?? 'is invalid'}`;
}

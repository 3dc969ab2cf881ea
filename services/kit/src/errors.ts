import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
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

/**
 * Fastify's own refusals of a URL before any route sees it (the `frameworkErrors` server option),
 * in the one error shape; by default they come in another one, without `statusCode`.
 */
export function answerFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = err.statusCode ?? 400;
  const message =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path parameter is too long'
      : err.code === 'FST_ERR_BAD_URL'
        ? 'The path is not valid: a percent-encoded character is malformed'
        : (STATUS_CODES[statusCode] ?? 'Error');
  reply.status(statusCode).send(errorBody(statusCode, message));
}

/** "querystring/excludeLeft must be integer" → "excludeLeft must be integer" (the field first). */
function validationMessage(err: FastifyError): string {
  const errors = err.validation ?? [];
  const first = errors[0];
  if (!first) return err.message;
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  // "history.0 is required" named the item, not the field it lacks.
  if (missing) return `${[path, missing].filter(Boolean).join('.')} is required`;
  const field = path || err.validationContext || 'request';
  // A raw regular expression helps nobody; the schema's description says what is expected.
  if (first.keyword === 'pattern') {
    // Present because the kit's Ajv runs with verbose: true (./validation.ts).
    const { parentSchema } = first as { parentSchema?: { description?: string } };
    const description = parentSchema?.description;
    return `${field} has an invalid format${description ? ` (expected ${description})` : ''}`;
  }
  const allowed = allowedValues(errors, first.instancePath);
  if (allowed) return `${field} must be ${allowed.length === 1 ? allowed[0] : `one of ${allowed.join(', ')}`}`;
  return `${field} ${first.message ?? 'is invalid'}`;
}

/**
 * The values a field may take when its schema lists them (a `const`, an `enum`, or a union of
 * constants such as "vi" | "en"), quoted; Ajv's own words ("must be equal to constant") say
 * neither which.
 */
function allowedValues(errors: FastifySchemaValidationError[], instancePath: string): string[] | null {
  const quote = (values: unknown[]) => values.map((value) => JSON.stringify(value));
  for (const error of errors) {
    if (error.instancePath !== instancePath) continue;
    const params = error.params as { allowedValue?: unknown; allowedValues?: unknown[] };
    // Ajv reports a union after the errors of its members; its schema (verbose) lists them all.
    const { schema } = error as { schema?: unknown };
    if (error.keyword === 'anyOf' && Array.isArray(schema) && schema.every((member) => isConst(member))) {
      return quote(schema.map((member: { const: unknown }) => member.const));
    }
    if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) return quote(params.allowedValues);
  }
  const first = errors[0]!;
  if (first.keyword === 'const' && errors.length === 1) return quote([(first.params as { allowedValue?: unknown }).allowedValue]);
  return null;
}

const isConst = (schema: unknown): schema is { const: unknown } =>
  typeof schema === 'object' && schema !== null && 'const' in schema;

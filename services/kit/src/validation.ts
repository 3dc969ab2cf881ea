import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifySchema, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';

/**
 * How every service validates requests: Ajv, as Fastify does by default, with three rules of our
 * own that Fastify's defaults do not keep.
 *
 * 1. A JSON body is taken as typed. Fastify's Ajv coerces types everywhere, so `"rating": "5"`,
 *    `"ownWork": "true"` or `"name": 123` passed as if they were right, and `"locationId": true`
 *    became place 1. The path, the query string and headers are text by nature and keep their
 *    coercion.
 * 2. An integer in the path or the query string is written in decimal digits. Coercion read
 *    `0x10` as 16, ` 1` as 1 and `1e400` as Infinity (which Ajv's own limits let through, and
 *    Postgres then refused with a 500).
 * 3. No text holds the NUL character, and no number is infinite: Postgres stores neither in a
 *    text or integer column, so either would fail a write as a 500, possibly after something
 *    else was already done.
 * 4. Every text of a JSON body is put in Unicode's composed form (NFC) before it is checked: a
 *    Vietnamese letter typed decomposed (some keyboards send e + circumflex + acute) is then the
 *    same letter as the precomposed one, for length limits, comparisons and what is stored.
 *
 * Each refusal is a validation error like Ajv's, so the one error handler answers 400 naming the
 * field (./errors.ts).
 */
const AJV_OPTIONS = { removeAdditional: true, useDefaults: true, verbose: true } as const;

/** The validator compiler for `app.setValidatorCompiler`, with these rules. */
export function requestValidatorCompiler(): FastifySchemaCompiler<unknown> {
  // verbose: validation errors carry their schema, so messages can quote its description.
  const typed = ajvCompiler({ ...AJV_OPTIONS, coerceTypes: false });
  const text = ajvCompiler({ ...AJV_OPTIONS, coerceTypes: 'array' });
  return (route) => {
    const isBody = route.httpPart === 'body';
    return guarded((isBody ? typed : text)(route), isBody ? [] : integerFields(route.schema as FastifySchema), isBody);
  };
}

type RouteCompiler = (route: Parameters<FastifySchemaCompiler<unknown>>[0]) => Validate;

/** Fastify's own Ajv setup (formats included) with these options. */
function ajvCompiler(customOptions: Record<string, unknown>): RouteCompiler {
  // At run time the compiler takes the route's schema definition, as Fastify passes it; the
  // package's type declarations say the bare schema.
  return AjvCompiler()({}, { customOptions }) as unknown as RouteCompiler;
}

type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

const DECIMAL_INTEGER = /^-?\d+$/;

function guarded(validate: Validate, integers: readonly string[], isBody: boolean): Validate {
  const check: Validate = (data) => {
    if (isBody) composeTexts(data);
    const problem = nonDecimalInteger(data, integers) ?? (validate(data) ? unstorable(data, '') : validate.errors);
    check.errors = problem ?? undefined;
    return problem === null;
  };
  return check;
}

function nonDecimalInteger(data: unknown, integers: readonly string[]): FastifySchemaValidationError[] | null {
  if (integers.length === 0 || typeof data !== 'object' || data === null) return null;
  for (const key of integers) {
    const raw = (data as Record<string, unknown>)[key];
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (typeof value === 'string' && !DECIMAL_INTEGER.test(value)) {
        return [failure(`/${key}`, 'type', 'must be integer', { type: 'integer' })];
      }
    }
  }
  return null;
}

/** Every string value of a parsed JSON body in NFC, in place (a body that is not JSON is left alone). */
function composeTexts(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (typeof item === 'string') value[index] = item.normalize('NFC');
      else composeTexts(item);
    });
    return;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return;
  const record = value as Record<string, unknown>;
  for (const [key, item] of Object.entries(record)) {
    if (typeof item === 'string') record[key] = item.normalize('NFC');
    else composeTexts(item);
  }
}

/** The first string with a NUL or non-finite number in the validated data, as an error. */
function unstorable(value: unknown, path: string): FastifySchemaValidationError[] | null {
  if (typeof value === 'string') {
    return value.includes('\0') ? [failure(path, 'nul', 'must not contain the NUL character (U+0000)', {})] : null;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? null : [failure(path, 'finite', 'must be a finite number', {})];
  }
  if (typeof value !== 'object' || value === null) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const found = unstorable(item, `${path}/${key}`);
    if (found) return found;
  }
  return null;
}

function failure(instancePath: string, keyword: string, message: string, params: Record<string, unknown>): FastifySchemaValidationError {
  return { instancePath, keyword, message, params, schemaPath: '' };
}

interface JsonSchema {
  type?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

/** The top-level fields of a path or query schema that hold integers (or lists of them). */
function integerFields(schema: FastifySchema | undefined): string[] {
  const properties = (schema as JsonSchema | undefined)?.properties ?? {};
  return Object.entries(properties)
    .filter(([, field]) => field.type === 'integer' || (field.type === 'array' && field.items?.type === 'integer'))
    .map(([key]) => key);
}

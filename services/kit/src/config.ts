import { Type, type Static, type TObject } from 'typebox';
import { Value } from 'typebox/value';

/** Thrown at start-up when the environment does not satisfy a service's config schema. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates environment variables against a TypeBox object schema. Defaults are
 * applied and strings converted ("4001" → 4001) first, so the schema states the real types.
 * Every problem names its variable so an operator can fix all of them in one go.
 */
export function loadConfig<T extends TObject>(
  schema: T,
  env: Record<string, string | undefined> = process.env,
): Static<T> {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) {
    const raw = env[key];
    if (raw !== undefined && raw !== '') picked[key] = raw;
  }
  const withDefaults = Value.Default(schema, structuredClone(picked));
  const converted = Value.Convert(schema, withDefaults);
  const problems = [...Value.Errors(schema, converted)].map((e) => {
    const variable = e.instancePath.replace(/^\//, '') || missingProperty(e.params);
    return `${variable}: ${e.message}`;
  });
  // Value.Convert truncates "2.5" to 2 for an integer: refuse what did not convert exactly.
  for (const [key, property] of Object.entries(schema.properties)) {
    const raw = picked[key];
    const value = (converted as Record<string, unknown>)[key];
    if ((property as { type?: string }).type === 'integer' && typeof raw === 'string' && String(value) !== raw.trim()) {
      problems.push(`${key}: must be an integer, got "${raw}"`);
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid environment:\n  ${[...new Set(problems)].join('\n  ')}`);
  }
  return converted as Static<T>;
}

function missingProperty(params: unknown): string {
  const p = params as { requiredProperties?: string[] } | undefined;
  return p?.requiredProperties?.join(', ') ?? '(root)';
}

/** Common variables, spread into each service's own schema. */
export const baseEnv = {
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  HOST: Type.String({ default: '127.0.0.1' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  // Prometheus metrics on a port of their own (./metrics.ts); unset: the registry's default
  // (defaultMetricsPort: the HTTP port + 1000), 0: none.
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535, description: 'Prometheus metrics port (0: none)' })),
};

export const postgresUrl = Type.String({ pattern: '^postgres(ql)?://', description: 'PostgreSQL connection URL' });
/** Another service's base URL (one, not a replica list): `serviceUrl('media')`. */
export const serviceUrl = (name: string) => Type.String({ pattern: '^https?://[^\\s,]+$', description: `${name} service base URL` });
export const redisUrl = Type.String({ pattern: '^rediss?://', description: 'Redis connection URL' });
export const port = (fallback: number) => Type.Integer({ minimum: 0, maximum: 65535, default: fallback });

import { fileURLToPath } from 'node:url';
import { Type } from 'typebox';
import { authConfigFrom, type AuthConfig } from '@tn/kit/auth';
import { ConfigError, baseEnv, loadConfig, port, redisUrl } from '@tn/kit/config';
import { DEFAULT_EDGE_CACHE, type EdgeCacheOptions } from './edge-cache.ts';
import { ROUTE_LIMIT_ENV, routeLimitWindows, routeRateLimitsFrom, type RouteRateLimits } from './route-rate-limits.ts';
import { SERVICE_NAMES, SERVICE_URL_ENV, type ServiceUrls } from './upstreams.ts';

/** `<repo>/web/dist`, wherever the process was started from. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

// Each service variable is a comma-separated list of replica URLs; entries are checked one by
// one below so that the message can say which entry of which variable is wrong.
const serviceUrlList = (service: string) =>
  Type.String({ minLength: 1, description: `${service} replicas: comma-separated http(s) URLs` });

const optionalList = (description: string) => Type.Optional(Type.String({ description }));

export const GatewayEnv = Type.Object({
  ...baseEnv,
  // The gateway is the one process meant to be reached from outside.
  HOST: Type.String({ default: '0.0.0.0' }),
  PORT: port(8080),
  // CATALOG_URL, VOTING_URL, …: one per service of the registry.
  ...Object.fromEntries(SERVICE_NAMES.map((name) => [SERVICE_URL_ENV[name], serviceUrlList(name)])),
  REDIS_URL: redisUrl,
  WEB_DIST: Type.Optional(Type.String({ minLength: 1, description: 'folder of the built web app' })),
  // The build's source maps hold the app's whole source: served only when asked for (a staging
  // site being debugged), never by default.
  SOURCE_MAPS: Type.Union([Type.Literal('private'), Type.Literal('public')], { default: 'private' }),
  RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 600 }),
  RATE_LIMIT_WINDOW: Type.String({ default: '1 minute' }),
  RATE_LIMIT_NAMESPACE: Type.String({ minLength: 1, default: 'tn:gateway:rate-limit:' }),
  // Tighter limits per visitor on votes, review writes, uploads and questions to the assistant:
  // VOTE_, REVIEW_, UPLOAD_ and CHAT_RATE_LIMIT_MAX / _WINDOW (defaults in route-rate-limits.ts).
  ...ROUTE_LIMIT_ENV,
  TRUST_PROXY: Type.String({ default: 'false' }),
  UPSTREAM_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 10_000 }),
  // The assistant may wait on a language model, which is slower than any database call.
  CHAT_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 60_000 }),
  READINESS_TIMEOUT_MS: Type.Integer({ minimum: 50, default: 1_500 }),
  // Public reads kept at the edge at most this long (0: no edge cache); a change shows within it.
  EDGE_CACHE_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: DEFAULT_EDGE_CACHE.ttlMs }),
  FIREBASE_AUTH_EMULATOR_HOST: Type.Optional(Type.String({ description: 'host:port of the Firebase Auth emulator' })),
  // Set: a signed-in visitor's questions to the assistant are counted per verified user.
  FIREBASE_PROJECT_ID: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{3,40}$', description: 'Firebase project id' })),
  ALLOW_AUTH_EMULATOR_IN_PRODUCTION: Type.Boolean({ default: false }),
  MAP_TILE_ORIGIN: optionalList('extra map tile origins for img-src'),
  CSP_EXTRA_IMG_SRC: optionalList('extra img-src sources'),
  CSP_EXTRA_CONNECT_SRC: optionalList('extra connect-src sources'),
  CSP_EXTRA_FRAME_SRC: optionalList('extra frame-src sources'),
});

export interface CspConfig {
  firebaseAuthEmulatorOrigin?: string;
  extraImgSrc: string[];
  extraConnectSrc: string[];
  extraFrameSrc: string[];
}

export interface GatewayConfig {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  host: string;
  port: number;
  /** Prometheus metrics' own port; undefined: PORT + 1000 (9080), 0: none. */
  metricsPort?: number;
  services: ServiceUrls;
  redisUrl: string;
  webDist: string;
  /** Serve the build's *.map files (SOURCE_MAPS=public); otherwise they answer 404. */
  publicSourceMaps: boolean;
  rateLimit: { max: number; windowMs: number; namespace: string };
  /** The tighter limits on votes, review writes, uploads and questions, counted apart from the /api one. */
  routeRateLimits: RouteRateLimits;
  trustProxy: boolean | number | string[];
  upstreamTimeoutMs: number;
  chatTimeoutMs: number;
  readinessTimeoutMs: number;
  edgeCache: EdgeCacheOptions;
  csp: CspConfig;
  /** How to verify sign-in tokens (for the per-user chat limit); none without FIREBASE_PROJECT_ID. */
  auth?: AuthConfig;
}

/**
 * Reads the gateway's environment. Every problem (missing variable, malformed replica URL,
 * bad CSP source) is reported at once, each line naming its variable.
 */
export function loadGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  const problems: string[] = [];
  let raw: ReturnType<typeof loadConfig<typeof GatewayEnv>> | undefined;
  try {
    raw = loadConfig(GatewayEnv, env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...err.message.split('\n').slice(1).map((line) => line.trim()));
  }

  const services = {} as Record<(typeof SERVICE_NAMES)[number], string[]>;
  for (const name of SERVICE_NAMES) {
    const variable = SERVICE_URL_ENV[name];
    const value = env[variable];
    services[name] = value ? parseReplicaUrls(variable, value, problems) : [];
  }
  const windowMs = parseDuration('RATE_LIMIT_WINDOW', env.RATE_LIMIT_WINDOW || '1 minute', problems);
  const routeWindows = routeLimitWindows(env, (variable, value) => parseDuration(variable, value, problems));
  const trustProxy = parseTrustProxy(env.TRUST_PROXY || 'false');
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulatorHost && !/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(emulatorHost)) {
    problems.push(`FIREBASE_AUTH_EMULATOR_HOST: "${emulatorHost}" must be host:port (for example 127.0.0.1:9099)`);
  }
  const csp: CspConfig = {
    ...(emulatorHost ? { firebaseAuthEmulatorOrigin: `http://${emulatorHost}` } : {}),
    extraImgSrc: [
      ...parseSources('MAP_TILE_ORIGIN', env.MAP_TILE_ORIGIN, problems),
      ...parseSources('CSP_EXTRA_IMG_SRC', env.CSP_EXTRA_IMG_SRC, problems),
    ],
    extraConnectSrc: parseSources('CSP_EXTRA_CONNECT_SRC', env.CSP_EXTRA_CONNECT_SRC, problems),
    extraFrameSrc: parseSources('CSP_EXTRA_FRAME_SRC', env.CSP_EXTRA_FRAME_SRC, problems),
  };

  if (problems.length > 0 || !raw) {
    throw new ConfigError(`Invalid environment:\n  ${[...new Set(problems)].join('\n  ')}`);
  }
  return {
    nodeEnv: raw.NODE_ENV,
    logLevel: raw.LOG_LEVEL,
    host: raw.HOST,
    port: raw.PORT,
    metricsPort: raw.METRICS_PORT,
    services,
    redisUrl: raw.REDIS_URL,
    webDist: raw.WEB_DIST ?? DEFAULT_WEB_DIST,
    publicSourceMaps: raw.SOURCE_MAPS === 'public',
    rateLimit: { max: raw.RATE_LIMIT_MAX, windowMs, namespace: raw.RATE_LIMIT_NAMESPACE },
    routeRateLimits: routeRateLimitsFrom(raw, routeWindows),
    trustProxy,
    upstreamTimeoutMs: raw.UPSTREAM_TIMEOUT_MS,
    chatTimeoutMs: raw.CHAT_TIMEOUT_MS,
    readinessTimeoutMs: raw.READINESS_TIMEOUT_MS,
    edgeCache: { ...DEFAULT_EDGE_CACHE, ttlMs: raw.EDGE_CACHE_MS },
    csp,
    ...(raw.FIREBASE_PROJECT_ID
      ? {
          auth: authConfigFrom({
            FIREBASE_PROJECT_ID: raw.FIREBASE_PROJECT_ID,
            FIREBASE_AUTH_EMULATOR_HOST: emulatorHost || undefined,
            ALLOW_AUTH_EMULATOR_IN_PRODUCTION: raw.ALLOW_AUTH_EMULATOR_IN_PRODUCTION,
            NODE_ENV: raw.NODE_ENV,
          }),
        }
      : {}),
  };
}

/** "http://voting-1:4002, http://voting-2:4002" → two origins. */
function parseReplicaUrls(variable: string, value: string, problems: string[]): string[] {
  const urls: string[] = [];
  for (const entry of value.split(',').map((e) => e.trim())) {
    if (!entry) {
      problems.push(`${variable}: empty entry in "${value}" (expected comma-separated http(s) URLs)`);
      continue;
    }
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      problems.push(`${variable}: "${entry}" is not a URL (expected http(s)://host:port)`);
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      problems.push(`${variable}: "${entry}" must use http or https`);
    } else if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
      // The gateway forwards /api/... paths unchanged, so a base path would be silently ignored.
      problems.push(`${variable}: "${entry}" must be an origin only (no path, query or credentials)`);
    } else {
      urls.push(url.origin);
    }
  }
  return urls;
}

const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** "1 minute", "30s", "2 hours" or plain milliseconds ("60000"). */
export function parseDuration(variable: string, value: string, problems: string[]): number {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?)?$/i.exec(
    value.trim(),
  );
  if (!match) {
    problems.push(`${variable}: "${value}" is not a duration (for example "1 minute", "30 s" or 60000)`);
    return 0;
  }
  const unit = (match[2] ?? 'ms').toLowerCase();
  const key = unit.startsWith('ms') || unit.startsWith('milli') ? 'ms' : unit[0]!;
  const ms = Math.round(Number(match[1]) * DURATION_UNITS[key]!);
  if (ms < 1) problems.push(`${variable}: "${value}" must be at least 1 ms`);
  return ms;
}

/** Fastify's trustProxy: true/false, a hop count, or a list of proxy addresses/CIDRs. */
function parseTrustProxy(value: string): boolean | number | string[] {
  const v = value.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false' || v === '') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

// A CSP source list goes verbatim into a header: only plain scheme://host[:port][/path]
// entries (host may start with "*.") are accepted, never quotes, semicolons or keywords.
const CSP_SOURCE = /^(https?|wss?):\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?(\/[A-Za-z0-9._~/-]*)?$/;

function parseSources(variable: string, value: string | undefined, problems: string[]): string[] {
  if (!value) return [];
  const sources = value.split(/[\s,]+/).filter(Boolean);
  for (const source of sources) {
    if (!CSP_SOURCE.test(source)) {
      problems.push(`${variable}: "${source}" is not a source like https://tiles.example.org`);
    }
  }
  return sources.filter((s) => CSP_SOURCE.test(s));
}

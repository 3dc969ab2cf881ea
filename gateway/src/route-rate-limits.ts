import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TProperties } from 'typebox';
import type { TokenVerifier } from '@tn/kit/auth';
import { HttpError } from '@tn/kit/errors';
import { visitorKey } from './rate-limit-keys.ts';
import { API_ROUTES, type ServiceName } from './upstreams.ts';

/**
 * Tighter limits on the calls that write or cost the most, each counted per visitor (see
 * ./rate-limit-keys.ts) in the same Redis as the general /api limit and apart from it, so every
 * gateway replica shares one budget per visitor and limit. A call with a limit of its own counts
 * against that one only, not the general one too: one Redis call per request, whatever it is
 * (a vote used to take two, the gateway's largest cost per vote after the proxying itself).
 */
export interface RouteLimitDefinition {
  /** Also the prefix of its Redis keys and of its variables (`VOTE` → VOTE_RATE_LIMIT_MAX). */
  readonly name: RouteLimitName;
  readonly variable: string;
  /** The registry prefixes whose forwarded calls count. */
  readonly prefixes: readonly string[];
  readonly methods: readonly string[];
  readonly defaultMax: number;
  readonly defaultWindow: string;
  /** The 429 message: what was limited, the limit, and how long to wait. */
  message(max: number, perWindow: string, waitSeconds: number): string;
}

export type RouteLimitName = 'vote' | 'review' | 'upload' | 'chat';

const prefixesOf = (service: ServiceName) => API_ROUTES.filter((route) => route.service === service).map((route) => route.prefix);

/** A prefix of the registry's route table: a renamed prefix fails here, at start, not silently. */
function registered(prefix: string): string {
  if (!API_ROUTES.some((route) => route.prefix === prefix)) throw new Error(`${prefix} is not a prefix of the service registry`);
  return prefix;
}

export const ROUTE_LIMITS: readonly RouteLimitDefinition[] = [
  {
    // The weekly allowance is a handful of votes; a person voting by hand never comes close.
    name: 'vote',
    variable: 'VOTE',
    prefixes: [registered('/api/vote')],
    methods: ['POST'],
    defaultMax: 30,
    defaultWindow: '1 minute',
    message: (max, per, wait) => `Too many votes: at most ${max} ${per}. Please wait ${wait} s and vote again.`,
  },
  {
    // Writing and editing reviews, and the other writes under /api/reviews (helpful marks, reports,
    // editors' decisions): what others read, so spam is what it keeps out.
    name: 'review',
    variable: 'REVIEW',
    prefixes: [registered('/api/reviews')],
    methods: ['POST', 'PATCH'],
    defaultMax: 20,
    defaultWindow: '1 minute',
    message: (max, per, wait) => `Too many review changes: at most ${max} ${per}. Please wait ${wait} s and try again.`,
  },
  {
    // Each upload is decoded and resized by the media service (which also caps uploads per hour).
    name: 'upload',
    variable: 'UPLOAD',
    prefixes: [registered('/api/media')],
    methods: ['POST'],
    defaultMax: 10,
    defaultWindow: '1 minute',
    message: (max, per, wait) => `Too many photo uploads: at most ${max} ${per}. Please wait ${wait} s and try again.`,
  },
  {
    // Each question may wait on a language model. Every POST the chat service answers counts.
    name: 'chat',
    variable: 'CHAT',
    prefixes: prefixesOf('chat'),
    methods: ['POST'],
    defaultMax: 20,
    defaultWindow: '1 minute',
    message: (max, per, wait) => `Too many questions to the assistant: at most ${max} ${per}. Please wait ${wait} s and ask again.`,
  },
];

export interface RouteLimit {
  max: number;
  windowMs: number;
}

export type RouteRateLimits = Record<RouteLimitName, RouteLimit>;

export const maxVariable = (limit: RouteLimitDefinition) => `${limit.variable}_RATE_LIMIT_MAX`;
export const windowVariable = (limit: RouteLimitDefinition) => `${limit.variable}_RATE_LIMIT_WINDOW`;

/** The gateway's variables for these limits: VOTE_RATE_LIMIT_MAX, VOTE_RATE_LIMIT_WINDOW, … */
export const ROUTE_LIMIT_ENV: TProperties = Object.fromEntries(
  ROUTE_LIMITS.flatMap((limit) => [
    [maxVariable(limit), Type.Integer({ minimum: 1, default: limit.defaultMax })],
    [windowVariable(limit), Type.String({ default: limit.defaultWindow })],
  ]),
);

/** Each limit's window, read from the environment by `duration` (which reports a bad one by name). */
export function routeLimitWindows(
  env: Record<string, string | undefined>,
  duration: (variable: string, value: string) => number,
): Record<RouteLimitName, number> {
  return Object.fromEntries(
    ROUTE_LIMITS.map((limit) => [limit.name, duration(windowVariable(limit), env[windowVariable(limit)] || limit.defaultWindow)]),
  ) as Record<RouteLimitName, number>;
}

/** The limits from the checked environment (defaults applied) and the windows read above. */
export function routeRateLimitsFrom(raw: Record<string, unknown>, windows: Record<RouteLimitName, number>): RouteRateLimits {
  return Object.fromEntries(
    ROUTE_LIMITS.map((limit) => {
      const max = raw[maxVariable(limit)];
      return [limit.name, { max: typeof max === 'number' ? max : limit.defaultMax, windowMs: windows[limit.name] }];
    }),
  ) as RouteRateLimits;
}

/**
 * Registers every route limit on the /api scope. The decision follows the route that matched,
 * never the raw URL: the router decodes the path (`/api/%63hat`), and the proxy resolves dot
 * segments and keeps trailing slashes and query strings, so many spellings reach one service
 * route; counting every call of the method to the prefix covers all of them. Must be registered
 * after the general limit (./security.ts), whose store it uses.
 */
export function registerRouteRateLimits(api: FastifyInstance, limits: RouteRateLimits, verifier?: TokenVerifier): void {
  const limiters = ROUTE_LIMITS.map((limit) => {
    const { max, windowMs } = limits[limit.name];
    return {
      limit,
      max,
      perWindow: describeWindow(windowMs),
      check: api.createRateLimit({
        max,
        timeWindow: windowMs,
        keyGenerator: async (request) => `${limit.name}:${await visitorKey(request, verifier)}`,
        // The general limit's allow list (these very calls) must not reach its own checks.
        allowList: () => false,
      }),
    };
  });
  api.addHook('onRequest', async (request, reply) => {
    const applies = limiters.find(({ limit }) => appliesTo(limit, request));
    if (!applies) return;
    const result = await applies.check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new HttpError(429, applies.limit.message(applies.max, applies.perWindow, result.ttlInSeconds));
  });
}

const appliesTo = (limit: RouteLimitDefinition, request: FastifyRequest) =>
  limit.methods.includes(request.method) && matchesPrefix(request, limit.prefixes);

/** Whether a limit of ROUTE_LIMITS counts this call (then the general limit does not). */
export const hasOwnRateLimit = (request: FastifyRequest) => ROUTE_LIMITS.some((limit) => appliesTo(limit, request));

function matchesPrefix(request: FastifyRequest, prefixes: readonly string[]): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && prefixes.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));
}

/** 60 000 → "a minute", 600 000 → "per 10 minutes", 30 000 → "per 30 s". */
export const describeWindow = (ms: number) =>
  ms === 60_000 ? 'a minute' : ms === 3_600_000 ? 'an hour' : ms % 60_000 === 0 ? `per ${ms / 60_000} minutes` : `per ${Math.ceil(ms / 1000)} s`;

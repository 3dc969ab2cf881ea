import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { bearerToken, type TokenVerifier } from '@tn/kit/auth';
import { HttpError } from '@tn/kit/errors';
import type { CspConfig, GatewayConfig } from './config.ts';
import { API_ROUTES } from './upstreams.ts';

const OSM_TILES = ['https://*.tile.openstreetmap.org', 'https://tile.openstreetmap.org'];
const WIKIMEDIA = ['https://commons.wikimedia.org', 'https://upload.wikimedia.org'];
// Profile pictures that Firebase returns for Google, GitHub and Facebook accounts.
const AVATAR_HOSTS = [
  'https://lh3.googleusercontent.com',
  'https://avatars.githubusercontent.com',
  'https://graph.facebook.com',
  'https://platform-lookaside.fbsbx.com',
];
const FIREBASE_AUTH_APIS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];
// Firebase's popup sign-in loads Google's iframe helper (gapi) and talks to the auth domain
// through a hidden iframe; without these the sign-in popup never reports back.
const FIREBASE_POPUP_SCRIPT = ['https://apis.google.com'];
const VIDEO_HOSTS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];
const FIREBASE_AUTH_FRAMES = ['https://*.firebaseapp.com', 'https://apis.google.com'];

/** The Content-Security-Policy directives, one list per directive. */
export function cspDirectives(csp: CspConfig): Record<string, string[]> {
  const emulator = csp.firebaseAuthEmulatorOrigin ? [csp.firebaseAuthEmulatorOrigin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...FIREBASE_POPUP_SCRIPT],
    scriptSrcAttr: ["'none'"],
    // Leaflet positions tiles and markers with inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...OSM_TILES, ...WIKIMEDIA, ...AVATAR_HOSTS, ...csp.extraImgSrc],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...FIREBASE_AUTH_APIS, ...emulator, ...csp.extraConnectSrc],
    frameSrc: [...VIDEO_HOSTS, ...FIREBASE_AUTH_FRAMES, ...emulator, ...csp.extraFrameSrc],
    mediaSrc: ["'self'", 'https:'],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

/**
 * Security headers on every response. Helmet's default directives are not merged in: they add
 * upgrade-insecure-requests, which breaks a stack served over plain http on a LAN address.
 */
export async function registerSecurityHeaders(app: FastifyInstance, csp: CspConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(csp) },
    // Sign-in popups must be able to post their result back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // OpenStreetMap's tile policy and YouTube's embedded player both require a Referer;
    // helmet's no-referrer would leave the map blank and the videos broken.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * Per-client-IP limit on /api, counted in Redis so every gateway replica shares one budget.
 * Registered inside the /api scope only; a Redis outage lets requests through (skipOnError)
 * rather than taking the site down.
 */
export async function registerApiRateLimit(
  api: FastifyInstance,
  limits: GatewayConfig['rateLimit'],
  redis: Redis,
): Promise<void> {
  await api.register(rateLimit, {
    global: true,
    max: limits.max,
    timeWindow: limits.windowMs,
    redis,
    nameSpace: limits.namespace,
    skipOnError: true,
  });
}

/**
 * A tighter limit on questions to the travel assistant (POST /api/chat), since each may wait on
 * a language model, counted in the same Redis apart from the /api budget (every gateway replica
 * shares it). A visitor is their verified user when they send a valid sign-in token (so people
 * behind one address do not share a budget), else their client address: an unverified or
 * invalid token counts by address, or anyone could start a fresh budget with a made-up one.
 * Must be registered after registerApiRateLimit (it uses that plugin's store).
 */
export function registerChatRateLimit(api: FastifyInstance, limits: GatewayConfig['chatRateLimit'], verifier?: TokenVerifier): void {
  const limiter = api.createRateLimit({ max: limits.max, timeWindow: limits.windowMs, keyGenerator: (request) => chatVisitor(request, verifier) });
  const perWindow = describeWindow(limits.windowMs);
  api.addHook('onRequest', async (request, reply) => {
    if (!isQuestionToAssistant(request)) return;
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new HttpError(
      429,
      `Too many questions to the assistant: at most ${limits.max} ${perWindow}. Please wait ${result.ttlInSeconds} s and ask again.`,
    );
  });
}

// The /api prefixes the chat service answers (today only /api/chat).
const CHAT_PREFIXES = API_ROUTES.filter((route) => route.service === 'chat').map((route) => route.prefix);

/**
 * A question is any POST that the router handed to the chat service's proxy: the decision
 * follows the route that matched, never the raw URL, because the router decodes the path
 * (`/api/%63hat`), and the proxy resolves dot segments and keeps trailing slashes and query
 * strings, so many spellings reach the service's POST /api/chat. Counting every POST to the
 * chat service also covers spellings that router options might accept later.
 */
function isQuestionToAssistant(request: FastifyRequest): boolean {
  if (request.method !== 'POST') return false;
  const route = request.routeOptions.url;
  return route !== undefined && CHAT_PREFIXES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));
}

/** The rate-limit key of a question: `chat:user:<uid>` for a verified sign-in, else `chat:ip:<address>`. */
async function chatVisitor(request: FastifyRequest, verifier?: TokenVerifier): Promise<string> {
  const found = bearerToken(request.headers.authorization);
  if (verifier && 'token' in found) {
    try {
      return `chat:user:${(await verifier.verify(found.token)).user.uid}`;
    } catch {
      // Invalid, expired, or sign-in cannot be checked right now: the address decides.
    }
  }
  return `chat:ip:${request.ip}`;
}

const describeWindow = (ms: number) =>
  ms === 60_000 ? 'a minute' : ms === 3_600_000 ? 'an hour' : ms % 60_000 === 0 ? `per ${ms / 60_000} minutes` : `per ${Math.ceil(ms / 1000)} s`;

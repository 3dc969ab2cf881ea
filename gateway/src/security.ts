import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { TokenVerifier } from '@tn/kit/auth';
import { HttpError } from '@tn/kit/errors';
import type { CspConfig, GatewayConfig } from './config.ts';
import { visitorKey } from './rate-limit-keys.ts';
import { describeWindow, hasOwnRateLimit } from './route-rate-limits.ts';

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
    // The web app's service worker fetches the Commons photos it keeps for offline use, and a
    // worker's fetch is checked against connect-src, not img-src.
    connectSrc: ["'self'", ...FIREBASE_AUTH_APIS, 'https://upload.wikimedia.org', ...emulator, ...csp.extraConnectSrc],
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
 * One helmet middleware, built once: @fastify/helmet builds a new one (and re-parses every
 * directive) for each request, which was a tenth of the gateway's CPU per proxied vote.
 */
export function registerSecurityHeaders(app: FastifyInstance, csp: CspConfig): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(csp) },
    // Sign-in popups must be able to post their result back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // OpenStreetMap's tile policy and YouTube's embedded player both require a Referer;
    // helmet's no-referrer would leave the map blank and the videos broken.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Synchronous: it sets the headers on the raw response and calls back at once.
    setHeaders(request.raw, reply.raw, () => done());
  });
}

/**
 * The general limit on /api, per visitor (their verified user when signed in, else their client
 * address: ./rate-limit-keys.ts), counted in Redis so every gateway replica shares one budget.
 * Registered inside the /api scope only; a Redis outage lets requests through (skipOnError)
 * rather than taking the site down. Calls with a tighter limit of their own count against that
 * one instead (./route-rate-limits.ts).
 */
export async function registerApiRateLimit(
  api: FastifyInstance,
  limits: GatewayConfig['rateLimit'],
  redis: Redis,
  verifier?: TokenVerifier,
): Promise<void> {
  const perWindow = describeWindow(limits.windowMs);
  await api.register(rateLimit, {
    global: true,
    max: limits.max,
    timeWindow: limits.windowMs,
    redis,
    nameSpace: limits.namespace,
    skipOnError: true,
    keyGenerator: (request) => visitorKey(request, verifier),
    allowList: (request) => hasOwnRateLimit(request),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        context.statusCode,
        `Too many requests to the API: at most ${context.max} ${perWindow}. Please wait ${Math.ceil(context.ttl / 1000)} s and try again.`,
      ),
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';
import { createHash, randomUUID } from 'node:crypto';
import { Type } from 'typebox';
import { ConfigError } from './config.ts';
import { HttpError, forbidden, unauthorized } from './errors.ts';

/** Who made the request, as the verified Firebase ID token says; never taken from anywhere else. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** Firebase `sign_in_provider`: google.com, facebook.com, github.com, password… */
  provider: string;
  /**
   * Present (true) only when the token carries the custom claim `editor: true`, set with
   * `pnpm admin grant-editor <email>`. A claim change shows once the user's token is refreshed.
   */
  isEditor?: true;
}

/** The custom claim that makes a user an editor (the same name as EDITOR_CLAIM in @tn/contracts/moderation). */
export const EDITOR_CLAIM = 'editor';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the requireUser / optionalUser hooks; null for an anonymous request. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a valid Firebase ID token. */
    requireUser: AuthHook;
    /** onRequest hook: a valid token sets request.user, no token leaves it null, a bad one is 401. */
    optionalUser: AuthHook;
    /** onRequest hook: 401 signed out (or a bad token), 403 signed in without the editor claim. */
    requireEditor: AuthHook;
  }
}

export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface VerifiedToken {
  user: AuthUser;
  /** The token's `exp`, in epoch milliseconds. */
  expiresAt: number;
}

export interface TokenVerifier {
  /** Resolves for a valid token; rejects with InvalidTokenError when it is not one. */
  verify(idToken: string): Promise<VerifiedToken>;
  close(): Promise<void>;
}

/** The token was checked and is not acceptable (malformed, forged, expired, other project…). */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
  /** firebase-admin's code, for the log (never shown to the client). */
  readonly code: string;
  constructor(message: string, code = 'auth/argument-error') {
    super(message);
    this.code = code;
  }
}

export const MESSAGES = {
  missing: 'Sign-in required',
  scheme: 'Sign-in required: send the header "Authorization: Bearer <Firebase ID token>"',
  invalid: 'Invalid or expired sign-in token',
  unavailable: 'Sign-in cannot be checked right now; try again shortly',
  notEditor: 'Only editors may do this',
} as const;

// ---------------------------------------------------------------------------------------------
// Config

/** Environment variables of every service that verifies users; spread into its config schema. */
export const authEnv = {
  FIREBASE_PROJECT_ID: Type.String({
    pattern: '^[a-z0-9][a-z0-9-]{3,40}$',
    description: 'Firebase project id (local: demo-thainguyen)',
  }),
  FIREBASE_AUTH_EMULATOR_HOST: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9.\\-\\[\\]:]+:[0-9]{1,5}$', description: 'host:port of the Auth emulator' }),
  ),
  ALLOW_AUTH_EMULATOR_IN_PRODUCTION: Type.Boolean({ default: false }),
};

export interface AuthConfig {
  projectId: string;
  /** Emulator mode: unsigned tokens, accepted for users that exist in that emulator. */
  emulatorHost?: string;
  nodeEnv?: string;
  allowEmulatorInProduction?: boolean;
}

export function authConfigFrom(env: {
  FIREBASE_PROJECT_ID: string;
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  ALLOW_AUTH_EMULATOR_IN_PRODUCTION?: boolean;
  NODE_ENV?: string;
}): AuthConfig {
  return {
    projectId: env.FIREBASE_PROJECT_ID,
    emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    nodeEnv: env.NODE_ENV,
    allowEmulatorInProduction: env.ALLOW_AUTH_EMULATOR_IN_PRODUCTION,
  };
}

/** Emulator tokens carry no signature: in production that would let anyone be anyone. */
export function assertAuthModeAllowed(config: AuthConfig): void {
  if (config.emulatorHost && config.nodeEnv === 'production' && config.allowEmulatorInProduction !== true) {
    throw new ConfigError(
      `FIREBASE_AUTH_EMULATOR_HOST is set (${config.emulatorHost}) while NODE_ENV=production. ` +
        'Emulator sign-in tokens are unsigned, so anyone could act as any user. Unset ' +
        'FIREBASE_AUTH_EMULATOR_HOST to verify real Firebase tokens, or set ' +
        'ALLOW_AUTH_EMULATOR_IN_PRODUCTION=true if this deployment is a throwaway demo.',
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Verification

/** Real Firebase ID tokens are about 1 KB; anything far larger is not worth hashing or parsing. */
const MAX_TOKEN_LENGTH = 8_192;
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** firebase-admin codes that mean "this token is not acceptable" (the rest are outages). */
const REJECTION_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/id-token-expired',
  'auth/invalid-id-token',
  'auth/id-token-revoked',
  'auth/user-not-found',
  'auth/user-disabled',
  'auth/tenant-id-mismatch',
]);

let appCounter = 0;

/**
 * Verifies ID tokens with firebase-admin: in production against Google's public keys (only the
 * project id is needed; GOOGLE_APPLICATION_CREDENTIALS / default credentials are picked up if
 * present), in emulator mode by asking the emulator whether the token's user exists.
 */
export function firebaseTokenVerifier(config: AuthConfig): TokenVerifier {
  assertAuthModeAllowed(config);
  // Each verifier owns a named app, so two of them (tests, or two projects) never collide.
  const app = initializeApp({ projectId: config.projectId }, `tn-auth-${++appCounter}-${randomUUID().slice(0, 8)}`);
  const auth = withEmulatorHost(config.emulatorHost, () => getAuth(app));
  let closed: Promise<void> | undefined;
  return {
    async verify(idToken) {
      if (!looksLikeJwt(idToken)) throw new InvalidTokenError('not a JWT');
      let decoded: DecodedIdToken;
      try {
        decoded = await auth.verifyIdToken(idToken);
      } catch (err) {
        const code = (err as { code?: unknown }).code;
        if (typeof code === 'string' && REJECTION_CODES.has(code)) {
          throw new InvalidTokenError((err as Error).message, code);
        }
        throw err;
      }
      return { user: userFromToken(decoded), expiresAt: decoded.exp * 1000 };
    },
    close: () => (closed ??= deleteApp(app as App)),
  };
}

/**
 * firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST once, when the Auth instance is built, and
 * has no option for it. Setting it exactly for that moment makes the mode follow the validated
 * config, not whatever the process environment happens to hold.
 */
function withEmulatorHost<T>(host: string | undefined, build: () => T): T {
  const key = 'FIREBASE_AUTH_EMULATOR_HOST';
  const previous = process.env[key];
  if (host) process.env[key] = host;
  else delete process.env[key];
  try {
    return build();
  } finally {
    if (previous === undefined) delete process.env[key];
    else process.env[key] = previous;
  }
}

function looksLikeJwt(token: string): boolean {
  if (token.length > MAX_TOKEN_LENGTH || !JWT_SHAPE.test(token)) return false;
  try {
    const [header, payload] = token.split('.');
    return isObject(JSON.parse(b64json(header!))) && isObject(JSON.parse(b64json(payload!)));
  } catch {
    return false;
  }
}

const b64json = (segment: string) => Buffer.from(segment, 'base64url').toString('utf8');
const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * A token's text as the services may store it: anyone can set their own Firebase display name
 * to anything, and Postgres refuses text with a NUL (a 500 on every write naming the user), so
 * control characters go.
 */
const text = (value: unknown) => {
  const clean = typeof value === 'string' ? value.replace(/[\u0000-\u001f\u007f]/g, '') : '';
  return clean !== '' ? clean : null;
};

/** Frozen: one cached user object serves many requests, so no handler may change it. */
export function userFromToken(token: DecodedIdToken): AuthUser {
  return Object.freeze({
    uid: token.uid,
    email: text(token.email),
    displayName: text(token.name),
    photoURL: text(token.picture),
    provider: text(token.firebase?.sign_in_provider) ?? 'unknown',
    ...(token[EDITOR_CLAIM] === true ? { isEditor: true as const } : {}),
  });
}

export interface CacheOptions {
  /** Most tokens kept; the least recently used goes first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Remembers verified tokens until their `exp`, keyed by a SHA-256 of the token (the token itself
 * is never kept), so a hot path pays verification once per token. Concurrent requests with the
 * same new token share one verification. Failures are not cached. Like verifyIdToken without
 * checkRevoked, a token stays good until it expires (at most an hour) even if the account is
 * disabled meanwhile.
 */
export function cacheVerifiedTokens(inner: TokenVerifier, options: CacheOptions = {}): TokenVerifier {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const verified = new Map<string, VerifiedToken>(); // insertion order = recency
  const pending = new Map<string, Promise<VerifiedToken>>();

  return {
    async verify(idToken) {
      const key = createHash('sha256').update(idToken).digest('base64url');
      const hit = verified.get(key);
      if (hit) {
        verified.delete(key);
        if (now() < hit.expiresAt) {
          verified.set(key, hit);
          return hit;
        }
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const promise = inner.verify(idToken).then(
        (result) => {
          pending.delete(key);
          if (now() < result.expiresAt) {
            verified.set(key, result);
            if (verified.size > maxEntries) verified.delete(verified.keys().next().value!);
          }
          return result;
        },
        (err: unknown) => {
          pending.delete(key);
          throw err;
        },
      );
      pending.set(key, promise);
      return promise;
    },
    close: () => inner.close(),
  };
}

/** The verifier a service uses: firebase-admin behind the in-process cache. */
export function createTokenVerifier(config: AuthConfig, cache?: CacheOptions): TokenVerifier {
  return cacheVerifiedTokens(firebaseTokenVerifier(config), cache);
}

// ---------------------------------------------------------------------------------------------
// Fastify

/** The bearer token of a request, or why there is none. */
export function bearerToken(header: string | undefined): { token: string } | { problem: 'missing' | 'scheme' } {
  if (header === undefined || header.trim() === '') return { problem: 'missing' };
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header);
  return match ? { token: match[1]! } : { problem: 'scheme' };
}

function challenge(reply: FastifyReply, error?: 'invalid_request' | 'invalid_token'): void {
  reply.header('www-authenticate', error ? `Bearer realm="thainguyen", error="${error}"` : 'Bearer realm="thainguyen"');
}

/** The hooks, for code that wants them without the plugin (the plugin uses these). */
export function authHooks(verifier: TokenVerifier): { requireUser: AuthHook; optionalUser: AuthHook; requireEditor: AuthHook } {
  const authenticate = async (request: FastifyRequest, reply: FastifyReply, required: boolean) => {
    request.user = null;
    const found = bearerToken(request.headers.authorization);
    if ('problem' in found) {
      if (found.problem === 'missing' && !required) return;
      challenge(reply, found.problem === 'scheme' ? 'invalid_request' : undefined);
      throw unauthorized(MESSAGES[found.problem]);
    }
    try {
      request.user = (await verifier.verify(found.token)).user;
    } catch (err) {
      if (err instanceof InvalidTokenError) {
        request.log.info({ authError: err.code, reason: err.message }, 'rejected sign-in token');
        challenge(reply, 'invalid_token');
        throw unauthorized(MESSAGES.invalid);
      }
      request.log.error({ err }, 'sign-in token verification failed');
      throw new HttpError(503, MESSAGES.unavailable);
    }
  };
  return {
    requireUser: (request, reply) => authenticate(request, reply, true),
    optionalUser: (request, reply) => authenticate(request, reply, false),
    // The claim is read from the verified token on every request: the server decides, never the page.
    requireEditor: async (request, reply) => {
      await authenticate(request, reply, true);
      if (request.user?.isEditor !== true) throw forbidden(MESSAGES.notEditor);
    },
  };
}

/**
 * Decorates requests with `user` and the instance with `requireUser` / `optionalUser`, to be
 * used per route (`onRequest: app.requireUser`) or per prefix (`app.addHook('onRequest', …)`).
 * Closes the verifier with the app.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { verifier: TokenVerifier }) => {
    const hooks = authHooks(options.verifier);
    app.decorateRequest('user', null);
    app.decorate('requireUser', hooks.requireUser);
    app.decorate('optionalUser', hooks.optionalUser);
    app.decorate('requireEditor', hooks.requireEditor);
    app.addHook('onClose', () => options.verifier.close());
  },
  { name: 'tn-auth', fastify: '5.x' },
);

/** The signed-in user in a handler behind requireUser (a 401 if it was wired without it). */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(MESSAGES.missing);
  return request.user;
}

/**
 * The signed-in caller as a service acting for them sees them: who they are (from the verified
 * token) and their own Authorization header, to forward when it asks another service on their
 * behalf (that service verifies the token again; identity is never passed along as a claim).
 */
export interface Caller {
  user: AuthUser;
  authorization: string;
}

export function callerOf(request: FastifyRequest): Caller {
  return { user: signedInUser(request), authorization: request.headers.authorization ?? '' };
}

// ---------------------------------------------------------------------------------------------
// User management (operators' commands)

/**
 * firebase-admin's user management for a project, in the same mode as token checks: against
 * the emulator when `emulatorHost` is set (no credentials needed), else the real project with
 * the machine's default credentials (GOOGLE_APPLICATION_CREDENTIALS). For operators' commands
 * such as granting the editor claim; services only verify tokens.
 */
export function firebaseUserAdmin(config: AuthConfig): { auth: Auth; close: () => Promise<void> } {
  assertAuthModeAllowed(config);
  const app = initializeApp({ projectId: config.projectId }, `tn-admin-${++appCounter}-${randomUUID().slice(0, 8)}`);
  const auth = withEmulatorHost(config.emulatorHost, () => getAuth(app));
  return { auth, close: () => deleteApp(app) };
}

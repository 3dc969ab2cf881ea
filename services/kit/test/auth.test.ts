import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authConfigFrom,
  authEnv,
  authPlugin,
  cacheVerifiedTokens,
  createTokenVerifier,
  firebaseTokenVerifier,
  MESSAGES,
  type TokenVerifier,
} from '../src/auth.ts';
import { ConfigError, baseEnv, loadConfig } from '../src/config.ts';
import { createService } from '../src/server.ts';
import { Type } from 'typebox';
import {
  craftJwt,
  createEmulatorUser,
  decodeJwt,
  deleteEmulatorUser,
  idTokenClaims,
  testAuthConfig,
  type EmulatorUser,
} from '../src/testing-auth.ts';

async function buildApp(verifier: TokenVerifier) {
  const app = createService({ name: 'auth-test', logger: false });
  await app.register(authPlugin, { verifier });
  app.get('/private', { onRequest: app.requireUser }, async (request) => request.user);
  app.get('/maybe', { onRequest: app.optionalUser }, async (request) => ({ user: request.user }));
  await app.ready();
  return app;
}

type App = Awaited<ReturnType<typeof buildApp>>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const randomUid = () => randomBytes(14).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('auth (Firebase Auth emulator)', () => {
  const { projectId } = testAuthConfig();
  let sut: App;
  let alice: EmulatorUser;

  beforeAll(async () => {
    sut = await buildApp(createTokenVerifier(testAuthConfig()));
    alice = await createEmulatorUser({ displayName: 'Nguyễn Thị An' });
  });
  afterAll(async () => {
    await sut.close();
  });

  describe('valid tokens', () => {
    it('sets request.user from an emulator password sign-in', async () => {
      const res = await sut.inject({ url: '/private', headers: bearer(alice.idToken) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        uid: alice.uid,
        email: alice.email,
        displayName: 'Nguyễn Thị An',
        photoURL: null,
        provider: 'password',
      });
    });

    it('carries the provider and photo of an identity-provider sign-in', async () => {
      const google = await createEmulatorUser({
        provider: 'google.com',
        displayName: 'Trần Văn Bình',
        photoURL: 'https://example.com/binh.png',
      });
      const res = await sut.inject({ url: '/private', headers: bearer(google.idToken) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        uid: google.uid,
        email: google.email,
        displayName: 'Trần Văn Bình',
        photoURL: 'https://example.com/binh.png',
        provider: 'google.com',
      });
    });

    it('drops control characters a user put in their own display name: Postgres refuses a NUL in text', async () => {
      const nul = await createEmulatorUser({ displayName: 'Nul\u0000Name\u0007' });
      const res = await sut.inject({ url: '/private', headers: bearer(nul.idToken) });
      expect(res.statusCode).toBe(200);
      expect(res.json().displayName).toBe('NulName');
      const blank = await createEmulatorUser({ displayName: '\u0000' });
      expect((await sut.inject({ url: '/private', headers: bearer(blank.idToken) })).json().displayName).toBeNull();
    });

    it('accepts the scheme in any case', async () => {
      const res = await sut.inject({ url: '/private', headers: { authorization: `bearer ${alice.idToken}` } });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('requests without a usable token answer 401 in the one error shape', () => {
    const cases: [string, Record<string, string>, string][] = [
      ['no Authorization header', {}, MESSAGES.missing],
      ['an empty Authorization header', { authorization: '' }, MESSAGES.missing],
      ['Basic credentials', { authorization: 'Basic x' }, MESSAGES.scheme],
      ['"Bearer" and nothing else', { authorization: 'Bearer' }, MESSAGES.scheme],
      ['two tokens', { authorization: 'Bearer a.b.c d.e.f' }, MESSAGES.scheme],
      ['Bearer garbage', { authorization: 'Bearer garbage' }, MESSAGES.invalid],
      ['three segments that are not JSON', { authorization: 'Bearer aaa.bbb.ccc' }, MESSAGES.invalid],
      ['a huge token', { authorization: `Bearer ${'a'.repeat(9_000)}.b.c` }, MESSAGES.invalid],
    ];
    it.each(cases)('%s', async (_label, headers, message) => {
      const res = await sut.inject({ url: '/private', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message });
      expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="thainguyen"/);
    });
  });

  describe('forged and altered tokens', () => {
    const rejects = async (token: string) => {
      const res = await sut.inject({ url: '/private', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: MESSAGES.invalid });
      expect(res.headers['www-authenticate']).toContain('error="invalid_token"');
    };

    it('rejects an alg "none" token for a user the emulator does not know', async () => {
      await rejects(craftJwt({ alg: 'none', typ: 'JWT' }, idTokenClaims(randomUid(), projectId)));
    });

    it('rejects a real token whose subject was altered', async () => {
      const { header, payload } = decodeJwt(alice.idToken);
      const other = randomUid();
      await rejects(craftJwt(header, { ...payload, sub: other, user_id: other }));
    });

    it('rejects a real token whose expiry was pushed into the past', async () => {
      const { header, payload } = decodeJwt(alice.idToken);
      await rejects(craftJwt(header, { ...payload, iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }));
    });

    it('rejects a real token with a signature appended', async () => {
      const { header, payload } = decodeJwt(alice.idToken);
      await rejects(craftJwt(header, payload, randomBytes(64).toString('base64url')));
    });

    it('rejects an RS256 token with a made-up signature', async () => {
      const claims = idTokenClaims(alice.uid, projectId);
      await rejects(craftJwt({ alg: 'RS256', kid: 'made-up', typ: 'JWT' }, claims, randomBytes(256).toString('base64url')));
    });

    it('rejects an expired token for an existing user', async () => {
      const claims = idTokenClaims(alice.uid, projectId, nowSeconds() - 7200);
      await rejects(craftJwt({ alg: 'none', typ: 'JWT' }, claims));
    });

    it('rejects a token for another project (audience and issuer)', async () => {
      await rejects(craftJwt({ alg: 'none', typ: 'JWT' }, idTokenClaims(alice.uid, 'someone-elses-project')));
    });

    it('rejects a token for another audience with the right issuer', async () => {
      const claims = { ...idTokenClaims(alice.uid, projectId), aud: 'someone-elses-project' };
      await rejects(craftJwt({ alg: 'none', typ: 'JWT' }, claims));
    });

    it('rejects the token of a user deleted since', async () => {
      const bob = await createEmulatorUser();
      await deleteEmulatorUser(bob.uid);
      await rejects(bob.idToken);
    });

    // Real behaviour worth knowing: emulator tokens are unsigned by design, so in emulator mode
    // an unsigned token naming an existing emulator user is accepted. This is exactly why
    // production refuses to start in emulator mode (below), where the same token is rejected.
    it('emulator mode accepts an unsigned token for an existing user; production mode rejects it', async () => {
      const forged = craftJwt({ alg: 'none', typ: 'JWT' }, idTokenClaims(alice.uid, projectId));
      const emulatorRes = await sut.inject({ url: '/private', headers: bearer(forged) });
      expect(emulatorRes.statusCode).toBe(200);

      const production = await buildApp(firebaseTokenVerifier({ projectId, nodeEnv: 'production' }));
      try {
        const res = await production.inject({ url: '/private', headers: bearer(forged) });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe(MESSAGES.invalid);
        const real = await production.inject({ url: '/private', headers: bearer(alice.idToken) });
        expect(real.statusCode).toBe(401);
      } finally {
        await production.close();
      }
    });
  });

  describe('optionalUser', () => {
    it('leaves an anonymous request anonymous', async () => {
      const res = await sut.inject({ url: '/maybe' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: null });
    });

    it('sets the user for a valid token', async () => {
      const res = await sut.inject({ url: '/maybe', headers: bearer(alice.idToken) });
      expect(res.json().user.uid).toBe(alice.uid);
    });

    it('does not quietly downgrade a bad token to anonymous', async () => {
      const res = await sut.inject({ url: '/maybe', headers: bearer('garbage') });
      expect(res.statusCode).toBe(401);
    });

    it('never takes an identity from headers or the query', async () => {
      const res = await sut.inject({
        url: `/maybe?uid=${alice.uid}&userId=${alice.uid}`,
        headers: { 'x-user-id': alice.uid, 'x-uid': alice.uid, 'x-forwarded-user': alice.uid },
      });
      expect(res.json()).toEqual({ user: null });
    });
  });

  describe('outages', () => {
    it('answers 503, not 401, when the emulator cannot be reached', async () => {
      const app = await buildApp(firebaseTokenVerifier({ projectId, emulatorHost: '127.0.0.1:1' }));
      try {
        const res = await app.inject({ url: '/private', headers: bearer(alice.idToken) });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: MESSAGES.unavailable });
      } finally {
        await app.close();
      }
    });
  });
});

describe('verified-token cache', () => {
  function counting(verifier: TokenVerifier) {
    const calls: string[] = [];
    return {
      calls,
      verifier: {
        verify: (token: string) => {
          calls.push(token);
          return verifier.verify(token);
        },
        close: () => verifier.close(),
      } satisfies TokenVerifier,
    };
  }

  it('verifies a token once, however often and however concurrently it comes', async () => {
    const inner = counting(firebaseTokenVerifier(testAuthConfig()));
    const app = await buildApp(cacheVerifiedTokens(inner.verifier));
    try {
      const user = await createEmulatorUser();
      const first = await Promise.all([1, 2, 3].map(() => app.inject({ url: '/private', headers: bearer(user.idToken) })));
      const again = await app.inject({ url: '/private', headers: bearer(user.idToken) });
      expect([...first, again].map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(inner.calls).toHaveLength(1);

      const other = await createEmulatorUser();
      await app.inject({ url: '/private', headers: bearer(other.idToken) });
      expect(inner.calls).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  it('does not cache rejections', async () => {
    const inner = counting(firebaseTokenVerifier(testAuthConfig()));
    const app = await buildApp(cacheVerifiedTokens(inner.verifier));
    try {
      const forged = craftJwt({ alg: 'none' }, idTokenClaims(randomUid(), testAuthConfig().projectId));
      for (let i = 0; i < 2; i++) {
        expect((await app.inject({ url: '/private', headers: bearer(forged) })).statusCode).toBe(401);
      }
      expect(inner.calls).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  function fakeVerifier(expiresAt: (token: string) => number) {
    return counting({
      verify: async (token) => ({
        user: { uid: token, email: null, displayName: null, photoURL: null, provider: 'password' },
        expiresAt: expiresAt(token),
      }),
      close: async () => {},
    });
  }

  it('keeps an entry only until the token expires', async () => {
    let now = 1_000_000;
    const inner = fakeVerifier(() => 1_060_000);
    const cache = cacheVerifiedTokens(inner.verifier, { now: () => now });
    await cache.verify('t');
    now = 1_059_999;
    await cache.verify('t');
    expect(inner.calls).toHaveLength(1);
    now = 1_060_000;
    await cache.verify('t');
    expect(inner.calls).toHaveLength(2);
  });

  it('is bounded, evicting the least recently used token', async () => {
    const inner = fakeVerifier(() => Date.now() + 3_600_000);
    const cache = cacheVerifiedTokens(inner.verifier, { maxEntries: 2 });
    await cache.verify('a');
    await cache.verify('b');
    await cache.verify('a'); // a is now the most recent
    await cache.verify('c'); // evicts b
    expect(inner.calls).toEqual(['a', 'b', 'c']);
    await cache.verify('a');
    await cache.verify('c');
    expect(inner.calls).toEqual(['a', 'b', 'c']);
    await cache.verify('b');
    expect(inner.calls).toEqual(['a', 'b', 'c', 'b']);
  });
});

describe('auth configuration', () => {
  const Env = Type.Object({ ...baseEnv, ...authEnv });
  const config = (env: Record<string, string>) => authConfigFrom(loadConfig(Env, env));

  it('requires FIREBASE_PROJECT_ID', () => {
    expect(() => loadConfig(Env, {})).toThrow(/FIREBASE_PROJECT_ID/);
  });

  it('refuses emulator mode in production', () => {
    const env = { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'demo-thainguyen', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(() => firebaseTokenVerifier(config(env))).toThrow(ConfigError);
    expect(() => firebaseTokenVerifier(config(env))).toThrow(/ALLOW_AUTH_EMULATOR_IN_PRODUCTION=true/);
  });

  it('allows it in production only when told explicitly', async () => {
    const env = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'demo-thainguyen',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      ALLOW_AUTH_EMULATOR_IN_PRODUCTION: 'true',
    };
    await firebaseTokenVerifier(config(env)).close();
  });

  it('allows emulator mode outside production, and production without an emulator', async () => {
    await firebaseTokenVerifier(config({ FIREBASE_PROJECT_ID: 'demo-thainguyen', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).close();
    await firebaseTokenVerifier(config({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'thainguyen-prod' })).close();
  });
});

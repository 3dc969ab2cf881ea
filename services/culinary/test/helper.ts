import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createTokenVerifier, EDITOR_CLAIM, firebaseUserAdmin } from '@tn/kit/auth';
import { createDb } from '@tn/kit/db';
import { createTestDatabase, type TestDatabase } from '@tn/kit/testing';
import { createEmulatorUser, refreshIdToken, testAuthConfig, type EmulatorUser, type EmulatorUserOptions } from '@tn/kit/testing-auth';
import { buildApp, type CulinaryDeps } from '../src/app.ts';
import type { CulinaryDatabase } from '../src/culinary/culinary-tables.ts';

export type AppOptions = Pick<CulinaryDeps, 'mediaUrl' | 'mediaTimeoutMs'>;

/** The culinary app over its own copy of the seeded database, verifying tokens with the emulator. */
export async function buildTestApp(options: AppOptions = {}) {
  const database: TestDatabase = await createTestDatabase();
  // The app connects as the culinary role, as in production; `db` is the admin's, for fixtures.
  const serviceDb: Kysely<CulinaryDatabase> = createDb<CulinaryDatabase>(database.urlAs('culinary'), { max: 8 });
  const db: Kysely<CulinaryDatabase> = createDb<CulinaryDatabase>(database.url, { max: 2 });
  const app = buildApp({ db: serviceDb, verifier: createTokenVerifier(testAuthConfig()), logger: false, ...options });
  await app.ready();

  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) => {
    const res = await app.inject({
      method,
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(payload !== undefined ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.body === '' ? undefined : res.json() };
  };
  return {
    app,
    db,
    get: (url: string, token?: string) => call('GET', url, token),
    post: (url: string, payload: object | undefined, token?: string) => call('POST', url, token, payload),
    patch: (url: string, payload: object, token?: string) => call('PATCH', url, token, payload),
    del: (url: string, token?: string) => call('DELETE', url, token),
    /** A dish's or place's id by slug (admin read). */
    async dishId(slug: string) {
      return (await db.selectFrom('culinary.dishes').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
    },
    async restaurantId(slug: string) {
      return (await db.selectFrom('culinary.restaurants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
    },
    async close() {
      await app.close();
      await serviceDb.destroy();
      await db.destroy();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** One app for the whole test file: built before its tests, dropped after them. */
export function useTestApp(options: AppOptions | (() => AppOptions) = {}): () => TestApp {
  let sut: TestApp | undefined;
  beforeAll(async () => {
    sut = await buildTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(() => sut?.close());
  return () => {
    if (!sut) throw new Error('the test app is built in beforeAll');
    return sut;
  };
}

/** An emulator user with a display name (the author name reviews carry). */
export const signIn = (options: EmulatorUserOptions = {}) => createEmulatorUser({ displayName: 'Lan Nguyễn', ...options });

/** A user with the editor claim, as `pnpm admin grant-editor` sets it, and a token that carries it. */
export async function signInEditor(displayName = 'Anh Biên Tập'): Promise<EmulatorUser> {
  const user = await createEmulatorUser({ displayName });
  const admin = firebaseUserAdmin(testAuthConfig());
  try {
    await admin.auth.setCustomUserClaims(user.uid, { [EDITOR_CLAIM]: true });
  } finally {
    await admin.close();
  }
  return { ...user, idToken: await refreshIdToken(user) };
}

/**
 * A stand-in for the media service's attach call on a free port: the HTTP boundary between two
 * services, answered as the media service answers (200 {id, url} for the owner's upload, 404
 * otherwise). `uploads` maps an upload id to its owner's bearer token.
 */
export async function startFakeMedia(handler?: (req: IncomingMessage, res: ServerResponse) => void) {
  const uploads = new Map<string, string>();
  const calls: { url: string; authorization: string | undefined; body: string }[] = [];
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    if (handler) return handler(req, res);
    const match = /^\/api\/media\/([^/]+)\/attach$/.exec(req.url ?? '');
    const owner = match && uploads.get(decodeURIComponent(match[1]!));
    if (req.method !== 'POST' || !match || !owner || req.headers.authorization !== `Bearer ${owner}`) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'no such upload' }));
      return;
    }
    const id = decodeURIComponent(match[1]!);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id, url: `/media/${id}.webp` }));
  };
  // Each call is recorded with its body (the keeper the service names), then answered.
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      calls.push({ url: req.url ?? '', authorization: req.headers.authorization, body });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    uploads,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The aggregates every dish and place keeps, against a recount of their visible reviews. */
export async function aggregatesMatchRecount(sut: TestApp) {
  const { rows } = await sql<{ kind: string; id: number; kept: string; recounted: string }>`
    select 'dish' as kind, d.id, d.rating_sum || '/' || d.rating_count as kept,
           coalesce(sum(r.rating), 0) || '/' || count(r.id) as recounted
    from culinary.dishes d left join culinary.reviews r on r.dish_id = d.id and r.hidden_at is null
    group by d.id
    union all
    select 'restaurant', p.id, p.rating_sum || '/' || p.rating_count,
           coalesce(sum(r.rating), 0) || '/' || count(r.id)
    from culinary.restaurants p left join culinary.reviews r on r.restaurant_id = p.id and r.hidden_at is null
    group by p.id`.execute(sut.db);
  return rows.filter((r) => r.kept !== r.recounted);
}

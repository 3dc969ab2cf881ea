import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createTokenVerifier, EDITOR_CLAIM, firebaseUserAdmin } from '@tn/kit/auth';
import { createDb } from '@tn/kit/db';
import { createTestDatabase, type TestDatabase } from '@tn/kit/testing';
import { createEmulatorUser, refreshIdToken, testAuthConfig, type EmulatorUser } from '@tn/kit/testing-auth';
import type { Kysely } from 'kysely';
import { buildApp, type CatalogDeps } from '../src/app.ts';
import type { CatalogDatabase } from '../src/locations/location-tables.ts';

/** ranking.standings as a fixture: the admin writes what the projector would have applied. */
export interface FixtureDatabase extends CatalogDatabase {
  'ranking.standings': { season: string; locationId: number; eloScore: number; matches: number; wins: number; losses: number };
}

/**
 * The catalog app over its own copy of the seeded database, verifying tokens with the test
 * emulator; close() drops the copy.
 */
export async function buildTestApp(options: Pick<CatalogDeps, 'mediaUrl' | 'mediaTimeoutMs'> = {}) {
  const database: TestDatabase = await createTestDatabase();
  // The app connects as the catalog role, as in production; `db` is the admin's, for fixtures.
  const serviceDb: Kysely<CatalogDatabase> = createDb<CatalogDatabase>(database.urlAs('catalog'), { max: 2 });
  const db: Kysely<FixtureDatabase> = createDb<FixtureDatabase>(database.url, { max: 2 });
  const app = buildApp({ db: serviceDb, verifier: createTokenVerifier(testAuthConfig()), logger: false, ...options });
  await app.ready();
  return {
    app,
    db,
    serviceDb,
    /** A GET through the app: its status and parsed body. */
    async get(url: string, token?: string) {
      const res = await app.inject({ method: 'GET', url, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
      return { status: res.statusCode, body: res.json() };
    },
    /** Any call through the app, signed in with `token` when given. */
    async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
      const res = await app.inject({
        method,
        url,
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
        ...(payload !== undefined ? { payload } : {}),
      });
      return { status: res.statusCode, body: res.body === '' ? undefined : res.json() };
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
export function useTestApp(options: () => Parameters<typeof buildTestApp>[0] = () => ({})): () => TestApp {
  let sut: TestApp | undefined;
  beforeAll(async () => {
    sut = await buildTestApp(options());
  });
  afterAll(() => sut?.close());
  return () => {
    if (!sut) throw new Error('the test app is built in beforeAll');
    return sut;
  };
}

/** A signed-in visitor of the test emulator (no editor claim). */
export const signIn = (displayName?: string) => createEmulatorUser(displayName ? { displayName } : {});

/** A user with the editor claim, as `pnpm admin grant-editor` sets it, and a token that carries it. */
export async function signInEditor(displayName = 'Biên tập viên'): Promise<EmulatorUser> {
  const user = await createEmulatorUser({ displayName });
  const admin = firebaseUserAdmin(testAuthConfig());
  try {
    await admin.auth.setCustomUserClaims(user.uid, { [EDITOR_CLAIM]: true });
  } finally {
    await admin.close();
  }
  return { ...user, idToken: await refreshIdToken(user) };
}

export interface FakeUpload {
  owner: string;
  detached: boolean;
  /** The service that keeps it (the keeper named in the attach call); null when unattached. */
  keeper: string | null;
}

/**
 * The media service's attach and detach as it answers them (the real one with the catalog is
 * covered by infra/test/community-photos.test.ts): an upload is attached for its owner's token
 * only, with its sizes, by one keeper (another keeper's attach or detach is 409); detach lets it go.
 */
export async function startFakeMedia() {
  const uploads = new Map<string, FakeUpload>();
  const calls: string[] = [];
  let down = false;
  const answer = (req: IncomingMessage, res: ServerResponse, body: string) => {
    calls.push(`${req.method} ${req.url} ${body}`);
    if (down) return void res.writeHead(503).end();
    const match = /^\/api\/media\/([^/]+)\/(attach|detach)$/.exec(req.url ?? '');
    const id = match && decodeURIComponent(match[1]!).toLowerCase();
    const upload = id ? uploads.get(id) : undefined;
    if (req.method !== 'POST' || !match || !upload || req.headers.authorization !== `Bearer ${upload.owner}`) {
      return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404,"error":"Not Found","message":"no such upload"}');
    }
    const keeper = (JSON.parse(body || '{}') as { keeper?: string }).keeper;
    if (!keeper) return void res.writeHead(400, { 'content-type': 'application/json' }).end('{"statusCode":400,"error":"Bad Request","message":"body must have required property \'keeper\'"}');
    if (upload.keeper !== null && upload.keeper !== keeper) {
      return void res.writeHead(409, { 'content-type': 'application/json' }).end('{"statusCode":409,"error":"Conflict","message":"kept by another service"}');
    }
    if (match[2] === 'detach') {
      upload.detached = true;
      upload.keeper = null;
      return void res.writeHead(204).end();
    }
    upload.detached = false;
    upload.keeper = keeper;
    const hash = createHash('sha256').update(id!).digest('hex');
    const variants = { '320': `/media/${hash}-320.webp`, '800': `/media/${hash}-800.webp`, '1600': `/media/${hash}-1600.webp` };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id, url: variants['800'], variants, width: 1600, height: 1200 }));
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => answer(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    uploads,
    calls,
    /** A new upload of this user's (by their current token), already kept by `keeper` when given. */
    upload(user: Pick<EmulatorUser, 'idToken'>, keeper: string | null = null): string {
      const id = randomUUID();
      uploads.set(id, { owner: user.idToken, detached: false, keeper });
      return id;
    },
    setDown(value: boolean) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { createTokenVerifier } from '@tn/kit/auth';
import { createDb } from '@tn/kit/db';
import { createTestDatabase, type TestDatabase } from '@tn/kit/testing';
import { testAuthConfig } from '@tn/kit/testing-auth';
import { buildApp, type ProfileDeps } from '../src/app.ts';
import type { ProfileDatabase } from '../src/users/user-tables.ts';

export type AppOptions = Pick<ProfileDeps, 'owners' | 'ownersTimeoutMs'>;

/** The profile app over its own copy of the database, verifying tokens with the test emulator. */
export async function buildTestApp(options: AppOptions = {}) {
  const database: TestDatabase = await createTestDatabase();
  // The app connects as the profile role, as in production; `db` is the admin's, for fixtures.
  const serviceDb: Kysely<ProfileDatabase> = createDb<ProfileDatabase>(database.urlAs('profile'), { max: 4 });
  const db: Kysely<ProfileDatabase> = createDb<ProfileDatabase>(database.url, { max: 2 });
  const app = buildApp({ db: serviceDb, verifier: createTokenVerifier(testAuthConfig()), logger: false, ...options });
  await app.ready();

  const call = async (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) => {
    const res = await app.inject({
      method,
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(payload !== undefined ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.body === '' ? undefined : res.json(), headers: res.headers };
  };
  return {
    app,
    db,
    get: (url: string, token?: string) => call('GET', url, token),
    put: (url: string, payload: object | undefined, token?: string) => call('PUT', url, token, payload),
    post: (url: string, payload: object, token?: string) => call('POST', url, token, payload),
    patch: (url: string, payload: object, token?: string) => call('PATCH', url, token, payload),
    del: (url: string, token?: string) => call('DELETE', url, token),
    /** A seeded place's id (admin read of the catalog). */
    async locationIds(): Promise<number[]> {
      const { rows } = await sql<{ id: number }>`select id from catalog.locations where retired_at is null order by id`.execute(db);
      return rows.map((r) => r.id);
    },
    /** A new place in this test's copy of the catalog (admin write): its id. */
    async addLocation(fields: { name: string; description: string; nameVi?: string; descriptionVi?: string; retired?: boolean }) {
      const slug = `test-${randomUUID().slice(0, 8)}`;
      const { rows } = await sql<{ id: number }>`
        insert into catalog.locations (slug, name, name_vi, description, description_vi, address, category, retired_at)
        values (${slug}, ${fields.name}, ${fields.nameVi ?? null}, ${fields.description}, ${fields.descriptionVi ?? null},
                'Thái Nguyên', 'ecotourism', ${fields.retired ? sql`now()` : null})
        returning id`.execute(db);
      return rows[0]!.id;
    },
    /** Accepted votes of a user, written into the vote log as voting would (admin write). */
    async logVotes(userId: string, n: number) {
      const [a, b] = await this.locationIds();
      for (let i = 0; i < n; i++) {
        await sql`insert into voting.vote_events (event_id, user_id, winning_location_id, losing_location_id, week_start, week_number, year_number)
          values (${randomUUID()}, ${userId}, ${a}, ${b}, current_date, 1, 2026)`.execute(db);
      }
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

/** What the stand-in owners answer to a signed-in call, by method and path, as the services do. */
export const OWNER_ANSWERS: Record<string, unknown> = {
  'POST /api/reviews/mine/anonymize': { anonymized: 1 },
  'POST /api/locations/photos/mine/anonymize': { anonymized: 1 },
  'GET /api/reviews/mine/export': {
    reviews: [
      {
        id: 7,
        dishId: 2,
        restaurantId: null,
        rating: 5,
        content: 'Cơm lam dẻo và thơm mùi tre.',
        imageUrl: null,
        authorName: 'Phạm Thu',
        createdAt: '2026-11-20T03:00:00.000Z',
        updatedAt: '2026-11-20T03:00:00.000Z',
        helpfulCount: 1,
        helpfulByMe: false,
        reportedByMe: false,
        mine: true,
        subject: { type: 'dish', id: 2, slug: 'com-lam-dinh-hoa', name: 'Định Hóa bamboo-tube rice', nameVi: 'Cơm lam Định Hóa' },
      },
    ],
    helpfulMarks: [{ reviewId: 9, markedAt: '2026-11-21T03:00:00.000Z' }],
    reports: [{ reviewId: 11, reason: 'Quảng cáo', reportedAt: '2026-11-22T03:00:00.000Z' }],
    suggestions: [
      {
        id: 3,
        name: 'Quán phở Hùng',
        kind: 'restaurant',
        address: 'Phường Phan Đình Phùng',
        serves: 'Phở bò',
        latitude: null,
        longitude: null,
        authorName: 'Phạm Thu',
        status: 'pending',
        reason: null,
        createdAt: '2026-11-23T03:00:00.000Z',
        restaurantId: null,
        restaurantSlug: null,
      },
    ],
  },
  'GET /api/locations/photos/mine': [
    {
      id: 5,
      locationId: 1,
      url: '/media/0000000000000000000000000000000000000000000000000000000000000001-800.webp',
      srcset: '/media/0000000000000000000000000000000000000000000000000000000000000001-800.webp 800w',
      width: 800,
      height: 600,
      author: 'Phạm Thu',
      licence: 'CC-BY-4.0',
      caption: null,
      status: 'approved',
      reason: null,
      createdAt: '2026-11-19T03:00:00.000Z',
      position: 1,
      isCover: false,
    },
  ],
  'GET /api/votes/mine/all': [
    {
      id: 42,
      votedAt: '2026-11-24T03:00:00.000Z',
      outcome: 'win',
      winningLocation: { id: 1, slug: 'ho-nui-coc', name: 'Núi Cốc Reservoir', nameVi: 'Hồ Núi Cốc' },
      losingLocation: { id: 2, slug: 'doi-che-tan-cuong', name: 'Tân Cương tea hills', nameVi: 'Đồi chè Tân Cương' },
    },
  ],
};

/**
 * A stand-in for the services that keep the rest of a user's data (culinary, catalog, voting) on
 * a free port: the HTTP boundary between services. By default it answers a call carrying a token
 * with OWNER_ANSWERS, else 401; `handler` answers instead, and `calls` records what profile sent.
 */
export async function startFakeOwners(handler?: (req: IncomingMessage, res: ServerResponse) => void) {
  const calls: { method: string; url: string; authorization: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    calls.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization });
    if (handler) return handler(req, res);
    const answer = OWNER_ANSWERS[`${req.method} ${req.url}`];
    if (answer !== undefined && req.headers.authorization?.startsWith('Bearer ')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      return;
    }
    res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Sign-in required' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

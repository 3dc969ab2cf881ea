import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Location } from '@tn/contracts/locations';
import { seasonOf } from '@tn/kit/time';
import { useTestApp } from './helper.ts';

const app = useTestApp();
const get = (url: string) => app().get(url);

describe('GET /api/rankings', () => {
  it('answers the standings of the requested month, and the current month by default', async () => {
    const { id } = (await get('/api/locations/slug/chua-hang')).body as Location;
    await app().db
      .insertInto('ranking.standings')
      .values([
        { season: '2026-01', locationId: id, eloScore: 1100, matches: 5, wins: 5, losses: 0 },
        { season: seasonOf(), locationId: id, eloScore: 1016, matches: 1, wins: 1, losses: 0 },
      ])
      .execute();
    const past = (await get('/api/rankings?month=2026-01')).body as Location[];
    expect(past[0]).toMatchObject({ slug: 'chua-hang', eloScore: 1100, matches: 5, winRate: 100, rank: 1 });
    const current = (await get('/api/rankings')).body as Location[];
    expect(current[0]).toMatchObject({ slug: 'chua-hang', eloScore: 1016, matches: 1 });
    const older = (await get('/api/rankings?month=2025-12')).body as Location[];
    expect(older.every((l) => l.eloScore === 1000 && l.matches === 0)).toBe(true);
  });

  it('rejects malformed and future months with 400 naming the field', async () => {
    for (const month of ['2026-13', '26-01', 'abc']) {
      const { status, body } = await get(`/api/rankings?month=${month}`);
      expect(status).toBe(400);
      expect(body.message).toBe('month has an invalid format (expected YYYY-MM)');
    }
    expect((await get('/api/rankings?month=2999-01')).status).toBe(400);
  });
});

/** The season n months before `season` ("YYYY-MM"). */
function monthsBefore(season: string, n: number): string {
  const [year, month] = season.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 - n, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

describe('GET /api/rankings/months', () => {
  it('answers the months with at least one match, newest first, always with the current one', async () => {
    const { db } = app();
    const current = seasonOf();
    await sql`delete from ranking.standings`.execute(db);
    try {
      // Before any vote: only the current month.
      expect(await get('/api/rankings/months')).toEqual({ status: 200, body: [current] });

      const [a, b] = await Promise.all(['chua-hang', 'ho-nui-coc'].map(async (slug) => ((await get(`/api/locations/slug/${slug}`)).body as Location).id));
      const played = (season: string, locationId: number) => ({ season, locationId, eloScore: 1016, matches: 1, wins: 1, losses: 0 });
      await db
        .insertInto('ranking.standings')
        .values([
          played(monthsBefore(current, 14), a!),
          played(monthsBefore(current, 2), a!),
          played(monthsBefore(current, 2), b!),
          // A row without a match does not make a month worth offering.
          { season: monthsBefore(current, 1), locationId: a!, eloScore: 1000, matches: 0, wins: 0, losses: 0 },
          // Nor does a month after the current one (a clock put right).
          played('2999-01', a!),
        ])
        .execute();
      expect((await get('/api/rankings/months')).body).toEqual([current, monthsBefore(current, 2), monthsBefore(current, 14)]);

      // Once the current month has votes it is listed once.
      await db.insertInto('ranking.standings').values(played(current, b!)).execute();
      expect((await get('/api/rankings/months')).body).toEqual([current, monthsBefore(current, 2), monthsBefore(current, 14)]);
    } finally {
      await sql`delete from ranking.standings`.execute(db);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Location, RankedLocation } from '@tn/contracts/locations';
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

describe('GET /api/rankings: movement against the previous month', () => {
  it("gives each place its final rank of the month before (null: unranked then), across a month and a year boundary", async () => {
    const { db } = app();
    const ids = await Promise.all(
      ['chua-hang', 'ho-nui-coc', 'den-duom'].map(async (slug) => ((await get(`/api/locations/slug/${slug}`)).body as Location).id),
    );
    const [a, b, c] = ids as [number, number, number];
    const standing = (season: string, locationId: number, eloScore: number) => ({ season, locationId, eloScore, matches: 2, wins: 1, losses: 1 });
    await db
      .insertInto('ranking.standings')
      .values([
        // December 2025 (final): a 1st, b 2nd; c did not play.
        standing('2025-12', a, 1040),
        standing('2025-12', b, 1010),
        // January 2026: b 1st (▲ 1), c 2nd (new), a 3rd (▼ 2).
        standing('2026-01', b, 1050),
        standing('2026-01', c, 1020),
        standing('2026-01', a, 990),
        // February 2026: same order as January (=), a place that played in January only has no rank.
        standing('2026-02', b, 1030),
        standing('2026-02', c, 1000),
      ])
      .execute();
    try {
      const january = (await get('/api/rankings?month=2026-01')).body as RankedLocation[];
      const row = (rows: RankedLocation[], id: number) => rows.find((l) => l.id === id)!;
      expect(row(january, b)).toMatchObject({ rank: 1, previousRank: 2 });
      expect(row(january, c)).toMatchObject({ rank: 2, previousRank: null });
      expect(row(january, a)).toMatchObject({ rank: 3, previousRank: 1 });

      const february = (await get('/api/rankings?month=2026-02')).body as RankedLocation[];
      expect(row(february, b)).toMatchObject({ rank: 1, previousRank: 1 });
      expect(row(february, c)).toMatchObject({ rank: 2, previousRank: 2 });
      expect(row(february, a)).toMatchObject({ rank: null, previousRank: 3 });
      // Every row carries the field; places that played in neither month have null.
      expect(february.every((l) => 'previousRank' in l)).toBe(true);
      expect(february.filter((l) => !ids.includes(l.id)).every((l) => l.previousRank === null)).toBe(true);
    } finally {
      await sql`delete from ranking.standings where season in ('2025-12', '2026-01', '2026-02')`.execute(db);
    }
  });

  it('places level on score and matches share a rank (1, 1, 3), listed by lower id', async () => {
    const { db } = app();
    const ids = await Promise.all(
      ['chua-hang', 'ho-nui-coc', 'den-duom', 'doi-che-tan-cuong'].map(async (slug) => ((await get(`/api/locations/slug/${slug}`)).body as Location).id),
    );
    const [a, b, c, d] = [...ids].sort((x, y) => x - y) as [number, number, number, number];
    const standing = (locationId: number, eloScore: number, matches: number) => ({ season: '2026-03', locationId, eloScore, matches, wins: matches, losses: 0 });
    // b and a level (1016, 1 match); c on 1016 too but with more matches, so above them; d below.
    await db.insertInto('ranking.standings').values([standing(b, 1016, 1), standing(a, 1016, 1), standing(c, 1016, 2), standing(d, 984, 1)]).execute();
    try {
      const march = (await get('/api/rankings?month=2026-03')).body as RankedLocation[];
      expect(march.slice(0, 4).map((l) => [l.id, l.rank])).toEqual([
        [c, 1],
        [a, 2],
        [b, 2],
        [d, 4],
      ]);
    } finally {
      await sql`delete from ranking.standings where season = '2026-03'`.execute(db);
    }
  });

  it('compares the current month with the one before it by default', async () => {
    const { db } = app();
    const { id } = (await get('/api/locations/slug/ho-nui-coc')).body as Location;
    const current = seasonOf();
    await db.insertInto('ranking.standings').values({ season: monthsBefore(current, 1), locationId: id, eloScore: 1300, matches: 9, wins: 9, losses: 0 }).execute();
    try {
      const rows = (await get('/api/rankings')).body as RankedLocation[];
      expect(rows.find((l) => l.id === id)!.previousRank).toBe(1);
    } finally {
      await sql`delete from ranking.standings where season = ${monthsBefore(current, 1)}`.execute(db);
    }
  });
});

describe('GET /api/rankings/history/:locationId', () => {
  /** An applied vote as the projector stores it (ranking.votes), between `w` and `l`. */
  const applied = (id: number, season: string, votedAt: string, w: number, l: number, scores: [number, number, number, number], outcome = 'win') =>
    sql`insert into ranking.votes (id, event_id, outcome, winning_location_id, losing_location_id, winner_score_before,
          loser_score_before, winner_score_after, loser_score_after, voted_at, user_id, week_number, year_number, season)
        values (${id}, gen_random_uuid(), ${outcome}, ${w}, ${l}, ${scores[0]}, ${scores[1]}, ${scores[2]}, ${scores[3]},
          ${votedAt}, 'someone', 1, 2026, ${season})`.execute(app().db);

  it("answers a place's score after each applied vote of the month, in log order, with how it went for the place", async () => {
    const [a, b, c] = await Promise.all(
      ['chua-hang', 'ho-nui-coc', 'den-duom'].map(async (slug) => ((await get(`/api/locations/slug/${slug}`)).body as Location).id),
    );
    await applied(9_001, '2026-03', '2026-03-02T01:00:00Z', a!, b!, [1000, 1000, 1016, 984]);
    await applied(9_002, '2026-03', '2026-03-03T01:00:00Z', c!, a!, [1000, 1016, 1017, 999]);
    await applied(9_003, '2026-03', '2026-03-04T01:00:00Z', b!, a!, [984, 999, 985, 998], 'draw');
    // Another month and a vote without the place: not in its March history.
    await applied(9_004, '2026-04', '2026-04-01T01:00:00Z', a!, b!, [1000, 1000, 1016, 984]);
    await applied(9_005, '2026-03', '2026-03-05T01:00:00Z', b!, c!, [985, 1017, 1002, 1000]);
    try {
      const { status, body } = await get(`/api/rankings/history/${a}?month=2026-03`);
      expect(status).toBe(200);
      expect(body).toEqual({
        month: '2026-03',
        start: 1000,
        points: [
          { votedAt: '2026-03-02T01:00:00.000Z', eloScore: 1016, outcome: 'win' },
          { votedAt: '2026-03-03T01:00:00.000Z', eloScore: 999, outcome: 'loss' },
          { votedAt: '2026-03-04T01:00:00.000Z', eloScore: 998, outcome: 'draw' },
        ],
      });
      // The draw from the other side.
      expect((await get(`/api/rankings/history/${b}?month=2026-03`)).body.points.map((p: { outcome: string }) => p.outcome)).toEqual(['loss', 'draw', 'win']);
      // No vote this month yet: the start only.
      expect(await get(`/api/rankings/history/${c}?month=2026-02`)).toEqual({ status: 200, body: { month: '2026-02', start: 1000, points: [] } });
      // The current month by default.
      expect((await get(`/api/rankings/history/${c}`)).body).toMatchObject({ month: seasonOf(), start: 1000 });
    } finally {
      await sql`delete from ranking.votes where id between 9001 and 9005`.execute(app().db);
    }
  });

  it('answers 404 for an unknown place and 400 for a bad id or month', async () => {
    expect(await get('/api/rankings/history/999999')).toMatchObject({ status: 404, body: { message: 'Location 999999 not found' } });
    expect(await get('/api/rankings/history/abc')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^locationId /) } });
    const { id } = (await get('/api/locations/slug/chua-hang')).body as Location;
    expect(await get(`/api/rankings/history/${id}?month=2026-13`)).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^month /) } });
    expect((await get(`/api/rankings/history/${id}?month=2999-01`)).status).toBe(400);
  });
});

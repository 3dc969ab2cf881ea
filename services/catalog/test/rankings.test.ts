import { describe, expect, it } from 'vitest';
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

import { describe, expect, it } from 'vitest';
import type { Location } from '@tn/contracts/locations';
import { seasonOf } from '@tn/kit/time';
import { createLocationRepository } from '../src/locations/location-repository.ts';
import { useTestApp } from './helper.ts';

const app = useTestApp();
const get = (url: string) => app().get(url);

describe('a retired location', () => {
  it('leaves lists, search, rankings and similar places, and its page answers 404; its row stays', async () => {
    const duom = (await get('/api/locations/slug/den-duom')).body as Location;
    const neighbour = ((await get(`/api/locations/${duom.id}/similar`)).body as Location[])[0]!;
    await app().db
      .insertInto('ranking.standings')
      .values({ season: seasonOf(), locationId: duom.id, eloScore: 1016, matches: 1, wins: 1, losses: 0 })
      .execute();
    // Retired by the catalog's own role, as the operators' command does.
    const repository = createLocationRepository(app().serviceDb);
    expect(await repository.retire('den-duom')).toBe(true);

    const slugs = (body: Location[]) => body.map((l) => l.slug);
    expect(slugs((await get('/api/locations')).body)).not.toContain('den-duom');
    expect(slugs((await get('/api/locations?q=duom')).body)).toEqual([]);
    expect(slugs((await get('/api/rankings')).body)).not.toContain('den-duom');
    expect(slugs((await repository.findSimilar(seasonOf(), neighbour.id, 100))!)).not.toContain('den-duom');
    expect((await get('/api/locations/slug/den-duom')).status).toBe(404);
    expect((await get(`/api/locations/${duom.id}/similar`)).status).toBe(404);

    const row = await app().db.selectFrom('catalog.locations').select(['slug', 'retiredAt']).where('id', '=', duom.id).executeTakeFirstOrThrow();
    expect(row.retiredAt).toBeInstanceOf(Date);
    // Retiring again keeps the first date; an unknown slug is reported.
    expect(await repository.retire('den-duom')).toBe(true);
    const again = await app().db.selectFrom('catalog.locations').select('retiredAt').where('id', '=', duom.id).executeTakeFirstOrThrow();
    expect(again.retiredAt).toEqual(row.retiredAt);
    expect(await repository.retire('no-such-place')).toBe(false);
  });
});

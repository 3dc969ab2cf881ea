import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MOOD_KEYWORDS } from '../src/dashboard/mood-keywords.ts';
import { seasonOf } from '@tn/kit/time';
import { createEmulatorUser, type EmulatorUser } from '@tn/kit/testing-auth';
import { buildTestApp, type TestApp } from './helper.ts';

// This file's own catalog: the seeded places are retired, so only the places below are offered.
let sut: TestApp;
let user: EmulatorUser;
const ids: Record<string, number> = {};
const natureWords = new Set(MOOD_KEYWORDS.nature.map((w) => w.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').toLowerCase())).size;
const pct = (found: number) => Math.round((100 * found) / natureWords);

beforeAll(async () => {
  sut = await buildTestApp();
  await sql`update catalog.locations set retired_at = now() where retired_at is null`.execute(sut.db);
  // Accents and case do not matter: "HO NUI COC" matches "hồ" and "núi".
  ids.lakeAndMountain = await sut.addLocation({ name: 'HO NUI COC', description: 'A lake below a mountain.' });
  ids.waterfall = await sut.addLocation({ name: 'Thác Khuôn Tát', nameVi: 'Thác Khuôn Tát', description: 'A waterfall.' });
  ids.forest = await sut.addLocation({ name: 'Forest walk', description: 'Quiet trees.', descriptionVi: 'Rừng yên tĩnh.' });
  ids.cave = await sut.addLocation({ name: 'Phượng Hoàng', description: 'A cave in the hills.' });
  ids.temple = await sut.addLocation({ name: 'Đền Đuổm', description: 'A temple of the Tày.' });
  ids.retiredLake = await sut.addLocation({ name: 'Old lake', description: 'A lake and a mountain and a forest.', retired: true });
  user = await createEmulatorUser();
});
afterAll(() => sut.close());

const recommendations = async () => (await sut.get('/api/me/recommendations', user.idToken)).body;

describe('GET /api/me/recommendations', () => {
  it('offers nothing until a mood is chosen', async () => {
    expect(await recommendations()).toEqual({ travelMood: null, moodMatch: null, places: [] });
  });

  it('offers at most 3 places matching the mood, best score first, then the better rank this season', async () => {
    await sut.put('/api/me/mood', { travelMood: 'nature' }, user.idToken);
    // The lake: hồ, núi, lake, mountain (4 keywords). The waterfall: thác, waterfall (2); the
    // forest: forest, rừng (2) and ranked this season, so it comes first of the two. The cave: 1
    // ("hills" is not the whole word "hill").
    await sql`insert into ranking.standings (season, location_id, elo_score, matches, wins, losses)
      values (${seasonOf()}, ${ids.forest}, 1016, 1, 1, 0)`.execute(sut.db);
    const body = await recommendations();
    expect(body.travelMood).toBe('nature');
    expect(body.moodMatch).toBeNull();
    expect(body.places.map((p: { locationId: number }) => p.locationId)).toEqual([ids.lakeAndMountain, ids.forest, ids.waterfall]);
    expect(body.places.map((p: { matchScore: number }) => p.matchScore)).toEqual([pct(4), pct(2), pct(2)]);
    expect(body.places[0]).toMatchObject({ name: 'HO NUI COC', nameVi: null, category: 'ecotourism', photo: null, slug: expect.any(String) });
  });

  it('leaves out visited places and never offers a retired one; the mood match counts favourites and visits', async () => {
    await sut.put(`/api/me/visited/${ids.lakeAndMountain}`, undefined, user.idToken);
    await sut.put(`/api/me/favorites/${ids.temple}`, undefined, user.idToken);
    const body = await recommendations();
    expect(body.places.map((p: { locationId: number }) => p.locationId)).toEqual([ids.forest, ids.waterfall, ids.cave]);
    // One of the two places (the lake, not the temple) matches "nature".
    expect(body.moodMatch).toBe(50);

    await sut.put('/api/me/mood', { travelMood: 'culture' }, user.idToken);
    const culture = await recommendations();
    // The temple is a favourite, not visited: still offered.
    expect(culture.places.map((p: { locationId: number }) => p.locationId)).toEqual([ids.temple]);
    expect(culture.moodMatch).toBe(50);
  });
});

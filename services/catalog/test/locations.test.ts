import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Location } from '@tn/contracts/locations';
import { seasonOf } from '@tn/kit/time';
import { useTestApp } from './helper.ts';

const app = useTestApp();
const get = (url: string) => app().get(url);
const idOf = async (slug: string) => ((await get(`/api/locations/slug/${slug}`)).body as Location).id;

describe('GET /api/locations', () => {
  it('lists every seeded location with neutral standings before any vote', async () => {
    const { status, body } = await get('/api/locations');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(25);
    for (const l of body as Location[]) {
      expect(l).toMatchObject({ eloScore: 1000, matches: 0, wins: 0, losses: 0, winRate: 0 });
    }
    // No match this month: every place is unranked.
    expect((body as Location[]).every((l) => l.rank === null)).toBe(true);
  });

  it('takes scores from the current month of the ranking read model only', async () => {
    const [a, b] = [await idOf('ho-nui-coc'), await idOf('den-duom')];
    await app().db
      .insertInto('ranking.standings')
      .values([
        { season: seasonOf(), locationId: a, eloScore: 1031, matches: 4, wins: 3, losses: 1 },
        { season: seasonOf(), locationId: b, eloScore: 990, matches: 3, wins: 1, losses: 2 },
        { season: '2001-01', locationId: b, eloScore: 1500, matches: 9, wins: 9, losses: 0 },
      ])
      .execute();
    try {
      const { body } = await get('/api/locations');
      const top = (body as Location[])[0]!;
      expect(top).toMatchObject({ slug: 'ho-nui-coc', eloScore: 1031, matches: 4, wins: 3, losses: 1, winRate: 75, rank: 1 });
      const duom = (body as Location[]).find((l) => l.slug === 'den-duom')!;
      // Ranked among the places with a match, ahead of every unranked place, whatever its score.
      expect(duom).toMatchObject({ eloScore: 990, winRate: 33.3, rank: 2 });
      expect((body as Location[])[1]!.slug).toBe('den-duom');
      expect((body as Location[]).slice(2).every((l) => l.rank === null && l.eloScore === 1000)).toBe(true);
    } finally {
      await sql`delete from ranking.standings`.execute(app().db);
    }
  });

  it.each([
    ['ho nui coc'],
    ['HỒ NÚI CỐC'],
    ['Núi   Cốc'],
    ['nui coc reservoir'],
    ['coc ho'],
  ])('finds Hồ Núi Cốc for %j, ignoring case and diacritics', async (q) => {
    const { status, body } = await get(`/api/locations?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect((body as Location[]).map((l) => l.slug)).toContain('ho-nui-coc');
  });

  it('matches đ as d and searches the English names too', async () => {
    const { body } = await get(`/api/locations?q=${encodeURIComponent('den duom')}`);
    expect((body as Location[]).map((l) => l.slug)).toContain('den-duom');
    const { body: english } = await get('/api/locations?q=temple');
    expect(english.length).toBeGreaterThan(0);
    for (const l of english as Location[]) expect(l.name.toLowerCase()).toContain('temple');
  });

  it('holds a word written with diacritics to them: "HỒ" finds only names with "hồ"', async () => {
    const search = async (q: string) => (await get(`/api/locations?q=${encodeURIComponent(q)}`)).body as Location[];
    const names = (l: Location) => `${l.name} ${l.nameVi ?? ''}`.normalize('NFC').toLocaleLowerCase('vi');
    const exact = await search('HỒ');
    expect(exact.map((l) => l.slug)).toEqual(expect.arrayContaining(['ho-nui-coc', 'ho-suoi-lanh', 'ho-ba-be']));
    for (const l of exact) expect(names(l)).toContain('hồ');
    // thờ and Hóa fold to "ho" but are not "hồ".
    expect(exact.map((l) => l.slug)).not.toContain('den-tho-doi-can');
    expect(exact.map((l) => l.slug)).not.toContain('chua-hang-dinh-hoa');
    expect(await search('hồ')).toEqual(exact);

    // Without diacritics, "ho" still matches them all.
    const loose = (await search('ho')).map((l) => l.slug);
    expect(loose).toEqual(expect.arrayContaining([...exact.map((l) => l.slug), 'den-tho-doi-can', 'chua-hang-dinh-hoa']));
    expect((await search('Hố')).map((l) => l.slug)).not.toContain('ho-nui-coc');
  });

  it.each([['Núi Cốc'], ['nui coc'], ['hồ nui coc'], ['HO NÚI coc']])('finds Hồ Núi Cốc for %j, deciding accents per word', async (q) => {
    const { body } = await get(`/api/locations?q=${encodeURIComponent(q)}`);
    expect((body as Location[]).map((l) => l.slug)).toContain('ho-nui-coc');
  });

  it('treats a written đ/Đ as its own letter, and a plain d as both', async () => {
    const search = async (q: string) => ((await get(`/api/locations?q=${encodeURIComponent(q)}`)).body as Location[]).map((l) => l.slug);
    const den = await search('đền');
    expect(den).toEqual(expect.arrayContaining(['den-duom', 'den-tho-doi-can']));
    expect(await search('ĐỀN')).toEqual(den);
    expect(den).not.toContain('chua-hang');
    expect(await search('den')).toEqual(expect.arrayContaining(den));
    // "Đinh" is not "Định", while "dinh" is.
    expect(await search('Đinh')).not.toContain('chua-hang-dinh-hoa');
    expect(await search('dinh hoa')).toContain('chua-hang-dinh-hoa');
    // Either placement of the tone on "oa": Hoá is Hóa.
    expect(await search('Định Hoá')).toContain('chua-hang-dinh-hoa');
  });

  it('treats LIKE wildcards literally and answers [] when nothing matches', async () => {
    expect((await get('/api/locations?q=%25')).body).toEqual([]);
    expect((await get('/api/locations?q=_')).body).toEqual([]);
    expect((await get('/api/locations?q=zzzzqqq')).body).toEqual([]);
  });

  it('keeps the global rank inside a search result', async () => {
    const all = (await get('/api/locations')).body as Location[];
    const found = (await get('/api/locations?q=ba%20be')).body as Location[];
    expect(found.length).toBeGreaterThan(0);
    for (const l of found) expect(l.rank).toBe(all.find((x) => x.id === l.id)!.rank);
  });

  it('filters by category', async () => {
    const { body } = await get('/api/locations?category=spiritual');
    expect(body.length).toBeGreaterThan(0);
    for (const l of body as Location[]) expect(l.category).toBe('spiritual');
  });

  it('rejects a malformed query with 400 naming the field', async () => {
    const { status, body } = await get(`/api/locations?q=${'x'.repeat(101)}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toMatch(/^q /);
    expect((await get('/api/locations?category=DROP%20TABLE')).status).toBe(400);
  });
});

describe('GET /api/locations/slug/:slug', () => {
  it('returns one location with its standing', async () => {
    const { status, body } = await get('/api/locations/slug/ho-nui-coc');
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: 'ho-nui-coc', nameVi: 'Hồ Núi Cốc', eloScore: 1000, matches: 0 });
  });

  it('answers 404 JSON for an unknown slug and 400 for a malformed one', async () => {
    expect(await get('/api/locations/slug/no-such-place')).toMatchObject({
      status: 404,
      body: { statusCode: 404, error: 'Not Found' },
    });
    expect((await get('/api/locations/slug/Bad%20Slug')).status).toBe(400);
  });
});

describe('GET /api/locations/:id/similar', () => {
  it('puts the same category first, then the nearest, never the location itself', async () => {
    const origin = (await get('/api/locations/slug/ho-nui-coc')).body as Location;
    const { status, body } = await get(`/api/locations/${origin.id}/similar`);
    expect(status).toBe(200);
    const similar = body as Location[];
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.map((l) => l.id)).not.toContain(origin.id);
    const sameCategory = similar.map((l) => l.category === origin.category);
    expect(sameCategory).toEqual([...sameCategory].sort((x, y) => Number(y) - Number(x)));
    const cos = Math.cos((origin.latitude * Math.PI) / 180);
    const distance = (l: Location) => Math.hypot(l.latitude - origin.latitude, (l.longitude - origin.longitude) * cos);
    const same = similar.filter((l) => l.category === origin.category).map(distance);
    expect(same).toEqual([...same].sort((x, y) => x - y));
  });

  it('answers 400 for a non-numeric id and 404 for an unknown one', async () => {
    const bad = await get('/api/locations/abc/similar');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/id/);
    expect((await get('/api/locations/1.5/similar')).status).toBe(400);
    expect((await get('/api/locations/0/similar')).status).toBe(400);
    expect(await get('/api/locations/999999/similar')).toMatchObject({ status: 404, body: { error: 'Not Found' } });
  });
});

describe('health', () => {
  it('answers /healthz and /readyz with Postgres up', async () => {
    expect((await get('/healthz')).status).toBe(200);
    expect(await get('/readyz')).toMatchObject({ status: 200, body: { checks: { postgres: 'up' } } });
  });
});

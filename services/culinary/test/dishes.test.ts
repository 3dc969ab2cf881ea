import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { RATING_PRIOR_WEIGHT } from '@tn/contracts/constants';
import { Dish } from '@tn/contracts/culinary';
import type { EmulatorUser } from '@tn/kit/testing-auth';
import { signIn, useTestApp } from './helper.ts';

const TEXT = 'Một món đáng để thử.';

// Dish 1's seeded photo (a Wikimedia Commons file) and the credit it is shown with.
const GREEN_TEA_FILE = 'Tr%C3%A0_xanh_Th%C3%A1i_Nguy%C3%AAn_%C4%91%E1%BA%A7u_n%C4%83m%2C_ng1th1n2022_(chung_tr%C3%A0)_(3).jpg';
const GREEN_TEA = {
  url: `https://upload.wikimedia.org/wikipedia/commons/a/ac/${GREEN_TEA_FILE}`,
  author: 'Phương Huy',
  licence: 'CC0',
  sourceUrl: `https://commons.wikimedia.org/wiki/File:${GREEN_TEA_FILE}`,
};

describe('dishes: lists, search, detail', () => {
  const sut = useTestApp();

  it('lists the 20 seeded dishes in the contract shape, top rated first (none rated yet: oldest first)', async () => {
    const { status, body } = await sut().get('/api/dishes');
    expect(status).toBe(200);
    expect(body).toHaveLength(20);
    for (const dish of body) expect(Value.Check(Dish, dish), dish.slug).toBe(true);
    const ids = body.map((d: { id: number }) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(body[0]).toMatchObject({ slug: 'che-tan-cuong', averageRating: null, ratingCount: 0, weightedRating: 3.5 });
    // Newest: the higher id first.
    const newest = (await sut().get('/api/dishes?sort=newest')).body.map((d: { id: number }) => d.id);
    expect(newest).toEqual([...ids].reverse());
    expect((await sut().get('/api/dishes?sort=best')).status).toBe(400);
  });

  it('names the places that serve a dish; no price is listed where no source states one', async () => {
    const tea = (await sut().get('/api/dishes/slug/che-tan-cuong')).body;
    expect(tea.restaurants).toEqual([
      expect.objectContaining({ slug: 'htx-che-va-du-lich-cong-dong-tien-yen', kind: 'tea_cooperative', nameVi: 'HTX chè và du lịch cộng đồng Tiến Yên' }),
    ]);
    expect(tea.price).toBeNull();
    expect(tea.preparationTime).toBeNull();
    const cake = (await sut().get('/api/dishes/slug/banh-gio')).body;
    expect(cake).toMatchObject({ restaurants: [], price: null, ingredient: null });
  });

  it('searches names by the shared accent rule: accents ignored only in words typed without them', async () => {
    const slugs = async (q: string) => (await sut().get(`/api/dishes?q=${encodeURIComponent(q)}`)).body.map((d: { slug: string }) => d.slug);
    expect(await slugs('banh')).toEqual(['banh-chung-bo-dau', 'banh-trung-kien', 'banh-cooc-mo', 'banh-ngai', 'banh-gio', 'banh-peng-pha']);
    expect(await slugs('BÁNH chưng')).toEqual(['banh-chung-bo-dau']);
    // "ca" matches cá; "cá" does not match "cake" or "Cương".
    expect(await slugs('cá ba be')).toEqual(['ca-nuong-ba-be', 'ca-chua-ba-be']);
    expect(await slugs('tea')).toEqual(['che-tan-cuong']);
    // đ counts as d only in a word typed without diacritics.
    expect(await slugs('dai tu')).toEqual(['nem-chua-dai-tu']);
    expect(await slugs('Đại')).toEqual(['nem-chua-dai-tu']);
    expect(await slugs('Dại')).toEqual([]);
    expect(await slugs('nothing like this')).toEqual([]);
    expect((await sut().get(`/api/dishes?q=${'x'.repeat(101)}`)).body.message).toMatch(/^q /);
  });

  it('filters by region, in either language, by the same rule', async () => {
    const slugs = async (region: string) =>
      (await sut().get(`/api/dishes?region=${encodeURIComponent(region)}`)).body.map((d: { slug: string }) => d.slug);
    expect(await slugs('ba be')).toEqual(['tom-chua-ba-be', 'ca-nuong-ba-be', 'lap-xuong-hun-khoi', 'ca-chua-ba-be']);
    expect(await slugs('Định Hóa')).toEqual(['com-lam-dinh-hoa', 'xoi-ngu-sac']);
    expect(await slugs('commune')).toEqual(['banh-chung-bo-dau', 'tram-den-ha-chau', 'mien-dong-na-ri']);
    expect((await sut().get('/api/dishes?region=')).status).toBe(400);
  });

  it('a dish by slug: 404 for an unknown one, 400 for a malformed one', async () => {
    expect((await sut().get('/api/dishes/slug/com-lam-dinh-hoa')).body).toMatchObject({ nameVi: 'Cơm lam Định Hóa', name: 'Định Hóa bamboo-tube rice' });
    expect(await sut().get('/api/dishes/slug/pho-bo')).toEqual({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'slug: no dish pho-bo' },
    });
    expect((await sut().get('/api/dishes/slug/Pho%20Bo')).status).toBe(400);
  });

  it('similar dishes come from the data: shared places, region, location; never the dish itself', async () => {
    const bySlug = async (slug: string) => (await sut().get(`/api/dishes/slug/${slug}`)).body;
    const sour = await bySlug('tom-chua-ba-be');
    const similar = await sut().get(`/api/dishes/${sour.id}/similar`);
    expect(similar.status).toBe(200);
    // Lạp xưởng and cá chua share its catalog location (Ba Bể Lake); nothing else is alike.
    expect(similar.body.map((d: { slug: string }) => d.slug)).toEqual(['lap-xuong-hun-khoi', 'ca-chua-ba-be']);
    const bacKan = await bySlug('mang-vau');
    const alike = (await sut().get(`/api/dishes/${bacKan.id}/similar`)).body;
    expect(alike).toHaveLength(3);
    for (const dish of alike) expect(dish.region).toBe('Bắc Kạn');
    const lonely = await bySlug('banh-trung-kien');
    expect((await sut().get(`/api/dishes/${lonely.id}/similar`)).body).toEqual([]);
    expect((await sut().get('/api/dishes/999999/similar')).status).toBe(404);
    expect((await sut().get('/api/dishes/abc/similar')).body.message).toBe('id must be integer');
  });

  it("answers dish 1's photo with its credit wherever the dish is listed; every other dish has none", async () => {
    const list = (await sut().get('/api/dishes')).body as { slug: string; photo: unknown }[];
    expect(list.filter((d) => d.photo !== null)).toEqual([expect.objectContaining({ slug: 'che-tan-cuong', photo: GREEN_TEA })]);
    const tea = (await sut().get('/api/dishes/slug/che-tan-cuong')).body;
    expect(tea.photo).toEqual(GREEN_TEA);
    expect((await sut().get('/api/dishes/slug/com-lam-dinh-hoa')).body.photo).toBeNull();
    // The tea cooperative that serves it lists it among its popular dishes, photo and all.
    const cooperative = await sut().restaurantId('htx-che-va-du-lich-cong-dong-tien-yen');
    expect((await sut().get(`/api/restaurants/${cooperative}/popular-dishes`)).body).toEqual([expect.objectContaining({ slug: 'che-tan-cuong', photo: GREEN_TEA })]);

    // No seeded dish counts the tea as similar; a photo given to one that is similar comes along.
    const sausage = { url: 'https://upload.wikimedia.org/wikipedia/commons/0/00/Sausage.jpg', author: 'Lan', licence: 'CC BY 4.0', sourceUrl: 'https://commons.wikimedia.org/wiki/File:Sausage.jpg' };
    const { url: photoUrl, author: photoAuthor, licence: photoLicence, sourceUrl: photoSourceUrl } = sausage;
    await sut().db.updateTable('culinary.dishes').set({ photoUrl, photoAuthor, photoLicence, photoSourceUrl }).where('slug', '=', 'lap-xuong-hun-khoi').execute();
    try {
      const similar = (await sut().get(`/api/dishes/${await sut().dishId('tom-chua-ba-be')}/similar`)).body;
      expect(similar.map((d: { slug: string; photo: unknown }) => [d.slug, d.photo])).toEqual([['lap-xuong-hun-khoi', sausage], ['ca-chua-ba-be', null]]);
    } finally {
      await sut().db.updateTable('culinary.dishes').set({ photoUrl: null, photoAuthor: null, photoLicence: null, photoSourceUrl: null }).where('slug', '=', 'lap-xuong-hun-khoi').execute();
    }
  });

  it('reviews of an unknown dish are 404; of a dish without any, an empty list', async () => {
    expect((await sut().get('/api/dishes/999999/reviews')).body.message).toBe('id: no dish 999999');
    const tea = await sut().dishId('che-tan-cuong');
    expect(await sut().get(`/api/dishes/${tea}/reviews`)).toEqual({ status: 200, body: [] });
    expect((await sut().get(`/api/dishes/${tea}/reviews?limit=0`)).status).toBe(400);
    expect((await sut().get(`/api/dishes/${tea}/reviews`, 'garbage')).status).toBe(401);
  });
});

describe('dishes: top rated by the damped average', () => {
  const sut = useTestApp();
  let users: EmulatorUser[];
  beforeAll(async () => {
    users = await Promise.all(Array.from({ length: 5 }, () => signIn()));
  });
  const review = async (slug: string, ratings: number[]) => {
    const dishId = await sut().dishId(slug);
    for (const [i, rating] of ratings.entries()) {
      expect((await sut().post('/api/reviews', { dishId, rating, content: TEXT }, users[i]!.idToken)).status).toBe(201);
    }
  };

  it('is empty while nobody has rated a dish', async () => {
    expect(await sut().get('/api/dishes/top-rated')).toEqual({ status: 200, body: [] });
  });

  it('a single 5-star review does not top five good ones', async () => {
    await review('che-tan-cuong', [5]);
    await review('com-lam-dinh-hoa', [5, 5, 5, 5, 4]);
    await review('banh-gio', [2]);
    await review('banh-ngai', [3, 4]);
    const top = (await sut().get('/api/dishes/top-rated')).body;
    expect(top.map((d: { slug: string }) => d.slug)).toEqual(['com-lam-dinh-hoa', 'che-tan-cuong', 'banh-ngai']);

    // C = the mean of every dish rating; score = (m·C + sum) / (m + count).
    const all = [5, 5, 5, 5, 5, 4, 2, 3, 4];
    const c = all.reduce((a, b) => a + b, 0) / all.length;
    const score = (ratings: number[]) => (RATING_PRIOR_WEIGHT * c + ratings.reduce((a, b) => a + b, 0)) / (RATING_PRIOR_WEIGHT + ratings.length);
    expect(top[0]).toMatchObject({ averageRating: 4.8, ratingCount: 5, weightedRating: Math.round(score([5, 5, 5, 5, 4]) * 1000) / 1000 });
    expect(top[1]).toMatchObject({ averageRating: 5, ratingCount: 1, weightedRating: Math.round(score([5]) * 1000) / 1000 });
    // Top rated dishes carry their photo (or null) like every other list.
    expect(top.map((d: { photo: unknown }) => d.photo)).toEqual([null, GREEN_TEA, null]);

    // The list's default order is the same; unrated dishes (at C) sit between rated ones by score.
    const list = (await sut().get('/api/dishes')).body.map((d: { slug: string }) => d.slug);
    expect(list.slice(0, 2)).toEqual(['com-lam-dinh-hoa', 'che-tan-cuong']);
    expect(list.at(-1)).toBe('banh-gio');
  });
});

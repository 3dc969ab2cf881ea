import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { Menu, Restaurant } from '@tn/contracts/culinary';
import { signIn, useTestApp } from './helper.ts';

describe('places to eat', () => {
  const sut = useTestApp();
  const slugs = async (url: string) => (await sut().get(url)).body.map((r: { slug: string }) => r.slug);

  it('lists the places a source names, each with its kind, no invented position, phone or price', async () => {
    const { status, body } = await sut().get('/api/restaurants');
    expect(status).toBe(200);
    expect(body.map((r: { slug: string; kind: string }) => [r.slug, r.kind])).toEqual([
      ['homestay-ban-pac-ngoi', 'homestay_village'],
      ['homestay-ban-po-lu', 'homestay_village'],
      ['htx-che-thanh-luong', 'tea_cooperative'],
      ['htx-che-va-du-lich-cong-dong-tien-yen', 'tea_cooperative'],
      ['cung-duong-am-thuc-bac-son', 'food_street'],
    ]);
    for (const place of body) {
      expect(Value.Check(Restaurant, place), place.slug).toBe(true);
      expect(place, place.slug).toMatchObject({ latitude: null, longitude: null, phone: null, website: null, openingHours: null });
    }
    expect(body[0]).toMatchObject({ priceNote: 'A stay costs 50,000–70,000 VND a day (VIR, undated)', averageRating: null, ratingCount: 0 });
  });

  it('filters by kind and searches names by the shared accent rule; sorts by name or newest', async () => {
    expect(await slugs('/api/restaurants?kind=tea_cooperative')).toEqual(['htx-che-thanh-luong', 'htx-che-va-du-lich-cong-dong-tien-yen']);
    expect(await slugs('/api/restaurants?kind=restaurant')).toEqual([]);
    expect((await sut().get('/api/restaurants?kind=bar')).body.message).toMatch(/^kind /);
    expect(await slugs('/api/restaurants?q=pac%20ngoi')).toEqual(['homestay-ban-pac-ngoi']);
    expect(await slugs(`/api/restaurants?q=${encodeURIComponent('Pò')}`)).toEqual(['homestay-ban-po-lu']);
    expect(await slugs(`/api/restaurants?q=${encodeURIComponent('pó')}`)).toEqual([]);
    expect(await slugs('/api/restaurants?q=tea')).toEqual(['htx-che-thanh-luong', 'htx-che-va-du-lich-cong-dong-tien-yen']);
    expect(await slugs('/api/restaurants?sort=name')).toEqual([
      'cung-duong-am-thuc-bac-son',
      'homestay-ban-pac-ngoi',
      'homestay-ban-po-lu',
      'htx-che-thanh-luong',
      'htx-che-va-du-lich-cong-dong-tien-yen',
    ]);
    expect((await slugs('/api/restaurants?sort=newest'))[0]).toBe('cung-duong-am-thuc-bac-son');
  });

  it('a place by slug; 404 for an unknown one', async () => {
    const place = await sut().get('/api/restaurants/slug/homestay-ban-po-lu');
    expect(place.body).toMatchObject({ nameVi: 'Homestay bản Pò Lù', addressVi: 'bản Pò Lù, xã Ba Bể, tỉnh Thái Nguyên' });
    expect((await sut().get('/api/restaurants/slug/nha-hang-ngon')).body.message).toBe('slug: no place to eat nha-hang-ngon');
  });

  it('menus list the dishes a place serves, with no price where none is stated', async () => {
    const tea = await sut().restaurantId('htx-che-va-du-lich-cong-dong-tien-yen');
    const { status, body } = await sut().get(`/api/restaurants/${tea}/menus`);
    expect(status).toBe(200);
    for (const menu of body) expect(Value.Check(Menu, menu)).toBe(true);
    expect(body).toEqual([
      {
        id: expect.any(Number),
        name: 'Tea',
        nameVi: 'Chè',
        description: expect.any(String),
        descriptionVi: expect.any(String),
        items: [{ id: expect.any(Number), price: null, dish: expect.objectContaining({ slug: 'che-tan-cuong', nameVi: 'Chè Tân Cương' }) }],
      },
    ]);
    const street = await sut().restaurantId('cung-duong-am-thuc-bac-son');
    expect(await sut().get(`/api/restaurants/${street}/menus`)).toEqual({ status: 200, body: [] });
    expect((await sut().get('/api/restaurants/999999/menus')).status).toBe(404);
  });

  it('popular dishes: the dishes it serves, best rated first; 404 for an unknown place', async () => {
    const pacNgoi = await sut().restaurantId('homestay-ban-pac-ngoi');
    const popular = await sut().get(`/api/restaurants/${pacNgoi}/popular-dishes`);
    expect(popular.body.map((d: { slug: string }) => d.slug)).toEqual(['ca-nuong-ba-be']);
    expect((await sut().get('/api/restaurants/999999/popular-dishes')).status).toBe(404);
    expect((await sut().get('/api/restaurants/0/popular-dishes')).status).toBe(400);
  });

  it('reviews of a place: listed newest first, counted in its rating', async () => {
    const pacNgoi = await sut().restaurantId('homestay-ban-pac-ngoi');
    const [a, b] = await Promise.all([signIn(), signIn({ displayName: 'Hoa' })]);
    await sut().post('/api/reviews', { restaurantId: pacNgoi, rating: 4, content: 'Bữa cơm nhà sàn rất ấm cúng.' }, a.idToken);
    await sut().post('/api/reviews', { restaurantId: pacNgoi, rating: 5, content: 'Cá nướng thơm, chủ nhà thân thiện.' }, b.idToken);
    const reviews = await sut().get(`/api/restaurants/${pacNgoi}/reviews`);
    expect(reviews.body.map((r: { rating: number; authorName: string }) => [r.rating, r.authorName])).toEqual([
      [5, 'Hoa'],
      [4, 'Lan Nguyễn'],
    ]);
    expect((await sut().get(`/api/restaurants/${pacNgoi}/reviews?limit=1&offset=1`)).body).toHaveLength(1);
    expect((await sut().get('/api/restaurants/slug/homestay-ban-pac-ngoi')).body).toMatchObject({ averageRating: 4.5, ratingCount: 2 });
    expect((await sut().get('/api/restaurants/999999/reviews')).status).toBe(404);
  });
});

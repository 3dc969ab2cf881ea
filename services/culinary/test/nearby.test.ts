import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { NearbyRestaurantList } from '@tn/contracts/culinary';
import { useTestApp } from './helper.ts';

/**
 * No seeded place has a position (no source gives one), so these tests place some in their own
 * copy of the database: the coordinates below are the test's, not data. At latitude 22.4 one
 * degree north is 111.2 km and one degree east 102.8 km.
 */
describe('nearby places to eat', () => {
  const sut = useTestApp();
  const place = (slug: string, latitude: number | null, longitude: number | null) =>
    sut().db.updateTable('culinary.restaurants').set({ latitude, longitude }).where('slug', '=', slug).execute();
  const nearby = async (slug: string) => {
    const { status, body } = await sut().get(`/api/restaurants/${await sut().restaurantId(slug)}/nearby`);
    expect(status).toBe(200);
    expect(Value.Check(NearbyRestaurantList, body)).toBe(true);
    return body.map((r: { slug: string; distanceKm: number }) => [r.slug, r.distanceKm]);
  };

  it('answers none for a place without a position (every seeded place today)', async () => {
    expect(await nearby('homestay-ban-pac-ngoi')).toEqual([]);
    expect(await nearby('cung-duong-am-thuc-bac-son')).toEqual([]);
  });

  it('lists the other placed places within 30 km, nearest first, in km rounded to 0.1', async () => {
    await place('homestay-ban-pac-ngoi', 22.4, 105.6);
    await place('htx-che-thanh-luong', 22.4, 105.8); // 0.2° east: 20.56 km
    await place('homestay-ban-po-lu', 22.5, 105.6); // 0.1° north: 11.12 km
    await place('htx-che-va-du-lich-cong-dong-tien-yen', 22.1301, 105.6); // 30.01 km: out

    expect(await nearby('homestay-ban-pac-ngoi')).toEqual([
      ['homestay-ban-po-lu', 11.1],
      ['htx-che-thanh-luong', 20.6],
    ]);
    const [first] = (await sut().get(`/api/restaurants/${await sut().restaurantId('homestay-ban-pac-ngoi')}/nearby`)).body;
    expect(first).toEqual({
      id: await sut().restaurantId('homestay-ban-po-lu'),
      slug: 'homestay-ban-po-lu',
      name: 'Pò Lù village homestays',
      nameVi: 'Homestay bản Pò Lù',
      kind: 'homestay_village',
      distanceKm: 11.1,
    });

    await place('htx-che-va-du-lich-cong-dong-tien-yen', 22.1303, 105.6); // 29.99 km: in
    expect(await nearby('homestay-ban-pac-ngoi')).toEqual([
      ['homestay-ban-po-lu', 11.1],
      ['htx-che-thanh-luong', 20.6],
      ['htx-che-va-du-lich-cong-dong-tien-yen', 30],
    ]);
    // From there only Pác Ngòi is in reach: Pò Lù is 41.1 km north, Thành Lương 0.2° further east.
    expect(await nearby('htx-che-va-du-lich-cong-dong-tien-yen')).toEqual([['homestay-ban-pac-ngoi', 30]]);
  });

  it('answers at most 3, and none for a placed place with nothing near', async () => {
    await place('cung-duong-am-thuc-bac-son', 22.45, 105.65); // 7.57 km from Pác Ngòi
    expect(await nearby('homestay-ban-pac-ngoi')).toEqual([
      ['cung-duong-am-thuc-bac-son', 7.6],
      ['homestay-ban-po-lu', 11.1],
      ['htx-che-thanh-luong', 20.6],
    ]);
    await place('cung-duong-am-thuc-bac-son', 21.85, 106.4); // far from every other
    expect(await nearby('cung-duong-am-thuc-bac-son')).toEqual([]);
    // A place whose position is unknown again is no one's neighbour.
    await place('homestay-ban-po-lu', null, null);
    expect(await nearby('homestay-ban-pac-ngoi')).toEqual([
      ['htx-che-thanh-luong', 20.6],
      ['htx-che-va-du-lich-cong-dong-tien-yen', 30],
    ]);
  });

  it('404 for an unknown place, 400 for a malformed id', async () => {
    const unknown = await sut().get('/api/restaurants/999999/nearby');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'id: no place to eat 999999' } });
    expect((await sut().get('/api/restaurants/0/nearby')).status).toBe(400);
    expect((await sut().get('/api/restaurants/abc/nearby')).status).toBe(400);
  });
});

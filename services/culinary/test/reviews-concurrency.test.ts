import { beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorUser } from '@tn/kit/testing-auth';
import { aggregatesMatchRecount, signIn, useTestApp } from './helper.ts';

const USERS = 100;

/**
 * Averages and counts change in the same transaction as the reviews, under a lock on the dish or
 * place, so no interleaving of concurrent writers makes them drift from a recount.
 */
describe('review aggregates under concurrency', () => {
  const sut = useTestApp();
  let users: EmulatorUser[];
  let dishId: number;
  let restaurantId: number;

  beforeAll(async () => {
    users = await Promise.all(Array.from({ length: USERS }, (_, i) => signIn({ displayName: `Khách ${i}` })));
    [dishId, restaurantId] = await Promise.all([sut().dishId('che-tan-cuong'), sut().restaurantId('htx-che-va-du-lich-cong-dong-tien-yen')]);
  }, 120_000);

  const ratingOf = (i: number) => (i % 5) + 1;

  it(`${USERS} users review at once (each twice): one review each, aggregates equal a recount`, async () => {
    // Every user sends the same review twice at the same moment: one is written, the other is 409.
    const requests = users.flatMap((user, i) => {
      const body = i % 2 === 0 ? { dishId, rating: ratingOf(i), content: `Đánh giá số ${i} về chè.` } : { restaurantId, rating: ratingOf(i), content: `Đánh giá số ${i} về HTX.` };
      return [sut().post('/api/reviews', body, user.idToken), sut().post('/api/reviews', body, user.idToken)];
    });
    const answers = await Promise.all(requests);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(USERS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(USERS);

    expect(await aggregatesMatchRecount(sut())).toEqual([]);
    const evens = users.map((_, i) => i).filter((i) => i % 2 === 0);
    const odds = users.map((_, i) => i).filter((i) => i % 2 === 1);
    const sum = (ids: number[]) => ids.reduce((total, i) => total + ratingOf(i), 0);
    const dish = (await sut().get('/api/dishes/slug/che-tan-cuong')).body;
    expect(dish).toMatchObject({ ratingCount: evens.length, averageRating: Math.round((sum(evens) / evens.length) * 100) / 100 });
    const place = (await sut().get('/api/restaurants/slug/htx-che-va-du-lich-cong-dong-tien-yen')).body;
    expect(place).toMatchObject({ ratingCount: odds.length, averageRating: Math.round((sum(odds) / odds.length) * 100) / 100 });
  }, 120_000);

  it('concurrent edits, deletions, reports and new reviews keep the aggregates exact', async () => {
    const ids = new Map(
      (await sut().db.selectFrom('culinary.reviews').select(['id', 'userId']).execute()).map((r) => [r.userId, r.id] as const),
    );
    const reviewOf = (i: number) => ids.get(users[i]!.uid)!;
    const work = users.flatMap((user, i) => {
      if (i < 30) return [sut().patch(`/api/reviews/${reviewOf(i)}`, { rating: 6 - ratingOf(i) }, user.idToken)];
      if (i < 60) return [sut().del(`/api/reviews/${reviewOf(i)}`, user.idToken)];
      // Users 60–62 each report review 99 (the third report hides it), the rest review the other subject too.
      if (i < 63) return [sut().post(`/api/reviews/${reviewOf(99)}/report`, { reason: 'test' }, user.idToken)];
      const body = i % 2 === 0 ? { restaurantId, rating: 5, content: 'Thêm một đánh giá.' } : { dishId, rating: 1, content: 'Thêm một đánh giá.' };
      return [sut().post('/api/reviews', body, user.idToken)];
    });
    const answers = await Promise.all(work);
    expect(answers.filter((a) => a.status >= 300 && a.status !== 204).map((a) => a.body)).toEqual([]);
    expect(await aggregatesMatchRecount(sut())).toEqual([]);
    const hidden = await sut().db.selectFrom('culinary.reviews').select('id').where('hiddenAt', 'is not', null).execute();
    expect(hidden).toEqual([{ id: reviewOf(99) }]);
  }, 120_000);
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createEmulatorUser, type EmulatorUser } from '@tn/kit/testing-auth';
import { signIn, useTestApp } from './helper.ts';

const TEXT = 'Thơm, ngọt hậu, rất đáng thử.';

describe('POST /api/reviews/mine/anonymize (a user deleted their data)', () => {
  const sut = useTestApp();
  let dishId: number;
  let restaurantId: number;
  let leaving: EmulatorUser;
  let staying: EmulatorUser;
  let ids: { leavingDish: number; leavingPlace: number; staying: number };
  beforeAll(async () => {
    dishId = await sut().dishId('che-tan-cuong');
    restaurantId = await sut().restaurantId('homestay-ban-pac-ngoi');
    leaving = await signIn();
    staying = await signIn({ displayName: 'Trần Bình' });
    const write = async (user: EmulatorUser, body: object) => (await sut().post('/api/reviews', { rating: 4, content: TEXT, ...body }, user.idToken)).body.id as number;
    ids = {
      leavingDish: await write(leaving, { dishId }),
      leavingPlace: await write(leaving, { restaurantId }),
      staying: await write(staying, { dishId }),
    };
    await sut().post(`/api/reviews/${ids.leavingDish}/helpful`, undefined, staying.idToken);
    for (const [user, name] of [[leaving, 'Quán của người rời đi'], [staying, 'Quán của người ở lại']] as const) {
      const suggestion = { name, kind: 'restaurant', address: 'TP Thái Nguyên', serves: 'Cơm' };
      expect((await sut().post('/api/restaurants/suggestions', suggestion, user.idToken)).status).toBe(201);
    }
  });
  const suggestedBy = async () =>
    Object.fromEntries(
      (await sut().db.selectFrom('culinary.suggestions').select(['name', 'authorName']).execute()).map((row) => [row.name, row.authorName]),
    );

  it('needs a sign-in (401) and changes nothing without one', async () => {
    expect((await sut().post('/api/reviews/mine/anonymize', undefined)).status).toBe(401);
    expect((await sut().post('/api/reviews/mine/anonymize', undefined, 'not-a-token')).status).toBe(401);
    const rows = await sut().db.selectFrom('culinary.reviews').select(['authorName', 'authorDeletedAt']).execute();
    expect(rows.every((r) => r.authorDeletedAt === null)).toBe(true);
  });

  it("clears the caller's author name on every review and suggestion of theirs and flags the reviews, nobody else's", async () => {
    const res = await sut().post('/api/reviews/mine/anonymize', undefined, leaving.idToken);
    expect(res).toEqual({ status: 200, body: { anonymized: 3 } });
    expect(await suggestedBy()).toEqual({ 'Quán của người rời đi': null, 'Quán của người ở lại': 'Trần Bình' });

    const list = (await sut().get(`/api/dishes/${dishId}/reviews`)).body as { id: number; authorName: string | null; authorDeleted?: boolean; helpfulCount: number }[];
    const gone = list.find((r) => r.id === ids.leavingDish)!;
    expect(gone).toMatchObject({ authorName: null, authorDeleted: true, rating: 4, content: TEXT, helpfulCount: 1 });
    const kept = list.find((r) => r.id === ids.staying)!;
    expect(kept.authorName).toBe('Trần Bình');
    expect(kept).not.toHaveProperty('authorDeleted');
    const place = (await sut().get(`/api/restaurants/${restaurantId}/reviews`)).body as { id: number; authorName: string | null; authorDeleted?: boolean }[];
    expect(place.find((r) => r.id === ids.leavingPlace)).toMatchObject({ authorName: null, authorDeleted: true });

    // The ratings still count: the aggregates are untouched.
    const dish = await sut().db.selectFrom('culinary.dishes').select(['ratingCount']).where('id', '=', dishId).executeTakeFirstOrThrow();
    expect(dish.ratingCount).toBe(2);
  });

  it('is idempotent: again changes nothing', async () => {
    expect(await sut().post('/api/reviews/mine/anonymize', undefined, leaving.idToken)).toEqual({ status: 200, body: { anonymized: 0 } });
  });

  it('answers 0 for a user without reviews', async () => {
    const nobody = await createEmulatorUser();
    expect(await sut().post('/api/reviews/mine/anonymize', undefined, nobody.idToken)).toEqual({ status: 200, body: { anonymized: 0 } });
  });
});

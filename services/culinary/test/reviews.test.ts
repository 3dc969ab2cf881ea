import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { REVIEW_MAX_LENGTH } from '@tn/contracts/constants';
import { createEmulatorUser, type EmulatorUser } from '@tn/kit/testing-auth';
import { aggregatesMatchRecount, signIn, useTestApp } from './helper.ts';

const TEXT = 'Thơm, ngọt hậu, rất đáng thử.';

describe('reviews: who may write', () => {
  const sut = useTestApp();
  let dishId: number;
  let author: EmulatorUser;
  beforeAll(async () => {
    dishId = await sut().dishId('che-tan-cuong');
    author = await signIn();
  });

  it('needs a valid sign-in token (401) and writes nothing without one', async () => {
    const body = { dishId, rating: 5, content: TEXT };
    const missing = await sut().post('/api/reviews', body);
    expect(missing).toEqual({ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Sign-in required' } });
    expect((await sut().post('/api/reviews', body, 'not-a-token')).status).toBe(401);
    expect((await sut().post('/api/reviews', body, `${author.idToken.slice(0, -4)}abcd`)).status).toBe(401);
    const count = await sut().db.selectFrom('culinary.reviews').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(count.n).toBe(0);
  });

  it('takes the author from the token: a userId (or an imageUrl) in the body is ignored', async () => {
    const res = await sut().post(
      '/api/reviews',
      { dishId, rating: 4, content: TEXT, userId: '999', imageUrl: 'javascript:alert(1)' },
      author.idToken,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ dishId, restaurantId: null, rating: 4, content: TEXT, imageUrl: null, authorName: 'Lan Nguyễn', helpfulCount: 0, mine: true, helpfulByMe: false });
    expect(res.body.createdAt).toBe(res.body.updatedAt);
    const stored = await sut().db.selectFrom('culinary.reviews').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(stored.userId).toBe(author.uid);
    expect(stored.imageUrl).toBeNull();
  });

  it('stores no author name when the account has none ("Visitor" on the web)', async () => {
    const anonymous = await createEmulatorUser();
    const res = await sut().post('/api/reviews', { dishId, rating: 3, content: TEXT }, anonymous.idToken);
    expect(res.status).toBe(201);
    expect(res.body.authorName).toBeNull();
  });
});

describe('reviews: what a review must be (400 naming the field, 404, 409)', () => {
  const sut = useTestApp();
  let dishId: number;
  let restaurantId: number;
  let user: EmulatorUser;
  beforeAll(async () => {
    dishId = await sut().dishId('nem-chua-dai-tu');
    restaurantId = await sut().restaurantId('homestay-ban-pac-ngoi');
    user = await signIn();
  });
  const post = (body: object) => sut().post('/api/reviews', body, user.idToken);

  it('rating: a whole number from 1 to 5', async () => {
    for (const rating of [0, 6, 4.5, -1, 'five', null]) {
      const res = await post({ dishId, rating, content: TEXT });
      expect(res.status, String(rating)).toBe(400);
      expect(res.body.message, String(rating)).toMatch(/^rating /);
    }
    expect((await post({ dishId, content: TEXT })).body.message).toBe('rating is required');
  });

  it('content: 10 to 2000 characters after trimming, stored trimmed', async () => {
    const short = await post({ dishId, rating: 4, content: 'Quá ngon!' });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/^content /);
    const padded = await post({ dishId, rating: 4, content: `          ${'Ngon quá'}          ` });
    expect(padded).toMatchObject({ status: 400, body: { message: 'content must be 10 to 2000 characters long after trimming (got 8)' } });
    const long = await post({ dishId, rating: 4, content: 'a'.repeat(REVIEW_MAX_LENGTH + 1) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^content must be 10 to 2000 characters/);
    expect((await post({ dishId, rating: 4 })).body.message).toBe('content is required');

    const exact = await post({ dishId, rating: 4, content: `  \n${'b'.repeat(REVIEW_MAX_LENGTH)}\t ` });
    expect(exact.status).toBe(201);
    expect(exact.body.content).toBe('b'.repeat(REVIEW_MAX_LENGTH));
  });

  it('exactly one of dishId and restaurantId, each a positive id', async () => {
    const both = await post({ dishId, restaurantId, rating: 4, content: TEXT });
    expect(both).toMatchObject({ status: 400, body: { message: 'dishId, restaurantId: give exactly one of them' } });
    expect((await post({ rating: 4, content: TEXT })).body.message).toBe('dishId, restaurantId: give exactly one of them');
    expect((await post({ dishId: 'abc', rating: 4, content: TEXT })).body.message).toMatch(/^dishId /);
    expect((await post({ restaurantId: 0, rating: 4, content: TEXT })).body.message).toMatch(/^restaurantId /);
  });

  it('an unknown dish or place is 404 and writes nothing', async () => {
    const dish = await post({ dishId: 999_999, rating: 4, content: TEXT });
    expect(dish).toMatchObject({ status: 404, body: { message: 'dishId: no dish with id 999999' } });
    const place = await post({ restaurantId: 999_999, rating: 4, content: TEXT });
    expect(place).toMatchObject({ status: 404, body: { message: 'restaurantId: no place to eat with id 999999' } });
  });

  it('one review per user per subject: the second is 409 and changes nothing', async () => {
    const first = await post({ restaurantId, rating: 5, content: TEXT });
    expect(first.status).toBe(201);
    const second = await post({ restaurantId, rating: 1, content: 'Một lần nữa, khác hẳn.' });
    expect(second).toMatchObject({
      status: 409,
      body: { message: `You have already reviewed this place to eat (review ${first.body.id}): edit or delete that review instead` },
    });
    const place = await sut().get(`/api/restaurants/slug/homestay-ban-pac-ngoi`);
    expect(place.body).toMatchObject({ averageRating: 5, ratingCount: 1 });
    // The same user may still review a dish, and another user the same place.
    const other = await signIn();
    expect((await sut().post('/api/reviews', { restaurantId, rating: 3, content: TEXT }, other.idToken)).status).toBe(201);
    expect(await aggregatesMatchRecount(sut())).toEqual([]);
  });

  it('imageId without a media service: 400, nothing written', async () => {
    const other = await signIn();
    const res = await sut().post('/api/reviews', { dishId, rating: 4, content: TEXT, imageId: '6f1c2b1e-9d3a-4c7e-8a55-0b7d2f1e9c40' }, other.idToken);
    expect(res).toMatchObject({ status: 400, body: { message: 'imageId: photos are not available' } });
    const malformed = await sut().post('/api/reviews', { dishId, rating: 4, content: TEXT, imageId: 'abc' }, other.idToken);
    expect(malformed.body.message).toBe('imageId has an invalid format (expected an upload id (UUID))');
    const mine = await sut().db.selectFrom('culinary.reviews').select('id').where('userId', '=', other.uid).execute();
    expect(mine).toEqual([]);
  });
});

describe('reviews: editing and deleting, by the author only', () => {
  const sut = useTestApp();
  let dishId: number;
  let author: EmulatorUser;
  let stranger: EmulatorUser;
  let reviewId: number;
  beforeAll(async () => {
    dishId = await sut().dishId('banh-cooc-mo');
    [author, stranger] = await Promise.all([signIn(), signIn({ displayName: 'Minh' })]);
    reviewId = (await sut().post('/api/reviews', { dishId, rating: 2, content: TEXT }, author.idToken)).body.id;
  });

  it('PATCH: 401 signed out, 403 for anyone else, 404 unknown, 400 with nothing to change', async () => {
    expect((await sut().patch(`/api/reviews/${reviewId}`, { rating: 5 })).status).toBe(401);
    const foreign = await sut().patch(`/api/reviews/${reviewId}`, { rating: 5, userId: author.uid }, stranger.idToken);
    expect(foreign).toMatchObject({ status: 403, body: { message: 'Only the author of a review may change or delete it' } });
    expect((await sut().patch('/api/reviews/999999', { rating: 5 }, author.idToken)).status).toBe(404);
    expect((await sut().patch('/api/reviews/abc', { rating: 5 }, author.idToken)).body.message).toBe('id must be integer');
    const empty = await sut().patch(`/api/reviews/${reviewId}`, {}, author.idToken);
    expect(empty).toMatchObject({ status: 400, body: { message: 'rating, content, imageId: give at least one of them' } });
    expect((await sut().patch(`/api/reviews/${reviewId}`, { rating: 7 }, author.idToken)).body.message).toMatch(/^rating /);
    expect((await sut().patch(`/api/reviews/${reviewId}`, { content: '   short   ' }, author.idToken)).body.message).toMatch(/^content /);
    const dish = await sut().get('/api/dishes/slug/banh-cooc-mo');
    expect(dish.body).toMatchObject({ averageRating: 2, ratingCount: 1 });
  });

  it('PATCH by the author changes the review, its updatedAt and the dish average together', async () => {
    const res = await sut().patch(`/api/reviews/${reviewId}`, { rating: 5, content: `  ${TEXT} Sửa lại.  ` }, author.idToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: reviewId, rating: 5, content: `${TEXT} Sửa lại.`, mine: true });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(res.body.createdAt));
    const dish = await sut().get('/api/dishes/slug/banh-cooc-mo');
    expect(dish.body).toMatchObject({ averageRating: 5, ratingCount: 1 });
    expect(await aggregatesMatchRecount(sut())).toEqual([]);
  });

  it('DELETE: 403 for anyone else, 204 for the author, then 404; the dish forgets the rating', async () => {
    expect((await sut().del(`/api/reviews/${reviewId}`)).status).toBe(401);
    expect((await sut().del(`/api/reviews/${reviewId}`, stranger.idToken)).status).toBe(403);
    const gone = await sut().del(`/api/reviews/${reviewId}`, author.idToken);
    expect(gone).toEqual({ status: 204, body: undefined });
    expect((await sut().del(`/api/reviews/${reviewId}`, author.idToken)).status).toBe(404);
    expect((await sut().patch(`/api/reviews/${reviewId}`, { rating: 3 }, author.idToken)).status).toBe(404);
    const dish = await sut().get('/api/dishes/slug/banh-cooc-mo');
    expect(dish.body).toMatchObject({ averageRating: null, ratingCount: 0 });
    // Deleted, the author may write a new one.
    expect((await sut().post('/api/reviews', { dishId, rating: 4, content: TEXT }, author.idToken)).status).toBe(201);
    expect(await aggregatesMatchRecount(sut())).toEqual([]);
  });
});

describe('reviews: helpful and report', () => {
  const sut = useTestApp();
  let dishId: number;
  let author: EmulatorUser;
  let readers: EmulatorUser[];
  let reviewId: number;
  beforeAll(async () => {
    dishId = await sut().dishId('xoi-ngu-sac');
    [author, ...readers] = await Promise.all([signIn(), signIn(), signIn(), signIn(), signIn()]);
    reviewId = (await sut().post('/api/reviews', { dishId, rating: 1, content: TEXT }, author.idToken)).body.id;
    // A second, well-liked review keeps the dish rated after the first is hidden.
    await sut().post('/api/reviews', { dishId, rating: 5, content: TEXT }, readers[3]!.idToken);
  });
  const reviewsAs = (token?: string) => sut().get(`/api/dishes/${dishId}/reviews`, token);

  it('helpful: one per user, not on one\'s own review, taken back with DELETE', async () => {
    const [reader, second] = readers as [EmulatorUser, EmulatorUser];
    expect((await sut().post(`/api/reviews/${reviewId}/helpful`, undefined)).status).toBe(401);
    const own = await sut().post(`/api/reviews/${reviewId}/helpful`, undefined, author.idToken);
    expect(own).toMatchObject({ status: 400, body: { message: 'You cannot mark your own review as helpful' } });
    expect(await sut().post(`/api/reviews/${reviewId}/helpful`, undefined, reader.idToken)).toEqual({
      status: 200,
      body: { helpfulCount: 1, helpfulByMe: true },
    });
    const again = await sut().post(`/api/reviews/${reviewId}/helpful`, undefined, reader.idToken);
    expect(again).toMatchObject({ status: 409, body: { message: 'You have already marked this review as helpful' } });
    expect((await sut().post(`/api/reviews/${reviewId}/helpful`, undefined, second.idToken)).body).toEqual({ helpfulCount: 2, helpfulByMe: true });
    expect((await sut().post('/api/reviews/999999/helpful', undefined, reader.idToken)).status).toBe(404);

    // Lists say who found it helpful and who wrote it, only to a signed-in reader.
    const anonymous = (await reviewsAs()).body.find((r: { id: number }) => r.id === reviewId);
    expect(anonymous.helpfulCount).toBe(2);
    expect(anonymous).not.toHaveProperty('helpfulByMe');
    expect(anonymous).not.toHaveProperty('mine');
    const asReader = (await reviewsAs(reader.idToken)).body.find((r: { id: number }) => r.id === reviewId);
    expect(asReader).toMatchObject({ helpfulCount: 2, helpfulByMe: true, mine: false });
    const asAuthor = (await reviewsAs(author.idToken)).body.find((r: { id: number }) => r.id === reviewId);
    expect(asAuthor).toMatchObject({ helpfulByMe: false, mine: true });

    expect((await sut().del(`/api/reviews/${reviewId}/helpful`, reader.idToken)).body).toEqual({ helpfulCount: 1, helpfulByMe: false });
    // Taking back what is not there changes nothing.
    expect((await sut().del(`/api/reviews/${reviewId}/helpful`, reader.idToken)).body).toEqual({ helpfulCount: 1, helpfulByMe: false });
    expect((await sut().del(`/api/reviews/${reviewId}/helpful`)).status).toBe(401);
  });

  it('report: a reason of 1 to 500 characters, once per user, never one\'s own', async () => {
    const [reader] = readers as [EmulatorUser];
    expect((await sut().post(`/api/reviews/${reviewId}/report`, { reason: 'spam' })).status).toBe(401);
    expect((await sut().post(`/api/reviews/${reviewId}/report`, {}, reader.idToken)).body.message).toBe('reason is required');
    const blank = await sut().post(`/api/reviews/${reviewId}/report`, { reason: '   ' }, reader.idToken);
    expect(blank).toMatchObject({ status: 400, body: { message: 'reason must be 1 to 500 characters long after trimming (got 0)' } });
    const long = await sut().post(`/api/reviews/${reviewId}/report`, { reason: 'x'.repeat(501) }, reader.idToken);
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^reason must be 1 to 500/);
    const own = await sut().post(`/api/reviews/${reviewId}/report`, { reason: 'mine' }, author.idToken);
    expect(own).toMatchObject({ status: 400, body: { message: 'You cannot report your own review' } });
    expect((await sut().post('/api/reviews/999999/report', { reason: 'spam' }, reader.idToken)).status).toBe(404);

    expect(await sut().post(`/api/reviews/${reviewId}/report`, { reason: '  Quảng cáo  ' }, reader.idToken)).toEqual({
      status: 200,
      body: { reported: true },
    });
    const twice = await sut().post(`/api/reviews/${reviewId}/report`, { reason: 'again' }, reader.idToken);
    expect(twice).toMatchObject({ status: 409, body: { message: 'You have already reported this review' } });
    // The lists tell the reporter, and only them, that they reported it.
    const seenBy = async (token?: string) => (await reviewsAs(token)).body.find((r: { id: number }) => r.id === reviewId);
    expect(await seenBy(reader.idToken)).toMatchObject({ reportedByMe: true });
    expect(await seenBy(author.idToken)).toMatchObject({ reportedByMe: false });
    expect(await seenBy()).not.toHaveProperty('reportedByMe');
    const stored = await sut().db.selectFrom('culinary.review_reports').select('reason').where('reviewId', '=', reviewId).execute();
    expect(stored).toEqual([{ reason: 'Quảng cáo' }]);
  });

  it('the third report hides the review from everyone but its author, and out of the average', async () => {
    const [, second, third, fourth] = readers as [EmulatorUser, EmulatorUser, EmulatorUser, EmulatorUser];
    expect((await sut().get('/api/dishes/slug/xoi-ngu-sac')).body).toMatchObject({ averageRating: 3, ratingCount: 2 });
    expect((await sut().post(`/api/reviews/${reviewId}/report`, { reason: 'rude' }, second.idToken)).status).toBe(200);
    expect((await reviewsAs()).body.map((r: { id: number }) => r.id)).toContain(reviewId);
    expect((await sut().post(`/api/reviews/${reviewId}/report`, { reason: 'off topic' }, third.idToken)).status).toBe(200);

    expect((await reviewsAs()).body.map((r: { id: number }) => r.id)).not.toContain(reviewId);
    expect((await reviewsAs(second.idToken)).body.map((r: { id: number }) => r.id)).not.toContain(reviewId);
    const asAuthor = (await reviewsAs(author.idToken)).body.find((r: { id: number }) => r.id === reviewId);
    expect(asAuthor).toMatchObject({ mine: true, hidden: true });
    expect((await sut().get('/api/dishes/slug/xoi-ngu-sac')).body).toMatchObject({ averageRating: 5, ratingCount: 1 });
    expect(await aggregatesMatchRecount(sut())).toEqual([]);

    // Hidden until an editor looks at it: others cannot mark or report it any more.
    expect((await sut().post(`/api/reviews/${reviewId}/helpful`, undefined, fourth.idToken)).status).toBe(404);
    expect((await sut().post(`/api/reviews/${reviewId}/report`, { reason: 'x' }, fourth.idToken)).status).toBe(404);
    const hidden = await sut().db.selectFrom('culinary.reviews').select('hiddenAt').where('id', '=', reviewId).executeTakeFirstOrThrow();
    expect(hidden.hiddenAt).toBeInstanceOf(Date);

    // The author's edit keeps it hidden and out of the average; deleting it leaves the average alone.
    expect((await sut().patch(`/api/reviews/${reviewId}`, { rating: 2 }, author.idToken)).body).toMatchObject({ rating: 2, hidden: true });
    expect((await sut().get('/api/dishes/slug/xoi-ngu-sac')).body).toMatchObject({ averageRating: 5, ratingCount: 1 });
    expect((await sut().del(`/api/reviews/${reviewId}`, author.idToken)).status).toBe(204);
    expect((await sut().get('/api/dishes/slug/xoi-ngu-sac')).body).toMatchObject({ averageRating: 5, ratingCount: 1 });
    expect(await aggregatesMatchRecount(sut())).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from './helper.ts';

const sut = useTestApp();

/** What profile's export of a user's data gathers from culinary, asked with the user's own token. */
describe('GET /api/reviews/mine/export', () => {
  it("answers the caller's reviews, helpful marks, reports and suggested places, nobody else's", async () => {
    const [me, someone] = await Promise.all([signIn({ displayName: 'Ngô Lan' }), signIn()]);
    const [bambooRice, mugwortCake] = await Promise.all([sut().dishId('com-lam-dinh-hoa'), sut().dishId('banh-ngai')]);
    const content = 'Cơm lam dẻo, thơm mùi tre nướng.';
    const { body: mine } = await sut().post('/api/reviews', { dishId: bambooRice, rating: 5, content }, me.idToken);
    const { body: theirs } = await sut().post('/api/reviews', { dishId: mugwortCake, rating: 2, content: 'Bánh hơi ngọt so với tôi.' }, someone.idToken);
    expect((await sut().post(`/api/reviews/${theirs.id}/helpful`, {}, me.idToken)).status).toBe(200);
    expect((await sut().post(`/api/reviews/${theirs.id}/report`, { reason: 'Không đúng món' }, me.idToken)).status).toBe(200);
    expect((await sut().post(`/api/reviews/${mine.id}/helpful`, {}, someone.idToken)).status).toBe(200);
    const suggestion = { name: 'Quán Cơm Lam Định Hóa', kind: 'restaurant', address: 'Thị trấn Chợ Chu, Định Hóa', serves: 'Cơm lam' };
    expect((await sut().post('/api/restaurants/suggestions', suggestion, me.idToken)).status).toBe(201);
    await sut().post('/api/restaurants/suggestions', { ...suggestion, name: 'Quán Khác' }, someone.idToken);

    const res = await sut().get('/api/reviews/mine/export', me.idToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      // Each review names what it is about: the file is read away from the dish's page.
      reviews: [
        expect.objectContaining({
          id: mine.id,
          dishId: bambooRice,
          subject: { type: 'dish', id: bambooRice, slug: 'com-lam-dinh-hoa', name: expect.any(String), nameVi: 'Cơm lam Định Hóa' },
          rating: 5,
          content,
          authorName: 'Ngô Lan',
          helpfulCount: 1,
          mine: true,
        }),
      ],
      helpfulMarks: [{ reviewId: theirs.id, markedAt: expect.any(String) }],
      reports: [{ reviewId: theirs.id, reason: 'Không đúng món', reportedAt: expect.any(String) }],
      suggestions: [expect.objectContaining({ ...suggestion, status: 'pending', authorName: 'Ngô Lan' })],
    });
    expect((await sut().get('/api/reviews/mine/export')).status).toBe(401);
  });
});

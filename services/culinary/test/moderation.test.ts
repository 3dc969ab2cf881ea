import { beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_TO_HIDE } from '@tn/contracts/constants';
import type { EmulatorUser } from '@tn/kit/testing-auth';
import { aggregatesMatchRecount, signIn, signInEditor, useTestApp } from './helper.ts';

const sut = useTestApp();
let visitor: EmulatorUser;
let editor: EmulatorUser;
beforeAll(async () => {
  [visitor, editor] = await Promise.all([signIn({ displayName: 'Hoa Trần' }), signInEditor('Anh Biên Tập')]);
});

const SUGGESTION = {
  name: 'Quán Bún Chả Đồng Hỷ',
  kind: 'restaurant',
  address: 'Đường Phan Đình Phùng, TP Thái Nguyên',
  serves: 'Bún chả, nem rán',
  latitude: 21.59,
  longitude: 105.84,
};
const suggest = (body: object, token = visitor.idToken) => sut().post('/api/restaurants/suggestions', body, token);
const decideSuggestion = (id: number, body: object, token = editor.idToken) =>
  sut().post(`/api/restaurants/moderation/suggestions/${id}/decision`, body, token);
const listed = async () => (await sut().get('/api/restaurants')).body as { slug: string; name: string; suggestedByVisitors: boolean }[];

describe('places to eat suggested by visitors', () => {
  it('pending until approved, then listed as suggested by visitors under a folded, unique slug', async () => {
    const res = await suggest({ ...SUGGESTION, name: '  Quán Bún Chả Đồng Hỷ ' });
    expect(res).toEqual({ status: 201, body: { id: expect.any(Number), status: 'pending' } });
    expect((await listed()).map((r) => r.name)).not.toContain(SUGGESTION.name);
    expect((await listed()).every((r) => r.suggestedByVisitors === false)).toBe(true);

    const queue = await sut().get('/api/restaurants/moderation/suggestions', editor.idToken);
    expect(queue.body).toContainEqual({
      id: res.body.id,
      ...SUGGESTION,
      authorName: 'Hoa Trần',
      status: 'pending',
      reason: null,
      createdAt: expect.any(String),
      restaurantId: null,
      restaurantSlug: null,
    });

    const approved = await decideSuggestion(res.body.id, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', restaurantSlug: 'quan-bun-cha-dong-hy', restaurantId: expect.any(Number) });
    const place = (await sut().get('/api/restaurants/slug/quan-bun-cha-dong-hy')).body;
    expect(place).toMatchObject({
      name: SUGGESTION.name,
      kind: 'restaurant',
      address: SUGGESTION.address,
      serves: SUGGESTION.serves,
      latitude: 21.59,
      longitude: 105.84,
      suggestedByVisitors: true,
      phone: null,
    });
    expect((await listed()).find((r) => r.slug === 'quan-bun-cha-dong-hy')?.suggestedByVisitors).toBe(true);

    // The same name again: the next free slug. Deciding twice: 409.
    const again = await suggest({ ...SUGGESTION, latitude: undefined, longitude: undefined });
    expect((await decideSuggestion(again.body.id, { decision: 'approve' })).body.restaurantSlug).toBe('quan-bun-cha-dong-hy-2');
    expect((await decideSuggestion(again.body.id, { decision: 'reject', reason: 'Trùng' })).status).toBe(409);
    expect((await sut().get('/api/restaurants/slug/quan-bun-cha-dong-hy-2')).body).toMatchObject({ latitude: null, longitude: null });
  });

  it('rejected: never listed, kept with its reason', async () => {
    const before = (await listed()).length;
    const { body } = await suggest({ ...SUGGESTION, name: 'Quán Không Có Thật' });
    expect((await decideSuggestion(body.id, { decision: 'reject' })).body.message).toBe('reason is required to reject');
    const rejected = await decideSuggestion(body.id, { decision: 'reject', reason: 'Không tìm thấy địa chỉ' });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Không tìm thấy địa chỉ', restaurantId: null });
    expect((await listed()).length).toBe(before);
    const rejectedQueue = await sut().get('/api/restaurants/moderation/suggestions?status=rejected', editor.idToken);
    expect(rejectedQueue.body.map((s: { id: number }) => s.id)).toContain(body.id);
  });

  it('bad input is 400 naming the field; signed out 401; nothing written', async () => {
    const count = async () => (await sut().db.selectFrom('culinary.suggestions').select('id').execute()).length;
    const start = await count();
    expect((await suggest({ ...SUGGESTION, name: '   ' })).body.message).toBe('name must not be blank');
    expect((await suggest({ ...SUGGESTION, serves: 'x'.repeat(501) })).body.message).toBe('serves must be at most 500 characters');
    expect((await suggest({ ...SUGGESTION, kind: 'bar' })).body.message).toMatch(/^kind /);
    expect((await suggest({ ...SUGGESTION, address: undefined })).body.message).toMatch(/address/);
    expect((await suggest({ ...SUGGESTION, longitude: undefined })).body.message).toBe('longitude is required with latitude');
    expect((await suggest({ ...SUGGESTION, latitude: 200 })).body.message).toMatch(/latitude/);
    expect((await sut().post('/api/restaurants/suggestions', SUGGESTION)).status).toBe(401);
    expect(await count()).toBe(start);
  });
});

describe('reported reviews', () => {
  /** A review of a dish by a new author, reported by `reports` other visitors. */
  async function reportedReview(reports: number, slug = 'banh-ngai') {
    const author = await signIn({ displayName: 'Tác Giả' });
    const dishId = await sut().dishId(slug);
    const { body: review } = await sut().post('/api/reviews', { dishId, rating: 1, content: 'Một đánh giá bị báo cáo nhiều lần.' }, author.idToken);
    for (let i = 0; i < reports; i++) {
      const reader = await signIn();
      expect((await sut().post(`/api/reviews/${review.id}/report`, { reason: `Lý do ${i + 1}` }, reader.idToken)).status).toBe(200);
    }
    return { review, author, dishId };
  }
  const decideReview = (id: number, body: object, token = editor.idToken) => sut().post(`/api/reviews/moderation/reported/${id}/decision`, body, token);
  const publicReviews = async (dishId: number) => ((await sut().get(`/api/dishes/${dishId}/reviews`)).body as { id: number }[]).map((r) => r.id);

  it('lists reviews with reports, hidden or not, with the reasons and what they are about', async () => {
    const { review } = await reportedReview(REPORTS_TO_HIDE);
    const { review: once } = await reportedReview(1);
    const queue = (await sut().get('/api/reviews/moderation/reported', editor.idToken)).body as { id: number; hidden: boolean }[];
    const entry = queue.find((r) => r.id === review.id);
    expect(entry).toMatchObject({
      hidden: true,
      reportCount: REPORTS_TO_HIDE,
      subject: { type: 'dish', slug: 'banh-ngai', name: expect.any(String) },
      reports: [{ reason: 'Lý do 1', createdAt: expect.any(String) }, { reason: 'Lý do 2' }, { reason: 'Lý do 3' }],
    });
    expect(queue.find((r) => r.id === once.id)).toMatchObject({ hidden: false, reportCount: 1 });
    // The most reported first.
    expect(queue.findIndex((r) => r.id === review.id)).toBeLessThan(queue.findIndex((r) => r.id === once.id));
  });

  it('approve: shown again, back in the rating, reports cleared, off the queue; deciding again is 409', async () => {
    const { review, dishId } = await reportedReview(REPORTS_TO_HIDE);
    expect(await publicReviews(dishId)).not.toContain(review.id);
    const res = await decideReview(review.id, { decision: 'approve', reason: 'Không vi phạm' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: review.id, hidden: false, reportCount: 0, reports: [] });
    expect(await publicReviews(dishId)).toContain(review.id);
    expect(await aggregatesMatchRecount(sut())).toEqual([]);
    const queue = (await sut().get('/api/reviews/moderation/reported', editor.idToken)).body as { id: number }[];
    expect(queue.map((r) => r.id)).not.toContain(review.id);
    expect((await decideReview(review.id, { decision: 'approve' })).status).toBe(409);
  });

  it('reject: hidden for good (its author still sees it), out of the rating; a reason is required', async () => {
    const { review, author, dishId } = await reportedReview(1);
    expect(await publicReviews(dishId)).toContain(review.id);
    expect((await decideReview(review.id, { decision: 'reject', reason: '' })).status).toBe(400);
    const res = await decideReview(review.id, { decision: 'reject', reason: 'Ngôn từ xúc phạm' });
    expect(res.body).toMatchObject({ id: review.id, hidden: true, reportCount: 1 });
    expect(await publicReviews(dishId)).not.toContain(review.id);
    const own = (await sut().get(`/api/dishes/${dishId}/reviews`, author.idToken)).body as { id: number; hidden?: boolean }[];
    expect(own.find((r) => r.id === review.id)?.hidden).toBe(true);
    expect(await aggregatesMatchRecount(sut())).toEqual([]);
    expect((await decideReview(review.id, { decision: 'approve' })).status).toBe(409);
    expect((await decideReview(999_999, { decision: 'approve' })).status).toBe(404);
  });
});

describe('the audit log', () => {
  it('records who, what, when and why of every decision, newest first; a refused one writes nothing', async () => {
    const { body: s } = await suggest({ ...SUGGESTION, name: 'Chè Tân Cương Corner' });
    const before = (await sut().get('/api/restaurants/moderation/log', editor.idToken)).body.length;
    await decideSuggestion(s.id, { decision: 'reject' }); // refused: no reason
    await decideSuggestion(s.id, { decision: 'reject', reason: 'Không phải quán ăn' });
    const log = (await sut().get('/api/restaurants/moderation/log', editor.idToken)).body;
    expect(log.length).toBe(before + 1);
    expect(log[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      editorUid: editor.uid,
      editorName: 'Anh Biên Tập',
      subject: 'suggestion',
      subjectId: s.id,
      decision: 'reject',
      reason: 'Không phải quán ăn',
      subjectName: 'Chè Tân Cương Corner',
      subjectNameVi: null,
    });
    expect(log.some((e: { subject: string; decision: string }) => e.subject === 'review' && e.decision === 'approve')).toBe(true);
  });

  it('names what a review was about as it was when decided, still after the review is deleted', async () => {
    const author = await signIn();
    const dishId = await sut().dishId('banh-ngai');
    const { body: review } = await sut().post('/api/reviews', { dishId, rating: 2, content: 'Một đánh giá rồi sẽ bị xóa.' }, author.idToken);
    await sut().post(`/api/reviews/${review.id}/report`, { reason: 'Sai sự thật' }, visitor.idToken);
    expect((await sut().post(`/api/reviews/moderation/reported/${review.id}/decision`, { decision: 'approve' }, editor.idToken)).status).toBe(200);
    expect((await sut().del(`/api/reviews/${review.id}`, author.idToken)).status).toBe(204);
    const log = (await sut().get('/api/restaurants/moderation/log', editor.idToken)).body as { subject: string; subjectId: number }[];
    expect(log.find((e) => e.subject === 'review' && e.subjectId === review.id)).toMatchObject({
      decision: 'approve',
      subjectName: 'Mugwort cake',
      subjectNameVi: 'Bánh ngải',
    });
  });
});

describe('authorization of every moderation route', () => {
  const routes = [
    ['GET', '/api/restaurants/moderation/suggestions'],
    ['POST', '/api/restaurants/moderation/suggestions/SUGGESTION/decision'],
    ['GET', '/api/reviews/moderation/reported'],
    ['POST', '/api/reviews/moderation/reported/REVIEW/decision'],
    ['GET', '/api/restaurants/moderation/log'],
  ] as const;

  it.each(routes)('%s %s: signed out 401, visitor 403, editor 200', async (method, path) => {
    const { body: suggestion } = await suggest({ ...SUGGESTION, name: `Quán thử ${Math.random()}` });
    const author = await signIn();
    const dishId = await sut().dishId('banh-ngai');
    const { body: review } = await sut().post('/api/reviews', { dishId, rating: 4, content: 'Đánh giá để thử quyền biên tập.' }, author.idToken);
    await sut().post(`/api/reviews/${review.id}/report`, { reason: 'thử' }, (await signIn()).idToken);
    const url = path.replace('SUGGESTION', String(suggestion.id)).replace('REVIEW', String(review.id));
    const payload = method === 'POST' ? { decision: 'approve' } : undefined;
    const call = (token?: string) => (method === 'GET' ? sut().get(url, token) : sut().post(url, payload, token));
    expect((await call()).status).toBe(401);
    expect((await call(visitor.idToken)).status).toBe(403);
    // The visitor's refusal decided nothing: the editor's decision still goes through.
    expect((await call(editor.idToken)).status).toBe(200);
  });
});

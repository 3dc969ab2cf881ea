import { afterAll, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { createService } from '../src/server.ts';

// As @tn/contracts declares them; the kit does not depend on the contracts.
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }) });
const Review = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String({ minLength: 1 }),
  ownWork: Type.Optional(Type.Literal(true)),
  language: Type.Optional(Type.Union([Type.Literal('vi'), Type.Literal('en')])),
  outcome: Type.Optional(Type.Literal('draw')),
  size: Type.Optional(Type.Number()),
  history: Type.Optional(Type.Array(Type.Object({ role: Type.String(), content: Type.String() }))),
});

function build() {
  const app = createService({ name: 'kit-validation-test', logger: false });
  app.get('/items/:id', { schema: { params: IdParams } }, async (request) => ({ id: request.params.id }));
  app.get('/places/slug/:slug', { schema: { params: SlugParams } }, async (request) => ({ slug: request.params.slug }));
  app.get(
    '/search',
    {
      schema: {
        querystring: Type.Object({
          q: Type.Optional(Type.String()),
          page: Type.Optional(Type.Integer({ minimum: 1 })),
          ids: Type.Optional(Type.Array(Type.Integer())),
          near: Type.Optional(Type.Number()),
        }),
      },
    },
    async (request) => request.query,
  );
  app.post('/reviews', { schema: { body: Review } }, async (request) => request.body);
  return app;
}

describe('request validation', () => {
  const app = build();
  afterAll(() => app.close());
  const get = (url: string) => app.inject({ method: 'GET', url });
  const post = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/reviews', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const message = async (response: Promise<{ statusCode: number; json: () => { message: string } }>) => {
    const res = await response;
    expect(res.statusCode).toBe(400);
    return res.json().message;
  };

  it('takes a JSON body as typed: a string, a boolean or an array is not a number, nor the reverse', async () => {
    expect(await message(post({ rating: '5', content: 'Ngon lắm' }))).toBe('rating must be integer');
    expect(await message(post({ rating: true, content: 'Ngon lắm' }))).toBe('rating must be integer');
    expect(await message(post({ rating: [3], content: 'Ngon lắm' }))).toBe('rating must be integer');
    expect(await message(post({ rating: 4, content: 123 }))).toBe('content must be string');
    expect(await message(post({ rating: 4, content: 'Ngon lắm', ownWork: 'true' }))).toBe('ownWork must be boolean');
    const ok = await post({ rating: 4, content: 'Ngon lắm', ownWork: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ rating: 4, content: 'Ngon lắm', ownWork: true });
  });

  it('reads an integer in the path or the query only from decimal digits', async () => {
    for (const id of ['0x10', '1e3', '1e400', '%201', '1.0', '+1', 'Infinity']) {
      expect(await message(get(`/items/${id}`)), id).toBe('id must be integer');
    }
    expect(await message(get('/search?page=1e400'))).toBe('page must be integer');
    expect(await message(get('/search?ids=1&ids=0x2'))).toBe('ids must be integer');
    expect((await get('/items/007')).json()).toEqual({ id: 7 });
    expect((await get('/search?page=2&ids=1&ids=2')).json()).toEqual({ page: 2, ids: [1, 2] });
  });

  it('refuses an infinite number wherever it comes from', async () => {
    expect(await message(get('/search?near=1e400'))).toBe('near must be a finite number');
    // JSON.parse reads 1e400 as Infinity; Ajv's number type does not take it.
    const res = await app.inject({
      method: 'POST',
      url: '/reviews',
      headers: { 'content-type': 'application/json' },
      payload: '{"rating":1e400,"content":"Ngon lắm"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('rating must be integer');
    expect((await get('/search?near=21.59')).json()).toEqual({ near: 21.59 });
  });

  it('puts every text of a JSON body in composed form (NFC) before checking it', async () => {
    // "Ngon" + "ệ" typed decomposed: e, circumflex, dot below.
    const decomposed = 'Ngon tuye\u0302\u0323t';
    expect(decomposed.normalize('NFC')).not.toBe(decomposed);
    const res = await post({ rating: 5, content: decomposed, history: [{ role: 'user', content: decomposed }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rating: 5, content: 'Ngon tuyệt', history: [{ role: 'user', content: 'Ngon tuyệt' }] });
    expect(res.json().content.length).toBe(10);
  });

  it('refuses text with the NUL character, which Postgres cannot store, naming the field', async () => {
    expect(await message(post({ rating: 4, content: 'Ngon\u0000 lắm' }))).toBe('content must not contain the NUL character (U+0000)');
    expect(await message(post({ rating: 4, content: 'Ngon lắm', history: [{ role: 'user', content: 'a\u0000b' }] }))).toBe(
      'history.0.content must not contain the NUL character (U+0000)',
    );
    expect(await message(get('/search?q=%00'))).toBe('q must not contain the NUL character (U+0000)');
    // Other text, emoji and combining marks included, is fine.
    expect((await post({ rating: 4, content: 'Chè 🍵 ngon lắm' })).statusCode).toBe(200);
  });

  it('names the missing field itself, not the object that lacks it', async () => {
    expect(await message(post({ rating: 4, content: 'Ngon lắm', history: [{ role: 'user' }] }))).toBe('history.0.content is required');
    expect(await message(post({ rating: 4 }))).toBe('content is required');
  });

  it('says which values a field may take', async () => {
    expect(await message(post({ rating: 4, content: 'Ngon lắm', language: 'fr' }))).toBe('language must be one of "vi", "en"');
    expect(await message(post({ rating: 4, content: 'Ngon lắm', outcome: 'win' }))).toBe('outcome must be "draw"');
  });

  it('lets the schema judge a long path parameter: 400 naming it past its bound, an answer within', async () => {
    const within = 'a'.repeat(150);
    expect((await get(`/places/slug/${within}`)).json()).toEqual({ slug: within });
    expect(await message(get(`/places/slug/${'a'.repeat(201)}`))).toBe('slug must NOT have more than 200 characters');
  });

  it("answers Fastify's own refusals of a URL in the one error shape", async () => {
    const tooLong = await get(`/places/slug/${'a'.repeat(401)}`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ statusCode: 414, error: 'URI Too Long', message: 'A path parameter is too long' });
    const badEscape = await get('/places/slug/%E0%A4%A');
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The path is not valid: a percent-encoded character is malformed',
    });
  });
});

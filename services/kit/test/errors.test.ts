import { afterAll, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { badRequest, errorBody, forbidden, HttpError, notFound, unauthorized, unavailable } from '../src/errors.ts';
import { createService } from '../src/server.ts';

// As @tn/contracts declares it; the kit does not depend on the contracts.
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** A service whose routes fail on purpose, one way each. */
function build() {
  const app = createService({ name: 'kit-test', logger: false });
  app.get('/bad', async () => {
    throw badRequest('Winning and losing location must differ');
  });
  app.get('/unauthorized', async () => {
    throw unauthorized('Sign in to vote');
  });
  app.get('/forbidden', async () => {
    throw forbidden('Weekly vote limit reached');
  });
  app.get('/missing', async () => {
    throw notFound('Location not found: ho-nui-coc');
  });
  app.get('/unavailable', async () => {
    throw unavailable('Voting is unavailable, try again shortly');
  });
  app.get('/crash', async () => {
    throw new Error('connection to 10.0.0.5 refused: password authentication failed for user "tn"');
  });
  app.get('/crash-with-status', async () => {
    throw Object.assign(new Error('upstream said: secret detail'), { statusCode: 502 });
  });
  // What pg rejects with when Postgres gave up waiting (lock_timeout, statement_timeout).
  app.get('/lock-timeout', async () => {
    throw Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03', severity: 'ERROR' });
  });
  app.get('/statement-timeout', async () => {
    throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014', severity: 'ERROR' });
  });
  app.get('/teapot', async () => {
    throw new HttpError(418, 'short and stout');
  });
  app.get('/items/:id', { schema: { params: IdParams } }, async (request) => ({ id: request.params.id }));
  app.get(
    '/search',
    { schema: { querystring: Type.Object({ q: Type.String({ maxLength: 5 }), page: Type.Optional(Type.Integer()) }) } },
    async (request) => request.query,
  );
  app.post(
    '/things',
    { schema: { body: Type.Object({ thing: Type.Object({ name: Type.String({ minLength: 1 }) }) }) } },
    async () => ({ ok: true }),
  );
  return app;
}

describe('error handling', () => {
  const app = build();
  afterAll(() => app.close());
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('keeps the message of a 4xx error a route throws on purpose', async () => {
    for (const [url, status, message] of [
      ['/bad', 400, 'Winning and losing location must differ'],
      ['/unauthorized', 401, 'Sign in to vote'],
      ['/forbidden', 403, 'Weekly vote limit reached'],
      ['/missing', 404, 'Location not found: ho-nui-coc'],
      ['/teapot', 418, 'short and stout'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toEqual(errorBody(status, message));
    }
    expect((await get('/forbidden')).json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Weekly vote limit reached',
    });
  });

  it('answers a thrown plain Error with 500 and hides its message', async () => {
    const res = await get('/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
    expect(res.body).not.toMatch(/10\.0\.0\.5|password/);
  });

  it('hides the message of any 5xx that is not an HttpError', async () => {
    const res = await get('/crash-with-status');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ statusCode: 502, error: 'Bad Gateway', message: 'Bad Gateway' });
  });

  it('answers a Postgres lock or statement timeout with 503, not 500: busy, try again', async () => {
    for (const url of ['/lock-timeout', '/statement-timeout']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.json(), url).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'Service Unavailable' });
    }
  });

  it('keeps the message of a 5xx HttpError, which is written to be shown', async () => {
    const res = await get('/unavailable');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(errorBody(503, 'Voting is unavailable, try again shortly'));
  });

  it('names the field in a validation error', async () => {
    const res = await get('/items/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'id must be integer' });
    expect((await get('/items/0')).json().message).toBe('id must be >= 1');
    expect((await get('/search?q=toolong')).json().message).toBe('q must NOT have more than 5 characters');
    expect((await get('/search?q=ok&page=two')).json().message).toBe('page must be integer');
  });

  it('says which field is missing', async () => {
    const res = await get('/search');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('q is required');
  });

  it('names nested body fields with dots', async () => {
    const res = await app.inject({ method: 'POST', url: '/things', payload: { thing: { name: '' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('thing.name must NOT have fewer than 1 characters');
  });

  it('answers malformed JSON with 400 in the one shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"thing":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('passes a valid request through, converting path and query strings', async () => {
    expect((await get('/items/42')).json()).toEqual({ id: 42 });
    expect((await get('/search?q=ok&page=2')).json()).toEqual({ q: 'ok', page: 2 });
  });

  it('answers an unknown route with 404 JSON naming it, without its query', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/nowhere?token=secret' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route DELETE /nowhere not found' });
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { createService } from '@tn/kit/server';
import { IdParams, SlugParams } from '../src/common.ts';
import { dishRoutes, restaurantRoutes, reviewRoutes } from '../src/culinary.ts';
import { locationRoutes } from '../src/locations.ts';
import { userRoutes } from '../src/users.ts';
import { rankingRoutes, voteRoutes } from '../src/votes.ts';

/**
 * The route schemas as Fastify compiles them (Ajv for requests, fast-json-stringify for
 * responses), with the kit's options: what the services will run, minus their handlers.
 */
describe('route schemas in Fastify', () => {
  const app = createService({ name: 'contracts-test', logger: false });
  afterAll(() => app.close());
  const echo = async (request: { body?: unknown; query?: unknown; params?: unknown }) => ({
    ...(request.body as object),
    ...(request.query as object),
    ...(request.params as object),
  });

  const groups = { locationRoutes, voteRoutes, rankingRoutes, userRoutes, dishRoutes, restaurantRoutes, reviewRoutes };
  let n = 0;
  for (const [group, routes] of Object.entries(groups)) {
    for (const [name, schema] of Object.entries(routes)) {
      const url = `/${group}/${name}`;
      if ('body' in schema) app.post(url, { schema }, async () => ({}));
      else app.get(url, { schema }, async () => []);
      n++;
    }
  }

  // Request validation, through schemas with a 2xx body that echoes what was accepted.
  app.post('/vote', { schema: { body: voteRoutes.vote.body } }, echo);
  app.get('/matchup', { schema: { querystring: voteRoutes.matchup.querystring } }, echo);
  app.get('/rankings', { schema: { querystring: rankingRoutes.list.querystring } }, echo);
  app.get('/user/:uid/vote-limit', { schema: { params: voteRoutes.voteLimit.params } }, echo);
  app.get('/locations/:id', { schema: { params: IdParams } }, echo);
  app.get('/locations/slug/:slug', { schema: { params: SlugParams } }, echo);
  app.get('/dishes', { schema: { querystring: dishRoutes.list.querystring } }, echo);
  app.get('/restaurants', { schema: { querystring: restaurantRoutes.list.querystring } }, echo);
  app.get('/reviews', { schema: { querystring: dishRoutes.reviews.querystring } }, echo);
  app.post('/reviews', { schema: { body: reviewRoutes.create.body } }, echo);
  app.patch('/reviews', { schema: { body: reviewRoutes.update.body } }, echo);

  it('compiles every route schema', async () => {
    expect(n).toBeGreaterThan(8);
    await expect(app.ready()).resolves.toBeDefined();
  });

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  it('validates a vote body and names the missing field', async () => {
    expect((await post('/vote', { winningLocationId: 1, losingLocationId: 2, matchupToken: 't' })).statusCode).toBe(200);
    const res = await post('/vote', { winningLocationId: 1, matchupToken: 't' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('losingLocationId is required');
  });

  it('converts matchup exclusions from the query string', async () => {
    const res = await app.inject({ method: 'GET', url: '/matchup?excludeLeft=3&excludeRight=4' });
    expect(res.json()).toEqual({ excludeLeft: 3, excludeRight: 4 });
    expect((await app.inject({ method: 'GET', url: '/matchup?excludeLeft=x' })).json().message).toBe(
      'excludeLeft must be integer',
    );
  });

  it('refuses month 2026-13', async () => {
    expect((await app.inject({ method: 'GET', url: '/rankings?month=2026-11' })).statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: '/rankings?month=2026-13' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^month /);
  });

  it('checks culinary queries and bodies, naming the field', async () => {
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      return { status: res.statusCode, body: res.json() };
    };
    expect((await get('/dishes?sort=newest&region=ba%20be')).body).toEqual({ sort: 'newest', region: 'ba be' });
    expect((await get('/dishes?sort=best')).body.message).toMatch(/^sort /);
    expect((await get('/restaurants?kind=tea_cooperative')).status).toBe(200);
    expect((await get('/restaurants?kind=bar')).body.message).toMatch(/^kind /);
    expect((await get('/reviews')).body).toEqual({ limit: 50, offset: 0 });
    expect((await get('/reviews?limit=101')).body.message).toMatch(/^limit /);
    const review = { dishId: 1, rating: 5, content: 'Thơm và ngọt hậu.' };
    expect((await post('/reviews', review)).statusCode).toBe(200);
    expect((await post('/reviews', { ...review, rating: 6 })).json().message).toMatch(/^rating /);
    expect((await post('/reviews', { ...review, rating: 4.5 })).json().message).toMatch(/^rating /);
    expect((await post('/reviews', { ...review, content: 'short' })).json().message).toMatch(/^content /);
    expect((await post('/reviews', { dishId: 1, rating: 5 })).json().message).toBe('content is required');
    expect((await post('/reviews', { ...review, imageId: '../x' })).json().message).toMatch(/^imageId /);
    const patch = await app.inject({ method: 'PATCH', url: '/reviews', payload: { imageId: null } });
    expect(patch.json()).toEqual({ imageId: null });
  });

  it('checks ids, slugs and uids in paths', async () => {
    expect((await app.inject({ method: 'GET', url: '/locations/7' })).json()).toEqual({ id: 7 });
    expect((await app.inject({ method: 'GET', url: '/locations/abc' })).json().message).toBe('id must be integer');
    expect((await app.inject({ method: 'GET', url: '/locations/slug/nui-coc-lake' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/locations/slug/Nui%20Coc' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/user/abcDEF123/vote-limit' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/user/a%2Fb/vote-limit' })).statusCode).toBe(400);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Matchup } from '@tn/contracts/votes';
import { createTestContext, type TestContext } from '../helper.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext('voting-matchup-photo');
});
afterAll(() => ctx.close());

describe('a matchup card', () => {
  it('carries its cover photo with the credit, or null where the place has none', async () => {
    // Only the tea hills (two credited photos) and Ba Bể Lake (none) stay on offer. Retiring is
    // the catalog's write, so the admin stands in for it here.
    await sql`update catalog.locations set retired_at = now() where slug not in ('doi-che-tan-cuong', 'ho-ba-be')`.execute(ctx.db);
    const app = ctx.app();

    const res = await app.inject({ method: 'GET', url: '/api/matchup' });
    expect(res.statusCode).toBe(200);
    const { left, right } = res.json<Matchup>();
    const bySlug = Object.fromEntries([left, right].map((card) => [card.slug, card]));
    expect(bySlug['doi-che-tan-cuong']!.photo).toEqual({
      url: 'https://upload.wikimedia.org/wikipedia/commons/9/90/Tea_hill_in_Thai_Nguyen.jpg',
      author: 'Bacthai20',
      licence: 'CC0',
      sourceUrl: 'https://commons.wikimedia.org/wiki/File:Tea_hill_in_Thai_Nguyen.jpg',
    });
    expect(bySlug['ho-ba-be']!.photo).toBeNull();
    for (const card of [left, right]) expect(card).not.toHaveProperty('imageUrl');
  });
});

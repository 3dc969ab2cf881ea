import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Location } from '@tn/contracts/locations';
import type { LocationIndexRow } from '@tn/contracts/read-models';
import { useTestApp } from './helper.ts';

const app = useTestApp();

const TEA_HILL = {
  url: 'https://upload.wikimedia.org/wikipedia/commons/9/90/Tea_hill_in_Thai_Nguyen.jpg',
  author: 'Bacthai20',
  licence: 'CC0',
  sourceUrl: 'https://commons.wikimedia.org/wiki/File:Tea_hill_in_Thai_Nguyen.jpg',
};

describe('photos with their credits', () => {
  it('a place answers its photos, the cover first, each with author, licence and Commons page', async () => {
    const { status, body } = await app().get('/api/locations/slug/doi-che-tan-cuong');
    expect(status).toBe(200);
    const { photos } = body as Location;
    // The green tea file shows a dish (Chè Tân Cương), not the hills: it is not among them.
    expect(photos).toEqual([TEA_HILL]);
    // The old bare fields are gone from the answer.
    expect(body).not.toHaveProperty('imageUrl');
    expect(body).not.toHaveProperty('images');
  });

  it('Ba Bể Lake has no photo: its only file has no known author or licence', async () => {
    const { body } = await app().get('/api/locations/slug/ho-ba-be');
    expect((body as Location).photos).toEqual([]);
  });

  it('every photo in the list carries a credit', async () => {
    const { body } = await app().get('/api/locations');
    const photos = (body as Location[]).flatMap((l) => l.photos);
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) {
      expect(photo.author.trim()).not.toBe('');
      expect(photo.licence.trim()).not.toBe('');
      expect(photo.sourceUrl).toMatch(/^https:\/\/commons\.wikimedia\.org\/wiki\/File:/);
    }
  });

  it('the published location index gives voting the cover photo, or null, and no image_url', async () => {
    // Read as voting reads it: under its role, which may see only the view.
    const rows = await app()
      .db.transaction()
      .execute(async (trx) => {
        await sql`set local role voting`.execute(trx);
        return (await sql<LocationIndexRow>`select * from catalog.location_index`.execute(trx)).rows;
      });
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    expect(bySlug.get('doi-che-tan-cuong')!.photo).toEqual(TEA_HILL);
    expect(bySlug.get('ho-ba-be')!.photo).toBeNull();
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['category', 'description', 'descriptionVi', 'id', 'name', 'nameVi', 'photo', 'retired', 'slug'].sort(),
    );
    // Granted again, after the view was recreated, to both its readers.
    const { rows: grants } = await sql<{ grantee: string }>`
      select grantee from information_schema.role_table_grants
      where table_schema = 'catalog' and table_name = 'location_index' and privilege_type = 'SELECT'
        and grantee in ('voting', 'profile') order by grantee`.execute(app().db);
    expect(grants.map((r) => r.grantee)).toEqual(['profile', 'voting']);
  });
});

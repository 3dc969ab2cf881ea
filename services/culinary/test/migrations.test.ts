import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openMigrationTestDatabase, type MigrationTestDatabase } from '@tn/kit/testing';
import * as reviews from '../migrations/2026_11_23_0003_reviews.ts';
import * as moderation from '../migrations/2026_11_23_0005_moderation.ts';
import * as dishPhotos from '../migrations/2026_11_24_0006_dish_photos.ts';
import * as logNames from '../migrations/2026_11_27_0007_log_names.ts';

/** The reviews migration can be taken back and applied again, as the migration runner would. */
describe('migration 2026_11_23_0003_reviews', () => {
  let migrated: MigrationTestDatabase;
  let db: Kysely<any>;
  beforeAll(async () => {
    migrated = await openMigrationTestDatabase();
    db = migrated.db;
  });
  afterAll(() => migrated?.close());

  const columns = (table: string) => migrated.columnNames('culinary', table);
  const tables = () => migrated.tableNames('culinary');

  it('goes down to the first schema and up again, keeping the seeded rows', async () => {
    expect(await columns('restaurants')).toEqual(expect.arrayContaining(['kind', 'price_note', 'rating_sum', 'rating_count']));
    await db.transaction().execute((trx) => reviews.down(trx));
    expect(await tables()).not.toContain('review_helpful');
    expect(await tables()).not.toContain('review_reports');
    expect(await columns('reviews')).not.toContain('hidden_at');
    expect(await columns('dishes')).not.toContain('rating_sum');
    expect(await columns('restaurants')).not.toContain('kind');

    await db.transaction().execute((trx) => reviews.up(trx));
    expect(await tables()).toEqual(expect.arrayContaining(['review_helpful', 'review_reports']));
    expect(await columns('reviews')).toEqual(expect.arrayContaining(['author_name', 'image_id', 'hidden_at']));
    // Columns come back with their defaults: existing places read as plain restaurants until re-seeded.
    const { rows } = await sql<{ kind: string; n: number }>`select kind, count(*)::int as n from culinary.restaurants group by 1`.execute(db);
    expect(rows).toEqual([{ kind: 'restaurant', n: 5 }]);
  });

  it('refuses what the rules forbid: a second review of a subject, a bad kind, a half position, drifting aggregates', async () => {
    const dish = (await sql<{ id: number }>`select id from culinary.dishes order by id limit 1`.execute(db)).rows[0]!.id;
    const review = sql`insert into culinary.reviews (user_id, dish_id, rating, content) values ('u1', ${dish}, 4, 'Một món rất ngon.')`;
    await review.execute(db);
    await expect(review.execute(db)).rejects.toThrow(/reviews_one_per_user_dish/);
    await expect(sql`update culinary.restaurants set kind = 'bar'`.execute(db)).rejects.toThrow(/kind_check|restaurants_kind/);
    await expect(sql`update culinary.restaurants set latitude = 21.6`.execute(db)).rejects.toThrow(/restaurants_position/);
    await expect(sql`update culinary.dishes set rating_count = 1, rating_sum = 9 where id = ${dish}`.execute(db)).rejects.toThrow(
      /dishes_rating_aggregate/,
    );
    await expect(
      sql`insert into culinary.review_reports (review_id, user_id, reason) select id, 'u2', '   ' from culinary.reviews limit 1`.execute(db),
    ).rejects.toThrow(/check/);
  });
});

describe('migration 2026_11_23_0005_moderation', () => {
  let migrated: MigrationTestDatabase;
  let db: Kysely<any>;
  beforeAll(async () => {
    migrated = await openMigrationTestDatabase();
    db = migrated.db;
  });
  afterAll(() => migrated?.close());
  const tables = () => migrated.tableNames('culinary');

  it('goes down and up again, keeping the seeded places to eat (none suggested)', async () => {
    const places = async () => (await sql<{ n: number }>`select count(*)::int as n from culinary.restaurants`.execute(db)).rows[0]!.n;
    const count = await places();
    await db.transaction().execute((trx) => moderation.down(trx));
    for (const table of ['suggestions', 'review_decisions', 'moderation_log']) expect(await tables()).not.toContain(table);
    await db.transaction().execute((trx) => moderation.up(trx));
    expect(await tables()).toEqual(expect.arrayContaining(['suggestions', 'review_decisions', 'moderation_log']));
    expect(await places()).toBe(count);
    const suggested = await sql<{ n: number }>`select count(*)::int as n from culinary.restaurants where suggested_by_visitors`.execute(db);
    expect(suggested.rows[0]!.n).toBe(0);
  });
});

describe('migration 2026_11_24_0006_dish_photos', () => {
  let migrated: MigrationTestDatabase;
  let db: Kysely<any>;
  beforeAll(async () => {
    migrated = await openMigrationTestDatabase();
    db = migrated.db;
  });
  afterAll(() => migrated?.close());
  const photoColumns = async () => (await migrated.columnNames('culinary', 'dishes')).filter((name) => name.startsWith('photo'));

  it('goes down and up again, keeping the dishes', async () => {
    const dishes = async () => (await sql<{ n: number }>`select count(*)::int as n from culinary.dishes`.execute(db)).rows[0]!.n;
    const count = await dishes();
    await db.transaction().execute((trx) => dishPhotos.down(trx));
    expect(await photoColumns()).toEqual([]);
    await db.transaction().execute((trx) => dishPhotos.up(trx));
    expect(await photoColumns()).toEqual(['photo_author', 'photo_licence', 'photo_source_url', 'photo_url']);
    expect(await dishes()).toBe(count);
  });

  it('refuses a photo without its whole credit: a part missing, a blank author, an address that is not https', async () => {
    const set = (photo: { url: string | null; author: string | null; licence: string | null; source: string | null }) =>
      sql`update culinary.dishes set photo_url = ${photo.url}, photo_author = ${photo.author}, photo_licence = ${photo.licence},
          photo_source_url = ${photo.source} where slug = 'banh-gio'`.execute(db);
    const credited = { url: 'https://upload.wikimedia.org/x.jpg', author: 'Lan', licence: 'CC0', source: 'https://commons.wikimedia.org/wiki/File:X.jpg' };
    await expect(set({ ...credited, author: null })).rejects.toThrow(/dishes_photo_all_or_none/);
    await expect(set({ ...credited, url: null })).rejects.toThrow(/dishes_photo_all_or_none/);
    await expect(set({ url: null, author: null, licence: null, source: credited.source })).rejects.toThrow(/dishes_photo_all_or_none/);
    await expect(set({ ...credited, author: '  ' })).rejects.toThrow(/dishes_photo_credited/);
    await expect(set({ ...credited, licence: '' })).rejects.toThrow(/dishes_photo_credited/);
    await expect(set({ ...credited, url: 'http://upload.wikimedia.org/x.jpg' })).rejects.toThrow(/dishes_photo_credited/);
    await expect(set({ ...credited, source: 'javascript:alert(1)' })).rejects.toThrow(/dishes_photo_credited/);
    await set(credited);
    await set({ url: null, author: null, licence: null, source: null });
  });
});

describe('migration 2026_11_27_0007_log_names', () => {
  let migrated: MigrationTestDatabase;
  let db: Kysely<any>;
  beforeAll(async () => {
    migrated = await openMigrationTestDatabase();
    db = migrated.db;
  });
  afterAll(() => migrated?.close());

  it('names the entries written before it from what still exists, and goes down and up again', async () => {
    await db.transaction().execute((trx) => logNames.down(trx));
    const dish = (await sql<{ id: number }>`select id from culinary.dishes where slug = 'banh-ngai'`.execute(db)).rows[0]!.id;
    const review = (
      await sql<{ id: number }>`insert into culinary.reviews (user_id, dish_id, rating, content)
        values ('u1', ${dish}, 4, 'Bánh ngải thơm và dẻo.') returning id`.execute(db)
    ).rows[0]!.id;
    const suggestion = (
      await sql<{ id: number }>`insert into culinary.suggestions (name, kind, address, serves, author_uid)
        values ('Quán Cũ', 'restaurant', 'Phường Phan Đình Phùng', 'Phở', 'u2') returning id`.execute(db)
    ).rows[0]!.id;
    await sql`insert into culinary.moderation_log (editor_uid, subject, subject_id, decision) values
      ('e1', 'review', ${review}, 'approve'), ('e1', 'suggestion', ${suggestion}, 'approve'), ('e1', 'review', 999999, 'reject')`.execute(db);

    await db.transaction().execute((trx) => logNames.up(trx));
    const { rows } = await sql<{ subjectId: number; subjectName: string | null; subjectNameVi: string | null }>`
      select subject_id, subject_name, subject_name_vi from culinary.moderation_log where editor_uid = 'e1' order by id`.execute(db);
    expect(rows).toEqual([
      { subjectId: review, subjectName: 'Mugwort cake', subjectNameVi: 'Bánh ngải' },
      { subjectId: suggestion, subjectName: 'Quán Cũ', subjectNameVi: null },
      // A review deleted since: its entry keeps its id alone.
      { subjectId: 999999, subjectName: null, subjectNameVi: null },
    ]);
  });
});

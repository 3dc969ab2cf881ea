import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per accepted upload. The files are WebP re-encodings named by content_hash (a SHA-256
  // of every variant, so identical photos share their files) and width: <hash>-<width>.webp.
  // Until another service attaches it (a review names it), an upload is provisional: the
  // sweeper deletes it 24 hours after created_at.
  await db.schema
    .createTable('media.uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_uid', 'text', (c) => c.notNull().check(sql`length(owner_uid) between 1 and 128`))
    .addColumn('content_hash', 'text', (c) => c.notNull().check(sql`content_hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('original_mime', 'text', (c) =>
      c.notNull().check(sql`original_mime in ('image/jpeg', 'image/png', 'image/webp')`),
    )
    // The photo's size after EXIF orientation; variants keep its aspect ratio.
    .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (c) => c.notNull().check(sql`height > 0`))
    // Size of the file as uploaded (before re-encoding).
    .addColumn('bytes', 'integer', (c) => c.notNull().check(sql`bytes > 0`))
    // Pixel widths of the stored variants, ascending; never wider than the original.
    .addColumn('variants', sql`integer[]`, (c) =>
      c.notNull().check(sql`cardinality(variants) between 1 and 10 and 0 < all(variants)`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attached_at', 'timestamptz')
    .execute();
  // The sweeper's scan: provisional uploads, oldest first.
  await db.schema
    .createIndex('uploads_unattached_idx')
    .on('media.uploads')
    .column('created_at')
    .where(sql.ref('attached_at'), 'is', null)
    .execute();
  // Whether another upload still uses a file set before the sweeper removes it.
  await db.schema.createIndex('uploads_content_hash_idx').on('media.uploads').column('content_hash').execute();

  // Every upload attempt that got as far as being read, for the hourly per-user limit. Kept
  // apart from uploads: refused files count too (decoding them cost as much), and the sweeper
  // may delete an upload long before its attempt leaves the window.
  await db.schema
    .createTable('media.upload_attempts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_uid', 'text', (c) => c.notNull().check(sql`length(owner_uid) between 1 and 128`))
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('upload_attempts_owner_idx')
    .on('media.upload_attempts')
    .columns(['owner_uid', 'attempted_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media.upload_attempts').execute();
  await db.schema.dropTable('media.uploads').execute();
}

import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // The answer an accepted vote got, so a retry with the same Idempotency-Key gets it again.
  // Null for votes recorded before this column existed.
  await db.schema
    .alterTable('voting.vote_events')
    .addColumn('votes_remaining', 'integer', (c) => c.check(sql`votes_remaining >= 0`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('voting.vote_events').dropColumn('votes_remaining').execute();
}

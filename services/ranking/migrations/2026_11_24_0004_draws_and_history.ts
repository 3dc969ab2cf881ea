import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // "Can't decide": a draw (Elo score 0.5 both sides) is applied like any vote; the winning and
  // losing columns then simply hold the two sides. Every earlier vote was a win.
  await db.schema
    .alterTable('ranking.votes')
    .addColumn('outcome', 'text', (c) => c.notNull().defaultTo('win').check(sql`outcome in ('win', 'draw')`))
    .execute();
  // A place's votes of a season, on either side, for its score history.
  await db.schema.createIndex('ranking_votes_winner_season_idx').on('ranking.votes').columns(['winning_location_id', 'season', 'id']).execute();
  await db.schema.createIndex('ranking_votes_loser_season_idx').on('ranking.votes').columns(['losing_location_id', 'season', 'id']).execute();

  // The published score history: one row per place per applied vote it took part in, with its
  // score after the vote and how the vote went for it. Read by catalog (location detail chart);
  // the applied votes themselves (voters, event ids) stay private.
  await sql`
    create view ranking.score_history as
    select season, winning_location_id as location_id, id as vote_id, voted_at, winner_score_after as elo_score,
           case when outcome = 'draw' then 'draw' else 'win' end as outcome
    from ranking.votes
    union all
    select season, losing_location_id, id, voted_at, loser_score_after,
           case when outcome = 'draw' then 'draw' else 'loss' end
    from ranking.votes`.execute(db);
  await sql`grant select on ranking.score_history to catalog`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view ranking.score_history`.execute(db);
  await db.schema.dropIndex('ranking.ranking_votes_loser_season_idx').execute();
  await db.schema.dropIndex('ranking.ranking_votes_winner_season_idx').execute();
  await db.schema.alterTable('ranking.votes').dropColumn('outcome').execute();
}

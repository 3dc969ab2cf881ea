import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // Places level on score and matches share a rank (1, 1, 3): two places with the same record
  // were shown as #1 and #2, the order of their ids deciding. Lists still put the lower id
  // first among them. Same signature: the grants on the function stay.
  await sql`
    create or replace function ranking.season_ranks(season text)
    returns table (location_id integer, elo_score integer, matches integer, wins integer, losses integer, rank integer)
    language sql stable parallel safe
    as $$
      select s.location_id, s.elo_score, s.matches, s.wins, s.losses,
             (rank() over (order by s.elo_score desc, s.matches desc))::integer
      from ranking.standings s
      where s.season = season_ranks.season and s.matches > 0
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function ranking.season_ranks(season text)
    returns table (location_id integer, elo_score integer, matches integer, wins integer, losses integer, rank integer)
    language sql stable parallel safe
    as $$
      select s.location_id, s.elo_score, s.matches, s.wins, s.losses,
             (row_number() over (order by s.elo_score desc, s.matches desc, s.location_id))::integer
      from ranking.standings s
      where s.season = season_ranks.season and s.matches > 0
    $$`.execute(db);
}

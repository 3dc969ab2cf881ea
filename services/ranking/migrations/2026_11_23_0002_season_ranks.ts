import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // No foreign key crosses a schema: retiring or even removing a catalog row must never erase
  // an applied vote or a standing.
  for (const [table, column] of [
    ['votes', 'winning_location_id'],
    ['votes', 'losing_location_id'],
    ['standings', 'location_id'],
  ] as const) {
    await sql`alter table ${sql.table(`ranking.${table}`)} drop constraint if exists ${sql.id(`${table}_${column}_fkey`)}`.execute(db);
  }

  // The one rank: a place's position in a season among places with at least one match, by Elo,
  // then more matches, then the lower id. A place without a match has no row here: unranked.
  await sql`
    create function ranking.season_ranks(season text)
    returns table (location_id integer, elo_score integer, matches integer, wins integer, losses integer, rank integer)
    language sql stable parallel safe
    as $$
      select s.location_id, s.elo_score, s.matches, s.wins, s.losses,
             (row_number() over (order by s.elo_score desc, s.matches desc, s.location_id))::integer
      from ranking.standings s
      where s.season = season_ranks.season and s.matches > 0
    $$`.execute(db);

  // Published read models: the standings and the rank over them, for catalog and voting.
  await sql`grant usage on schema ranking to catalog, voting`.execute(db);
  await sql`grant select on ranking.standings to catalog, voting`.execute(db);
  await sql`grant execute on function ranking.season_ranks(text) to catalog, voting`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function ranking.season_ranks(text)`.execute(db);
  await sql`revoke select on ranking.standings from catalog, voting`.execute(db);
  await sql`revoke usage on schema ranking from catalog, voting`.execute(db);
}

import { sql, type Kysely, type Transaction } from 'kysely';
import type { AppliedVote, StandingRow } from './board.ts';
import { TIME_ZONE } from '@tn/kit/time';
import type { LoggedVote, ProjectorDatabase } from './vote-log-tables.ts';

type Db = Kysely<ProjectorDatabase> | Transaction<ProjectorDatabase>;

const LOCK = `pg_advisory_xact_lock(hashtextextended('tn:ranking:projector', 0))`;

/**
 * One projector applies at a time, whatever the number of instances: the lock is held until the
 * batch's transaction ends (commit, rollback or a dropped connection), so a crash frees it.
 */
export async function lockProjector(trx: Transaction<ProjectorDatabase>): Promise<void> {
  await sql.raw(`select ${LOCK}`).execute(trx);
}

/**
 * BEGIN and the projector lock in one round trip (a parameterless multi-statement query):
 * round trips are most of a small batch's cost.
 */
export async function beginLocked(conn: Kysely<ProjectorDatabase>): Promise<void> {
  await sql.raw(`begin; select ${LOCK}`).execute(conn);
}

export async function commit(conn: Kysely<ProjectorDatabase>): Promise<void> {
  await sql`commit`.execute(conn);
}

export async function rollback(conn: Kysely<ProjectorDatabase>): Promise<void> {
  await sql`rollback`.execute(conn);
}

export interface NextVotes {
  /** The highest applied log position when the statement ran. */
  cursor: number;
  /** Where the search for unapplied votes started (exclusive). */
  low: number;
  votes: LoggedVote[];
}

/**
 * The cursor and the next unapplied votes in one statement: logged votes after
 * low = min(after, cursor − window) that are not in ranking.votes, in log order. The range is
 * repeated on the inner side because Postgres does not carry e.id > low over to v.id: without it
 * an anti-join would read every applied vote for each batch.
 */
export async function nextUnapplied(db: Db, options: { after?: number; window: number; limit: number }): Promise<NextVotes> {
  const { rows } = await sql<{ cursor: number; low: number } & { [K in keyof LoggedVote]: LoggedVote[K] | null }>`
    select c.cursor, c.low, e.id, e.event_id, e.user_id, e.outcome, e.winning_location_id, e.losing_location_id,
           e.voted_at, e.week_number, e.year_number
    from (
      select m.cursor, least(coalesce(${options.after ?? null}::bigint, m.cursor), greatest(0, m.cursor - ${options.window}::bigint)) as low
      from (select coalesce(max(id), 0)::bigint as cursor from ranking.votes) m
    ) c
    left join lateral (
      select * from voting.vote_log e
      where e.id > c.low and not exists (select 1 from ranking.votes v where v.id = e.id and v.id > c.low)
      order by e.id
      limit ${options.limit}
    ) e on true
    order by e.id`.execute(db);
  const first = rows[0];
  return {
    cursor: Number(first?.cursor ?? 0),
    low: Number(first?.low ?? 0),
    votes: rows.filter((r) => r.id !== null) as LoggedVote[],
  };
}

/**
 * Projector lag: how long the oldest vote beyond the cursor (logged, not applied yet) has waited,
 * in seconds; 0 when none waits. Measured on the database's clock against the voting service's
 * voted_at, so a skew between their clocks shows here too.
 */
export async function unappliedLagSeconds(db: Db): Promise<number> {
  const { rows } = await sql<{ lag: number | null }>`
    select greatest(0, extract(epoch from clock_timestamp() - min(e.voted_at)))::float8 as lag
    from voting.vote_log e
    where e.id > (select coalesce(max(v.id), 0) from ranking.votes v)`.execute(db);
  return Number(rows[0]?.lag ?? 0);
}

/** Logged votes after `after`, in log order, whether applied or not (replay, keyset paging). */
export async function loggedVotes(db: Db, after: number, limit: number, season?: SeasonRange): Promise<LoggedVote[]> {
  let query = db
    .selectFrom('voting.vote_log as e')
    .select(['e.id', 'e.eventId', 'e.userId', 'e.outcome', 'e.winningLocationId', 'e.losingLocationId', 'e.votedAt', 'e.weekNumber', 'e.yearNumber'])
    .where('e.id', '>', after);
  if (season) query = query.where('e.votedAt', '>=', season.from).where('e.votedAt', '<', season.to);
  return query.orderBy('e.id').limit(limit).execute();
}

export interface SeasonRange {
  season: string;
  from: Date;
  to: Date;
}

/** The instants a season (a calendar month in Vietnam) starts and ends. */
export async function seasonRange(db: Db, season: string): Promise<SeasonRange> {
  const { rows } = await sql<{ from: Date; to: Date }>`
    select (${season} || '-01')::timestamp at time zone ${TIME_ZONE} as "from",
           ((${season} || '-01')::date + interval '1 month')::timestamp at time zone ${TIME_ZONE} as "to"`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`no range for season ${season}`);
  return { season, from: row.from, to: row.to };
}

/**
 * Rewinds a season to just before a log position: deletes its applied votes after `afterId` and
 * takes their effect out of its standings. Every stored vote keeps the scores from before it, so
 * a location's score goes back to its score before the earliest removed vote that involved it,
 * and its counts drop by the removed votes: the work is proportional to what is removed, not to
 * the season. Answers how many votes were removed.
 */
export async function rewindSeason(db: Db, season: string, afterId: number): Promise<number> {
  const { rows } = await sql<{ removed: number }>`
    with removed as (
      delete from ranking.votes where id > ${afterId} and season = ${season}
      returning id, outcome, winning_location_id, losing_location_id, winner_score_before, loser_score_before
    ), played as (
      select id, outcome, winning_location_id as location_id, winner_score_before as score_before, true as won from removed
      union all
      select id, outcome, losing_location_id, loser_score_before, false from removed
    ), undo as (
      select location_id, (array_agg(score_before order by id))[1] as score_before, count(*) as matches,
             count(*) filter (where won and outcome = 'win') as wins,
             count(*) filter (where not won and outcome = 'win') as losses
      from played group by location_id
    ), rewound as (
      update ranking.standings s
         set elo_score = u.score_before, matches = s.matches - u.matches, wins = s.wins - u.wins,
             losses = s.losses - u.losses, updated_at = now()
        from undo u
       where s.season = ${season} and s.location_id = u.location_id
    )
    select count(*)::int as removed from removed`.execute(db);
  const removed = rows[0]?.removed ?? 0;
  // A location whose every vote was removed is back to "never played": no row, as in a replay.
  if (removed > 0) await db.deleteFrom('ranking.standings').where('season', '=', season).where('matches', '=', 0).execute();
  return removed;
}

export async function loadStandings(db: Db, seasons: string[]): Promise<StandingRow[]> {
  if (seasons.length === 0) return [];
  return db
    .selectFrom('ranking.standings')
    .select(['season', 'locationId', 'eloScore', 'matches', 'wins', 'losses'])
    .where('season', 'in', seasons)
    .execute();
}

/**
 * Stores applied votes and the standings they produced in one statement (arrays unnested: no
 * parameter limit, one round trip). No ON CONFLICT for votes: under the projector lock a
 * duplicate can only be a bug, and it must abort the batch rather than be skipped after its Elo
 * was counted. Standings are absolute values computed under the lock.
 */
export async function storeBatch(db: Db, votes: AppliedVote[], standings: StandingRow[]): Promise<void> {
  if (votes.length === 0 && standings.length === 0) return;
  await sql`
    with stored_votes as (${insertVotesSql(votes)})
    ${upsertStandingsSql(standings)}`.execute(db);
}

export async function insertAppliedVotes(db: Db, votes: AppliedVote[]): Promise<void> {
  if (votes.length === 0) return;
  await insertVotesSql(votes).execute(db);
}

export async function upsertStandings(db: Db, rows: StandingRow[]): Promise<void> {
  if (rows.length === 0) return;
  await upsertStandingsSql(rows).execute(db);
}

function insertVotesSql(votes: AppliedVote[]) {
  const col = <K extends keyof AppliedVote>(key: K) => votes.map((v) => v[key]);
  return sql`
    insert into ranking.votes (id, event_id, outcome, winning_location_id, losing_location_id, winner_score_before,
      loser_score_before, winner_score_after, loser_score_after, voted_at, user_id, week_number, year_number, season)
    select * from unnest(${col('id')}::bigint[], ${col('eventId')}::uuid[], ${col('outcome')}::text[], ${col('winningLocationId')}::int[],
      ${col('losingLocationId')}::int[], ${col('winnerScoreBefore')}::int[], ${col('loserScoreBefore')}::int[],
      ${col('winnerScoreAfter')}::int[], ${col('loserScoreAfter')}::int[], ${col('votedAt')}::timestamptz[],
      ${col('userId')}::text[], ${col('weekNumber')}::int[], ${col('yearNumber')}::int[], ${col('season')}::text[])`;
}

function upsertStandingsSql(rows: StandingRow[]) {
  const col = <K extends keyof StandingRow>(key: K) => rows.map((r) => r[key]);
  return sql`
    insert into ranking.standings (season, location_id, elo_score, matches, wins, losses, updated_at)
    select season, location_id, elo_score, matches, wins, losses, now()
    from unnest(${col('season')}::text[], ${col('locationId')}::int[], ${col('eloScore')}::int[],
      ${col('matches')}::int[], ${col('wins')}::int[], ${col('losses')}::int[])
      as s(season, location_id, elo_score, matches, wins, losses)
    on conflict (season, location_id) do update set elo_score = excluded.elo_score, matches = excluded.matches,
      wins = excluded.wins, losses = excluded.losses, updated_at = excluded.updated_at`;
}

/** Deletes applied votes and standings, of one season or all, before a replay. */
export async function clearProjection(db: Db, season?: string): Promise<void> {
  let votes = db.deleteFrom('ranking.votes');
  let standings = db.deleteFrom('ranking.standings');
  if (season) {
    votes = votes.where('season', '=', season);
    standings = standings.where('season', '=', season);
  }
  await votes.execute();
  await standings.execute();
}

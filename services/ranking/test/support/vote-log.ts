import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { TIME_ZONE, seasonOf } from '@tn/kit/time';
import { ELO_K, ELO_START, expectedScore } from '../../src/projector/elo.ts';
import type { ProjectorDatabase } from '../../src/projector/vote-log-tables.ts';

/** Test stand-in for the voting service: appends one accepted vote to the log, as it does. */
export interface NewVote {
  winningLocationId: number;
  losingLocationId: number;
  votedAt?: Date;
  userId?: string;
  /** 'win' when omitted. */
  outcome?: 'win' | 'draw';
  /** An explicit log position (to stage out-of-order commits); the sequence otherwise. */
  id?: number;
}

export interface Appended {
  id: number;
  eventId: string;
}

export async function appendVote(db: Kysely<any>, vote: NewVote): Promise<Appended> {
  const eventId = randomUUID();
  const votedAt = vote.votedAt ?? new Date();
  const { rows } = await sql<{ id: number }>`
    insert into voting.vote_events (id, event_id, user_id, outcome, winning_location_id, losing_location_id, voted_at,
      week_start, week_number, year_number)
    values (coalesce(${vote.id ?? null}::bigint, nextval('voting.vote_events_id_seq')), ${eventId}, ${vote.userId ?? `user-${eventId.slice(0, 8)}`},
      ${vote.outcome ?? 'win'}, ${vote.winningLocationId}, ${vote.losingLocationId}, ${votedAt},
      date_trunc('week', ${votedAt}::timestamptz at time zone ${TIME_ZONE})::date,
      extract(week from ${votedAt}::timestamptz at time zone ${TIME_ZONE})::int,
      extract(isoyear from ${votedAt}::timestamptz at time zone ${TIME_ZONE})::int)
    returning id`.execute(db);
  return { id: Number(rows[0]!.id), eventId };
}

/** Many votes in one statement, between random pairs of the given locations. */
export async function appendRandomVotes(
  db: Kysely<ProjectorDatabase>,
  count: number,
  locationIds: number[],
  options: { votedAt?: Date; random?: () => number; /** Share of draws, 0 by default. */ draws?: number } = {},
): Promise<void> {
  const random = options.random ?? Math.random;
  const winners: number[] = [];
  const losers: number[] = [];
  const outcomes: string[] = [];
  for (let i = 0; i < count; i++) {
    const w = Math.floor(random() * locationIds.length);
    let l = Math.floor(random() * (locationIds.length - 1));
    if (l >= w) l += 1;
    winners.push(locationIds[w]!);
    losers.push(locationIds[l]!);
    outcomes.push(random() < (options.draws ?? 0) ? 'draw' : 'win');
  }
  const votedAt = options.votedAt ?? new Date();
  await sql`
    insert into voting.vote_events (event_id, user_id, outcome, winning_location_id, losing_location_id, voted_at,
      week_start, week_number, year_number)
    select gen_random_uuid(), 'bulk-' || n, o, w, l, ${votedAt},
      date_trunc('week', ${votedAt}::timestamptz at time zone ${TIME_ZONE})::date,
      extract(week from ${votedAt}::timestamptz at time zone ${TIME_ZONE})::int,
      extract(isoyear from ${votedAt}::timestamptz at time zone ${TIME_ZONE})::int
    from unnest(${winners}::int[], ${losers}::int[], ${outcomes}::text[]) with ordinality as t(w, l, o, n)
    order by n`.execute(db);
}

export async function locationIds(db: Kysely<ProjectorDatabase>): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select id from catalog.locations order by id`.execute(db);
  return rows.map((r) => r.id);
}

export interface ExpectedStanding {
  season: string;
  locationId: number;
  eloScore: number;
  matches: number;
  wins: number;
  losses: number;
}

/**
 * The textbook update, rounded once half away from zero: the winning side's score is 1 for a win,
 * 0.5 for a draw. Written here independently of the projector's elo.ts, so a bug there shows.
 */
function eloDelta(outcome: 'win' | 'draw', winner: number, loser: number): number {
  const exact = ELO_K * ((outcome === 'draw' ? 0.5 : 1) - expectedScore(winner, loser));
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/**
 * An independent sequential replay: the whole log in id order, one Elo update per vote (score 1,
 * or 0.5 both sides for a draw), seasons by seasonOf. Written plainly here rather than through
 * the projector's Board, so a bug there shows.
 */
export async function sequentialReplay(db: Kysely<ProjectorDatabase>, upToId = Number.MAX_SAFE_INTEGER) {
  const { rows } = await sql<{ id: number; outcome: 'win' | 'draw'; winningLocationId: number; losingLocationId: number; votedAt: Date }>`
    select id, outcome, winning_location_id, losing_location_id, voted_at from voting.vote_events where id <= ${upToId} order by id`.execute(db);
  const table = new Map<string, ExpectedStanding>();
  const scores = new Map<number, { winnerBefore: number; loserBefore: number; winnerAfter: number; loserAfter: number }>();
  const at = (season: string, locationId: number) => {
    const key = `${season}/${locationId}`;
    let s = table.get(key);
    if (!s) table.set(key, (s = { season, locationId, eloScore: ELO_START, matches: 0, wins: 0, losses: 0 }));
    return s;
  };
  for (const v of rows) {
    const season = seasonOf(v.votedAt);
    const w = at(season, v.winningLocationId);
    const l = at(season, v.losingLocationId);
    const delta = eloDelta(v.outcome, w.eloScore, l.eloScore);
    const r = { winner: w.eloScore + delta, loser: l.eloScore - delta };
    scores.set(Number(v.id), { winnerBefore: w.eloScore, loserBefore: l.eloScore, winnerAfter: r.winner, loserAfter: r.loser });
    w.eloScore = r.winner;
    l.eloScore = r.loser;
    w.matches += 1;
    l.matches += 1;
    // A draw is a match for both, neither a win nor a loss.
    if (v.outcome === 'win') {
      w.wins += 1;
      l.losses += 1;
    }
  }
  const standings = [...table.values()].sort(byKey);
  return { votes: rows.length, standings, scores };
}

const byKey = (a: ExpectedStanding, b: ExpectedStanding) => a.season.localeCompare(b.season) || a.locationId - b.locationId;

export async function storedStandings(db: Kysely<ProjectorDatabase>): Promise<ExpectedStanding[]> {
  const rows = await db
    .selectFrom('ranking.standings')
    .select(['season', 'locationId', 'eloScore', 'matches', 'wins', 'losses'])
    .orderBy('season')
    .orderBy('locationId')
    .execute();
  return rows;
}

/**
 * I2 and I3 at once (for the log up to `upToId`, when a projector stopped part-way): every logged vote applied exactly once, with the scores a sequential replay
 * gives it, and standings equal to that replay.
 */
export async function expectProjectionMatchesLog(db: Kysely<ProjectorDatabase>, upToId = Number.MAX_SAFE_INTEGER): Promise<void> {
  const expected = await sequentialReplay(db, upToId);
  const { rows: counts } = await sql<{ logged: number; applied: number; distinctEvents: number; missing: number }>`
    select (select count(*) from voting.vote_events where id <= ${upToId}) as logged,
           (select count(*) from ranking.votes) as applied,
           (select count(distinct event_id) from ranking.votes) as distinct_events,
           (select count(*) from voting.vote_events e where e.id <= ${upToId} and not exists
              (select 1 from ranking.votes v where v.id = e.id and v.event_id = e.event_id)) as missing`.execute(db);
  expect(counts[0]).toEqual({ logged: expected.votes, applied: expected.votes, distinctEvents: expected.votes, missing: 0 });
  const applied = await db
    .selectFrom('ranking.votes')
    .select(['id', 'winnerScoreBefore', 'loserScoreBefore', 'winnerScoreAfter', 'loserScoreAfter'])
    .orderBy('id')
    .execute();
  const wrong = applied.filter((v) => {
    const e = expected.scores.get(Number(v.id));
    return (
      !e ||
      e.winnerBefore !== v.winnerScoreBefore ||
      e.loserBefore !== v.loserScoreBefore ||
      e.winnerAfter !== v.winnerScoreAfter ||
      e.loserAfter !== v.loserScoreAfter
    );
  });
  expect(wrong.slice(0, 5)).toEqual([]);
  expect(await storedStandings(db)).toEqual(expected.standings);
}

import { sql, type Kysely } from 'kysely';
import { seasonOf } from '@tn/kit/time';
import { applyOutcome, ELO_START } from '@tn/ranking/elo';

export interface Acknowledged {
  userId: string;
  key: string;
  winningLocationId: number;
  losingLocationId: number;
  outcome: 'win' | 'draw';
}

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

/**
 * The invariants after a run, from the database alone (never from the services' own claims):
 *  - no user has more accepted votes in a week than the configured allowance (I4);
 *  - every acknowledged vote is in the log exactly once, as sent (I1), nothing else is;
 *  - every logged vote is applied exactly once, with the scores a sequential replay gives (I2);
 *  - standings equal a sequential replay of the whole log in id order (I3).
 * Reads only. On a deployment other people vote on too, `scope.userIds` (the bench's own users)
 * limits the first three to the bench's votes; the last two always cover the whole log.
 */
export async function checkInvariants(
  db: Kysely<any>,
  acked: Acknowledged[],
  votesPerWeek: number,
  scope?: { userIds: string[] },
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const ours = scope ? sql`where user_id = any(${scope.userIds})` : sql``;
  const whose = scope ? ` (the bench's ${scope.userIds.length} users)` : '';

  const { rows: perUser } = await sql<{ userId: string; weekStart: string; n: number }>`
    select user_id, week_start::text, count(*)::int as n from voting.vote_events ${ours} group by 1, 2 order by n desc limit 1`.execute(db);
  const most = perUser[0]?.n ?? 0;
  results.push({
    name: `each user ≤ VOTES_PER_WEEK (${votesPerWeek}) accepted votes a week${whose}`,
    ok: most <= votesPerWeek,
    detail: `most by one user in one week: ${most}`,
  });

  const { rows: logged } = await sql<{ id: number; userId: string; idempotencyKey: string | null; winningLocationId: number; losingLocationId: number; outcome: string }>`
    select id, user_id, idempotency_key, winning_location_id, losing_location_id, outcome from voting.vote_events ${ours}`.execute(db);
  const byKey = new Map<string, typeof logged>();
  for (const row of logged) {
    const k = `${row.userId}\u0000${row.idempotencyKey ?? `#${row.id}`}`;
    byKey.set(k, [...(byKey.get(k) ?? []), row]);
  }
  let missing = 0;
  let duplicated = 0;
  let altered = 0;
  for (const a of acked) {
    const rows = byKey.get(`${a.userId}\u0000${a.key}`) ?? [];
    if (rows.length === 0) missing += 1;
    else if (rows.length > 1) duplicated += 1;
    else if (rows[0]!.winningLocationId !== a.winningLocationId || rows[0]!.losingLocationId !== a.losingLocationId || rows[0]!.outcome !== a.outcome) altered += 1;
  }
  const unacknowledged = logged.length - (acked.length - missing);
  results.push({
    name: `every acknowledged vote is in the log exactly once, as sent${whose}`,
    ok: missing === 0 && duplicated === 0 && altered === 0,
    detail: `${acked.length} acknowledged, ${logged.length} logged; missing ${missing}, duplicated ${duplicated}, altered ${altered}`,
  });
  results.push({
    name: `nothing unacknowledged in the log${whose}`,
    ok: unacknowledged === 0,
    detail: `${unacknowledged} logged vote(s) without a 200 (a client-side timeout after commit would do it)`,
  });

  const { rows: applied } = await sql<{ logged: number; applied: number; matched: number; distinctEvents: number }>`
    select (select count(*) from voting.vote_events)::int as logged,
           (select count(*) from ranking.votes)::int as applied,
           (select count(*) from ranking.votes v join voting.vote_events e on e.id = v.id and e.event_id = v.event_id)::int as matched,
           (select count(distinct event_id) from ranking.votes)::int as distinct_events`.execute(db);
  const a = applied[0]!;
  results.push({
    name: 'every logged vote applied exactly once',
    ok: a.logged === a.applied && a.applied === a.matched && a.matched === a.distinctEvents,
    detail: `logged ${a.logged}, applied ${a.applied}, matching the log ${a.matched}, distinct events ${a.distinctEvents}`,
  });

  const replayed = await sequentialReplay(db);
  const { rows: stored } = await sql<{ season: string; locationId: number; eloScore: number; matches: number; wins: number; losses: number }>`
    select season, location_id, elo_score, matches, wins, losses from ranking.standings`.execute(db);
  let differing = 0;
  for (const s of stored) {
    const e = replayed.standings.get(`${s.season}/${s.locationId}`);
    if (!e || e.eloScore !== s.eloScore || e.matches !== s.matches || e.wins !== s.wins || e.losses !== s.losses) differing += 1;
  }
  differing += Math.max(0, replayed.standings.size - stored.length);
  const { rows: scores } = await sql<{ id: number; winnerScoreBefore: number; loserScoreBefore: number; winnerScoreAfter: number; loserScoreAfter: number }>`
    select id, winner_score_before, loser_score_before, winner_score_after, loser_score_after from ranking.votes`.execute(db);
  const wrongScores = scores.filter((v) => {
    const e = replayed.scores.get(v.id);
    return !e || e[0] !== v.winnerScoreBefore || e[1] !== v.loserScoreBefore || e[2] !== v.winnerScoreAfter || e[3] !== v.loserScoreAfter;
  }).length;
  results.push({
    name: 'standings == sequential replay of the log in id order',
    ok: differing === 0 && wrongScores === 0,
    detail: `${stored.length} standings rows over ${new Set(stored.map((s) => s.season)).size} season(s); ${differing} differ; ${wrongScores} applied votes with other scores than the replay`,
  });
  return results;
}

/** Standings and per-vote scores from the log, folded one vote at a time with applyOutcome (a draw: score 0.5 both sides). */
export async function sequentialReplay(db: Kysely<any>) {
  const standings = new Map<string, { eloScore: number; matches: number; wins: number; losses: number }>();
  const scores = new Map<number, [number, number, number, number]>();
  const at = (season: string, id: number) => {
    const key = `${season}/${id}`;
    let s = standings.get(key);
    if (!s) standings.set(key, (s = { eloScore: ELO_START, matches: 0, wins: 0, losses: 0 }));
    return s;
  };
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; outcome: 'win' | 'draw'; winningLocationId: number; losingLocationId: number; votedAt: Date }>`
      select id, outcome, winning_location_id, losing_location_id, voted_at from voting.vote_events
      where id > ${after} order by id limit 50000`.execute(db);
    for (const v of rows) {
      const season = seasonOf(v.votedAt);
      const w = at(season, v.winningLocationId);
      const l = at(season, v.losingLocationId);
      const r = applyOutcome(v.outcome, w.eloScore, l.eloScore);
      scores.set(v.id, [w.eloScore, l.eloScore, r.winner, r.loser]);
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
    if (rows.length < 50000) break;
    after = rows[rows.length - 1]!.id;
  }
  return { standings, scores };
}

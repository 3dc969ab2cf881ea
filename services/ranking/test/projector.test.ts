import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createDb } from '@tn/kit/db';
import { createTestDatabase, type TestDatabase } from '@tn/kit/testing';
import { catchUp, projectBatch } from '../src/projector/projector.ts';
import { replay } from '../src/projector/replay.ts';
import type { ProjectorDatabase } from '../src/projector/vote-log-tables.ts';
import {
  appendRandomVotes,
  appendVote,
  expectProjectionMatchesLog,
  locationIds,
  sequentialReplay,
  storedStandings,
} from './support/vote-log.ts';

describe('ranking projector', () => {
  let database: TestDatabase;
  /** Admin: appends to the vote log and inspects, as the voting service and a reviewer would. */
  let db: Kysely<ProjectorDatabase>;
  /** The projector's own connection, as the ranking role. */
  let projector: Kysely<ProjectorDatabase>;
  let ids: number[];
  const pools: Kysely<ProjectorDatabase>[] = [];

  /** Another connection pool on the same database: a second projector instance, or (admin) a voter. */
  const otherInstance = (as: 'projector' | 'voter' = 'projector') => {
    const other = createDb<ProjectorDatabase>(as === 'projector' ? database.urlAs('ranking') : database.url, { max: 2 });
    pools.push(other);
    return other;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb<ProjectorDatabase>(database.url, { max: 3 });
    projector = createDb<ProjectorDatabase>(database.urlAs('ranking'), { max: 4 });
    ids = await locationIds(db);
    expect(ids.length).toBeGreaterThanOrEqual(31);
  });

  afterAll(async () => {
    for (const pool of pools) await pool.destroy();
    await projector?.destroy();
    await db?.destroy();
    await database?.drop();
  });

  beforeEach(async () => {
    await sql`truncate ranking.votes, ranking.standings, voting.vote_events restart identity`.execute(db);
  });

  const [a, b, c] = [0, 1, 2];

  it('applies one vote: 1000 vs 1000 → 1016/984, stored with scores before and after', async () => {
    const voted = new Date('2026-11-10T03:00:00Z');
    const event = await appendVote(db, { winningLocationId: ids[a]!, losingLocationId: ids[b]!, votedAt: voted, userId: 'u1' });
    const result = await projectBatch(projector);
    expect(result).toMatchObject({ applied: 1, lastId: event.id, repairedSeasons: [], full: false });
    const stored = await db.selectFrom('ranking.votes').selectAll().execute();
    expect(stored).toEqual([
      {
        id: event.id,
        eventId: event.eventId,
        outcome: 'win',
        winningLocationId: ids[a],
        losingLocationId: ids[b],
        winnerScoreBefore: 1000,
        loserScoreBefore: 1000,
        winnerScoreAfter: 1016,
        loserScoreAfter: 984,
        votedAt: voted,
        userId: 'u1',
        weekNumber: 46,
        yearNumber: 2026,
        season: '2026-11',
      },
    ]);
    expect(await storedStandings(db)).toEqual([
      { season: '2026-11', locationId: ids[a], eloScore: 1016, matches: 1, wins: 1, losses: 0 },
      { season: '2026-11', locationId: ids[b], eloScore: 984, matches: 1, wins: 0, losses: 1 },
    ]);
  });

  it('chains scores vote after vote in log order', async () => {
    const at = new Date('2026-11-10T03:00:00Z');
    await appendVote(db, { winningLocationId: ids[a]!, losingLocationId: ids[b]!, votedAt: at });
    await appendVote(db, { winningLocationId: ids[a]!, losingLocationId: ids[b]!, votedAt: at });
    await appendVote(db, { winningLocationId: ids[c]!, losingLocationId: ids[a]!, votedAt: at });
    await catchUp(projector);
    const rows = await db.selectFrom('ranking.votes').select(['winnerScoreBefore', 'loserScoreBefore', 'winnerScoreAfter', 'loserScoreAfter']).orderBy('id').execute();
    expect(rows).toEqual([
      { winnerScoreBefore: 1000, loserScoreBefore: 1000, winnerScoreAfter: 1016, loserScoreAfter: 984 },
      { winnerScoreBefore: 1016, loserScoreBefore: 984, winnerScoreAfter: 1031, loserScoreAfter: 969 },
      // 1000 beats 1031: E = 0.4555, 32·0.5445 = 17.42 → 17.
      { winnerScoreBefore: 1000, loserScoreBefore: 1031, winnerScoreAfter: 1017, loserScoreAfter: 1014 },
    ]);
    await expectProjectionMatchesLog(db);
  });

  it('applies in batches of at most the batch size, in log order, and equals a sequential replay', async () => {
    await appendRandomVotes(db, 2_500, ids);
    const first = await projectBatch(projector, { batchSize: 1000 });
    expect(first).toMatchObject({ applied: 1000, lastId: 1000, full: true });
    const rest = await catchUp(projector, { batchSize: 1000 });
    expect(rest).toMatchObject({ applied: 1500, batches: 2 });
    await expectProjectionMatchesLog(db);
  });

  it('applies a draw (Elo score 0.5 both sides): a match for both, the log outcome kept, equal to a sequential replay', async () => {
    const at = new Date('2026-11-10T03:00:00Z');
    await appendVote(db, { winningLocationId: ids[a]!, losingLocationId: ids[b]!, votedAt: at });
    const draw = await appendVote(db, { winningLocationId: ids[b]!, losingLocationId: ids[a]!, votedAt: at, outcome: 'draw' });
    await catchUp(projector);
    const stored = await db.selectFrom('ranking.votes').select(['id', 'outcome', 'winnerScoreBefore', 'loserScoreBefore', 'winnerScoreAfter', 'loserScoreAfter']).orderBy('id').execute();
    // 984 draws 1016: 32·(0.5 − 0.4540) = 1.47 → 1, toward each other.
    expect(stored[1]).toEqual({ id: draw.id, outcome: 'draw', winnerScoreBefore: 984, loserScoreBefore: 1016, winnerScoreAfter: 985, loserScoreAfter: 1015 });
    expect(await storedStandings(db)).toEqual([
      { season: '2026-11', locationId: ids[a], eloScore: 1015, matches: 2, wins: 1, losses: 0 },
      { season: '2026-11', locationId: ids[b], eloScore: 985, matches: 2, wins: 0, losses: 1 },
    ]);
    await expectProjectionMatchesLog(db);
  });

  it('I2 and I3 with draws: concurrent projectors over a log with one vote in three a draw equal a sequential replay', async () => {
    let seed = 3;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    await appendRandomVotes(db, 1_500, ids, { draws: 1 / 3, random });
    const results = await Promise.all([projector, otherInstance()].map((p, i) => catchUp(p, { batchSize: 200 + i * 70 })));
    expect(results.reduce((sum, r) => sum + r.applied, 0)).toBe(1_500);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ranking.votes where outcome = 'draw'`.execute(db);
    expect(rows[0]!.n).toBeGreaterThan(300);
    await expectProjectionMatchesLog(db);
  });

  it('I3 with draws: a late draw rewinds and re-applies its season exactly', async () => {
    const at = new Date('2026-11-12T08:00:00Z');
    await appendVote(db, { winningLocationId: ids[a]!, losingLocationId: ids[b]!, votedAt: at, id: 2_000_001 });
    await appendVote(db, { winningLocationId: ids[c]!, losingLocationId: ids[a]!, votedAt: at, id: 2_000_004, outcome: 'draw' });
    await appendVote(db, { winningLocationId: ids[b]!, losingLocationId: ids[c]!, votedAt: at, id: 2_000_005 });
    await catchUp(projector);
    await appendVote(db, { winningLocationId: ids[a]!, losingLocationId: ids[b]!, votedAt: at, id: 2_000_002, outcome: 'draw' });
    expect(await catchUp(projector)).toMatchObject({ repairedSeasons: ['2026-11'] });
    await expectProjectionMatchesLog(db);
  });

  it('I2: applying again, batch after batch, applies nothing twice', async () => {
    await appendRandomVotes(db, 300, ids);
    await catchUp(projector);
    const before = await storedStandings(db);
    expect(await projectBatch(projector)).toMatchObject({ applied: 0 });
    expect(await catchUp(projector, { fullCheck: true })).toMatchObject({ applied: 0, repairedSeasons: [] });
    expect(await storedStandings(db)).toEqual(before);
    await expectProjectionMatchesLog(db);
  });

  it('I2: concurrent projector instances apply every vote exactly once', async () => {
    await appendRandomVotes(db, 3_000, ids);
    const instances = [projector, otherInstance(), otherInstance()];
    const results = await Promise.all(
      instances.flatMap((instance) => [catchUp(instance, { batchSize: 250 }), catchUp(instance, { batchSize: 400 })]),
    );
    expect(results.reduce((sum, r) => sum + r.applied, 0)).toBe(3_000);
    await expectProjectionMatchesLog(db);
  });

  it('I1: a batch that fails after writing votes leaves nothing behind, and a restart applies everything once (draws too)', async () => {
    await appendRandomVotes(db, 1_500, ids, { draws: 0.2 });
    await catchUp(projector, { batchSize: 500 }).catch(() => {});
    await appendRandomVotes(db, 700, ids, { draws: 0.2 });
    const crash = projectBatch(projector, {
      batchSize: 500,
      afterVotesWritten: async (trx) => {
        const { rows } = await sql<{ n: number }>`select count(*) as n from ranking.votes`.execute(trx);
        expect(rows[0]!.n).toBe(2_000); // written inside the batch, not yet committed
        throw new Error('projector crashed mid-batch');
      },
    });
    await expect(crash).rejects.toThrow('projector crashed mid-batch');
    const { rows } = await sql<{ n: number }>`select count(*) as n from ranking.votes`.execute(db);
    expect(rows[0]!.n).toBe(1_500);
    expect(await catchUp(projector, { batchSize: 500 })).toMatchObject({ applied: 700 });
    await expectProjectionMatchesLog(db);
  });

  it.each(['while a statement runs', 'between two statements'])(
    'I1: a projector whose database connection is killed mid-batch (%s) loses nothing and applies nothing twice (draws too)',
    async (when) => {
      await appendRandomVotes(db, 1_200, ids, { draws: 0.2 });
      const victim = otherInstance();
      const killed = projectBatch(victim, {
        batchSize: 1000,
        afterVotesWritten: async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          // Another connection terminates this one, as a crashed host or a failover would.
          const kill = () => sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(db);
          if (when === 'while a statement runs') {
            // Both awaited together: the statement fails as soon as its connection is gone, which
            // can be before the kill's own answer arrives, and must not be left unhandled meanwhile.
            const working = sql`select pg_sleep(10)`.execute(trx);
            await Promise.all([working, new Promise((r) => setTimeout(r, 100)).then(kill)]);
          } else {
            await kill();
            await new Promise((r) => setTimeout(r, 100));
          }
        },
      });
      await expect(killed).rejects.toThrow();
      const { rows } = await sql<{ n: number }>`select count(*) as n from ranking.votes`.execute(db);
      expect(rows[0]!.n).toBe(0);
      // The lock died with the connection: another instance (or the same, reconnected) goes on.
      expect(await catchUp(victim)).toMatchObject({ applied: 1_200 });
      await expectProjectionMatchesLog(db);
    },
  );

  it('puts votes of two calendar months (in Vietnam) into two seasons, each starting at 1000', async () => {
    const october = new Date('2026-10-31T16:59:00Z'); // 23:59 on 31 October in Hanoi
    const november = new Date('2026-10-31T17:00:00Z'); // 00:00 on 1 November in Hanoi
    await appendVote(db, { winningLocationId: ids[a]!, losingLocationId: ids[b]!, votedAt: october });
    await appendVote(db, { winningLocationId: ids[a]!, losingLocationId: ids[b]!, votedAt: october });
    await appendVote(db, { winningLocationId: ids[b]!, losingLocationId: ids[a]!, votedAt: november });
    await catchUp(projector);
    const seasons = await db.selectFrom('ranking.votes').select(['season', 'winnerScoreBefore', 'loserScoreBefore']).orderBy('id').execute();
    expect(seasons).toEqual([
      { season: '2026-10', winnerScoreBefore: 1000, loserScoreBefore: 1000 },
      { season: '2026-10', winnerScoreBefore: 1016, loserScoreBefore: 984 },
      { season: '2026-11', winnerScoreBefore: 1000, loserScoreBefore: 1000 },
    ]);
    expect(await storedStandings(db)).toEqual([
      { season: '2026-10', locationId: ids[a], eloScore: 1031, matches: 2, wins: 2, losses: 0 },
      { season: '2026-10', locationId: ids[b], eloScore: 969, matches: 2, wins: 0, losses: 2 },
      { season: '2026-11', locationId: ids[a], eloScore: 984, matches: 1, wins: 0, losses: 1 },
      { season: '2026-11', locationId: ids[b], eloScore: 1016, matches: 1, wins: 1, losses: 0 },
    ]);
    await expectProjectionMatchesLog(db);
  });

  it("rank movement across a month boundary: October's final ranks (catalog's previousRank for November) end at 23:59 in Hanoi", async () => {
    const lastMinuteOfOctober = new Date('2026-10-31T16:59:59Z'); // 23:59:59 on 31 October in Hanoi
    const firstMinuteOfNovember = new Date('2026-10-31T17:00:00Z'); // 00:00 on 1 November in Hanoi
    // October: a beats b, then c and b draw; a 1st, then b and c by score.
    await appendVote(db, { winningLocationId: ids[a]!, losingLocationId: ids[b]!, votedAt: lastMinuteOfOctober });
    await appendVote(db, { winningLocationId: ids[c]!, losingLocationId: ids[b]!, votedAt: lastMinuteOfOctober, outcome: 'draw' });
    // November: b beats a; c has not played yet.
    await appendVote(db, { winningLocationId: ids[b]!, losingLocationId: ids[a]!, votedAt: firstMinuteOfNovember });
    await catchUp(projector);
    const ranks = async (season: string) => {
      const { rows } = await sql<{ locationId: number; rank: number }>`
        select location_id, rank from ranking.season_ranks(${season}) order by rank`.execute(projector);
      return rows.map((r) => [r.locationId, r.rank]);
    };
    // 984 draws 1000: c gains round(32·(0.5 − 0.5230)) = −1 → 999, b 985.
    expect(await ranks('2026-10')).toEqual([[ids[a], 1], [ids[c], 2], [ids[b], 3]]);
    expect(await ranks('2026-11')).toEqual([[ids[b], 1], [ids[a], 2]]);
    await expectProjectionMatchesLog(db);
  });

  it('I3: a vote that commits after a later id was applied is projected in log order (two transactions)', async () => {
    const at = new Date('2026-11-12T08:00:00Z');
    await appendVote(db, { winningLocationId: ids[a]!, losingLocationId: ids[b]!, votedAt: at });
    await catchUp(projector);
    // The first voter's transaction takes id 2 but commits last.
    const slow = await db.startTransaction().execute();
    const late = await appendVote(slow, { winningLocationId: ids[b]!, losingLocationId: ids[a]!, votedAt: at });
    const fast = await appendVote(db, { winningLocationId: ids[a]!, losingLocationId: ids[c]!, votedAt: at });
    expect(late.id).toBeLessThan(fast.id);
    expect(await catchUp(projector)).toMatchObject({ applied: 1 });
    await slow.commit().execute();
    const repaired = await catchUp(projector);
    expect(repaired).toMatchObject({ applied: 2, repairedSeasons: ['2026-11'] });
    await expectProjectionMatchesLog(db);
  });

  it('I3: re-projects only the season of the late vote; other seasons stay as they are', async () => {
    const october = new Date('2026-10-20T08:00:00Z');
    const november = new Date('2026-11-20T08:00:00Z');
    await appendVote(db, { winningLocationId: ids[a]!, losingLocationId: ids[b]!, votedAt: october, id: 1_000_001 });
    await appendVote(db, { winningLocationId: ids[a]!, losingLocationId: ids[b]!, votedAt: november, id: 1_000_002 });
    await appendVote(db, { winningLocationId: ids[c]!, losingLocationId: ids[b]!, votedAt: november, id: 1_000_006 });
    await appendVote(db, { winningLocationId: ids[a]!, losingLocationId: ids[c]!, votedAt: october, id: 1_000_007 });
    await catchUp(projector);
    const octoberBefore = (await storedStandings(db)).filter((s) => s.season === '2026-10');
    // id 5 (November) becomes visible after 6 and 7 were applied.
    await appendVote(db, { winningLocationId: ids[b]!, losingLocationId: ids[c]!, votedAt: november, id: 1_000_005 });
    expect(await catchUp(projector)).toMatchObject({ applied: 2, repairedSeasons: ['2026-11'] });
    expect((await storedStandings(db)).filter((s) => s.season === '2026-10')).toEqual(octoberBefore);
    await expectProjectionMatchesLog(db);
  });

  it('I3: a late vote older than the recent window is found by the full check', async () => {
    const at = new Date('2026-11-12T08:00:00Z');
    await appendRandomVotes(db, 50, ids, { votedAt: at });
    await sql`select setval('voting.vote_events_id_seq', 100)`.execute(db);
    await appendRandomVotes(db, 50, ids, { votedAt: at });
    await catchUp(projector, { gapWindow: 20 });
    await appendVote(db, { winningLocationId: ids[a]!, losingLocationId: ids[b]!, votedAt: at, id: 60 });
    expect(await catchUp(projector, { gapWindow: 20 })).toMatchObject({ applied: 0 });
    const full = await catchUp(projector, { gapWindow: 20, fullCheck: true, batchSize: 10 });
    expect(full).toMatchObject({ applied: 51, repairedSeasons: ['2026-11'] });
    await expectProjectionMatchesLog(db);
  });

  it('I3: random interleavings of voters committing out of order and several projectors equal a sequential replay', async () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const months = [new Date('2026-10-31T16:00:00Z'), new Date('2026-10-31T18:00:00Z'), new Date('2026-12-01T01:00:00Z')];
    const voters = Array.from({ length: 6 }, () => otherInstance('voter'));
    const projectors = [projector, otherInstance()];
    let stop = false;
    const projecting = projectors.map(async (p, i) => {
      while (!stop) {
        await catchUp(p, { batchSize: 7 + i * 5, gapWindow: 50 });
        await new Promise((r) => setTimeout(r, random() * 5));
      }
    });
    await Promise.all(
      voters.map(async (voter) => {
        for (let n = 0; n < 40; n++) {
          const trx = await voter.startTransaction().execute();
          const w = Math.floor(random() * 8);
          const l = (w + 1 + Math.floor(random() * 7)) % 8;
          const outcome = random() < 0.2 ? 'draw' : 'win';
          await appendVote(trx, { winningLocationId: ids[w]!, losingLocationId: ids[l]!, votedAt: months[Math.floor(random() * 3)], outcome });
          // Holding the transaction open lets later ids commit first.
          await new Promise((r) => setTimeout(r, random() * 15));
          await trx.commit().execute();
        }
      }),
    );
    stop = true;
    await Promise.all(projecting);
    await catchUp(projector, { fullCheck: true });
    await expectProjectionMatchesLog(db);
    const { rows } = await sql<{ n: number }>`select count(distinct season) as n from ranking.votes`.execute(db);
    expect(rows[0]!.n).toBe(3);
  });

  it('replay() recomputes everything, or one season, from the log (draws included)', async () => {
    await appendRandomVotes(db, 400, ids, { votedAt: new Date('2026-10-15T00:00:00Z'), draws: 0.25 });
    await appendRandomVotes(db, 400, ids, { votedAt: new Date('2026-11-15T00:00:00Z'), draws: 0.25 });
    await catchUp(projector);
    const good = await storedStandings(db);
    const votesBefore = await db.selectFrom('ranking.votes').selectAll().orderBy('id').execute();

    await sql`update ranking.standings set elo_score = 0, wins = 0`.execute(db);
    const october = await replay(projector, '2026-10');
    expect(october).toMatchObject({ votes: 400, seasons: ['2026-10'] });
    const partly = await storedStandings(db);
    expect(partly.filter((s) => s.season === '2026-10')).toEqual(good.filter((s) => s.season === '2026-10'));
    expect(partly.filter((s) => s.season === '2026-11').every((s) => s.eloScore === 0)).toBe(true);

    await sql`delete from ranking.votes where id % 3 = 0`.execute(db);
    const all = await replay(projector);
    expect(all).toMatchObject({ votes: 800, seasons: ['2026-10', '2026-11'] });
    expect(await storedStandings(db)).toEqual(good);
    expect(await db.selectFrom('ranking.votes').selectAll().orderBy('id').execute()).toEqual(votesBefore);
    await expectProjectionMatchesLog(db);
    await expect(replay(projector, '2026-13')).rejects.toThrow(/season/);
  });

  it('the sequential replay helper agrees with known values', async () => {
    const at = new Date('2026-11-10T03:00:00Z');
    await appendVote(db, { winningLocationId: ids[a]!, losingLocationId: ids[b]!, votedAt: at });
    const expected = await sequentialReplay(db);
    expect(expected.standings.map((s) => s.eloScore)).toEqual([1016, 984]);
  });
});

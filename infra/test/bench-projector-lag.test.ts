import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@tn/kit/db';
import { createTestDatabase, type TestDatabase } from '@tn/kit/testing';
import { wallNow, watchProjector } from '../bench/lib/projector-lag.ts';

/**
 * The vote bench's projector-lag poller, on a real database: it sights each applied log position
 * once, when it first shows in ranking.votes, including a position applied after higher ones (a
 * vote committed out of log order), and leaves the votes applied before it started alone.
 */

let testDb: TestDatabase;
let db: Kysely<any>;

/** Writes log position `id` as applied (the projector's row, with what its columns require). */
const apply = (id: number) =>
  sql`
    insert into ranking.votes (id, event_id, winning_location_id, losing_location_id, winner_score_before, loser_score_before,
      winner_score_after, loser_score_after, week_number, year_number, season)
    values (${id}, gen_random_uuid(), 1, 2, 1000, 1000, 1016, 984, 48, 2026, '2026-11')`.execute(db);

const logged = (id: number) =>
  sql`
    insert into voting.vote_events (id, event_id, user_id, winning_location_id, losing_location_id, week_start, week_number, year_number, idempotency_key)
    values (${id}, gen_random_uuid(), 'u1', 1, 2, '2026-11-23', 48, 2026, ${`key-${id}`})`.execute(db);

async function until(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(5);
  }
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDb(testDb.url, { max: 2 });
});

afterAll(async () => {
  await db?.destroy();
  await testDb?.drop();
});

describe('watchProjector', () => {
  it('sights new positions, a late one below the highest, and each once', async () => {
    for (const id of [1, 2]) await apply(id);
    const watch = watchProjector(db);
    await sleep(50);
    expect(watch.firstSeen.size).toBe(0); // applied before the watch: not ours

    for (const id of [3, 5, 6]) await apply(id);
    await until(() => watch.firstSeen.has(6));
    const firstSighting = watch.firstSeen.get(3)!;

    // Position 4 commits after 5 and 6 were applied: the poller still finds it below its highest.
    const lateAt = wallNow();
    await apply(4);
    await until(() => watch.firstSeen.has(4), 2_000);
    expect(watch.firstSeen.get(4)!).toBeGreaterThanOrEqual(lateAt);
    expect(watch.firstSeen.get(3)).toBe(firstSighting);

    for (const id of [3, 4, 5, 6]) await logged(id);
    const acked = [3, 4, 5, 6].map((id) => ({ userId: 'u1', key: `key-${id}`, winningLocationId: 1, losingLocationId: 2, outcome: 'win' as const, ackAt: 0 }));
    const { lagsMs, neverApplied } = await watch.finish(acked, { waitMs: 2_000 });
    expect(neverApplied).toBe(0);
    expect(lagsMs).toHaveLength(4);
    expect([...watch.firstSeen.keys()].sort()).toEqual([3, 4, 5, 6]);
  });
});

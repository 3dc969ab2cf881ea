import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createDb } from '@tn/kit/db';
import { createTestDatabase, type TestDatabase } from '@tn/kit/testing';
import { catchUp } from '../src/projector/projector.ts';
import { replay } from '../src/projector/replay.ts';
import type { ProjectorDatabase } from '../src/projector/vote-log-tables.ts';
import { appendRandomVotes, expectProjectionMatchesLog, locationIds, storedStandings } from './support/vote-log.ts';

/**
 * Locations are retired, never deleted, and no foreign key reaches across schemas: whatever
 * happens to a catalog row, the accepted votes and the standings that name it stay, and the
 * standings still equal a sequential replay of the log (invariants I1 and I3).
 */
describe('retiring a location with votes', () => {
  let database: TestDatabase;
  let admin: Kysely<ProjectorDatabase>;
  let projector: Kysely<ProjectorDatabase>;

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = createDb<ProjectorDatabase>(database.url, { max: 2 });
    projector = createDb<ProjectorDatabase>(database.urlAs('ranking'), { max: 2 });
  });

  afterAll(async () => {
    await projector?.destroy();
    await admin?.destroy();
    await database?.drop();
  });

  const count = async (table: string) =>
    Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(admin)).rows[0]!.n);

  it('keeps every acknowledged vote and standing, and the projection equal to the replay', async () => {
    const ids = (await locationIds(admin)).slice(0, 6);
    const [gone] = ids;
    await appendRandomVotes(admin, 300, ids, { random: mulberry(11) });
    await catchUp(projector);
    const before = { logged: await count('voting.vote_events'), applied: await count('ranking.votes'), standings: await storedStandings(admin) };
    expect(before.standings.some((s) => s.locationId === gone)).toBe(true);

    await sql`update catalog.locations set retired_at = now() where id = ${gone}`.execute(admin);
    // Even an administrator's hard delete of the catalog row cascades nowhere.
    await sql`delete from catalog.locations where id = ${gone}`.execute(admin);

    expect(await count('voting.vote_events')).toBe(before.logged);
    expect(await count('ranking.votes')).toBe(before.applied);
    expect(await storedStandings(admin)).toEqual(before.standings);
    await expectProjectionMatchesLog(admin);

    // The projector goes on, and a full replay from the log gives the same standings.
    await appendRandomVotes(admin, 50, ids.slice(1), { random: mulberry(12) });
    await catchUp(projector);
    await expectProjectionMatchesLog(admin);
    const projected = await storedStandings(admin);
    await replay(projector);
    expect(await storedStandings(admin)).toEqual(projected);
  });
});

/** A small seeded generator, so the votes are the same on every run. */
function mulberry(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

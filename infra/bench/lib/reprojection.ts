import { sql, type Kysely } from 'kysely';
import { createDb } from '@tn/kit/db';
import { catchUp } from '@tn/ranking/projector';
import { replay } from '@tn/ranking/replay';
import { migrateAll } from '../../migrate.ts';
import { seedAll } from '../../seed/seed.ts';
import { checkInvariants } from './checks.ts';

export interface ReprojectionResult {
  votes: number;
  seasons: number;
  /** replay(): the operators' full recompute, from an empty projection. */
  replayMs: number;
  /** The projector's own path: catchUp() in batches of 1000 from an empty projection. */
  catchUpMs: number;
  consistent: boolean;
}

/**
 * Re-projecting a large log: `votes` generated events (spread over the last 40 days, so two or
 * three seasons) in a scratch database, projected from nothing twice: by replay() and by the
 * projector's catch-up; each result is checked against a sequential replay.
 */
export async function measureReprojection(adminUrl: string, votes: number, log: (line: string) => void): Promise<ReprojectionResult> {
  const name = `tn_bench_replay_${process.pid}_${Date.now().toString(36)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Generating, replaying and checking a log of this size takes statements of minutes: no limit.
  const admin = createDb<any>(adminUrl, { max: 1, statementTimeoutMs: 0 });
  await sql`create database ${sql.id(name)}`.execute(admin);
  const db: Kysely<any> = createDb<any>(url.toString(), { max: 2, applicationName: 'bench-replay', statementTimeoutMs: 0 });
  try {
    await migrateAll(url.toString(), () => {});
    await seedAll(url.toString(), () => {});
    log(`generating ${votes} logged votes in ${name}`);
    await sql`
      insert into voting.vote_events (event_id, user_id, winning_location_id, losing_location_id, voted_at, week_start, week_number, year_number)
      with c as (select array_agg(id order by id) as ids, count(*)::int as cnt from catalog.locations),
      t as (
        select n, ids, now() - interval '40 days' + (n * interval '40 days') / ${votes} as at,
               floor(random() * cnt)::int as wi, floor(random() * (cnt - 1))::int as li
        from generate_series(1, ${votes}) as n, c
      )
      select gen_random_uuid(), 'bench-' || (n % 1000), ids[wi + 1], ids[(case when li >= wi then li + 1 else li end) + 1], at,
             date_trunc('week', at at time zone 'Asia/Ho_Chi_Minh')::date,
             extract(week from at at time zone 'Asia/Ho_Chi_Minh')::int,
             extract(isoyear from at at time zone 'Asia/Ho_Chi_Minh')::int
      from t order by n`.execute(db);
    await sql`analyze voting.vote_events`.execute(db);

    const replayed = await replay(db);
    const replayOk = (await checkInvariants(db, [], Number.MAX_SAFE_INTEGER)).filter((c) => c.name.startsWith('every logged') || c.name.startsWith('standings')).every((c) => c.ok);

    await sql`delete from ranking.votes`.execute(db);
    await sql`delete from ranking.standings`.execute(db);
    await sql`vacuum analyze ranking.votes`.execute(db);
    const t0 = performance.now();
    await catchUp(db, { batchSize: 1000 });
    const catchUpMs = performance.now() - t0;
    const catchUpOk = (await checkInvariants(db, [], Number.MAX_SAFE_INTEGER)).filter((c) => c.name.startsWith('every logged') || c.name.startsWith('standings')).every((c) => c.ok);
    return { votes: replayed.votes, seasons: replayed.seasons.length, replayMs: replayed.ms, catchUpMs, consistent: replayOk && catchUpOk };
  } finally {
    await db.destroy();
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin).catch(() => {});
    await admin.destroy();
  }
}

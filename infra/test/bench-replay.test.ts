import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@tn/kit/db';
import { createTestDatabase, databaseUrlFor, withAdmin, type TestDatabase } from '@tn/kit/testing';
import { TIME_ZONE } from '@tn/kit/time';
import { replay } from '@tn/ranking/replay';
import { cleanUp, startBenchStack, type BenchStack } from '../bench/lib/bench-stack.ts';
import { readTrace, type TraceVote } from '../bench/lib/trace.ts';

/**
 * Export → replay, end to end: votes logged in a source database are exported as a trace (by a
 * role that may only SELECT the published vote log), replayed through a bench stack with matchup
 * tokens off by `pnpm bench:replay --target` (accounts signed in through the Auth emulator's
 * REST API, the database read through a read-only role), and the target ends with the source's
 * standings: the same pairs in the same order, each voter through one fresh account.
 */

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VOTERS = 6;
const VOTES = 60;
const tag = randomBytes(4).toString('hex');
const TRACE_READER = `tn_test_trace_reader_${tag}`;
const BENCH_READER = `tn_test_bench_reader_${tag}`;

let source: TestDatabase;
let sourceDb: Kysely<any>;
let bench: BenchStack;
let benchDb: Kysely<any>;
let workDir: string;

const asRole = (database: string, role: string) => {
  const url = new URL(databaseUrlFor(database));
  url.username = role;
  url.password = '';
  return url.toString();
};

/** A calendar day in Vietnam, as the export takes it. */
const vietnamDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(at);

function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const exportTrace = (secret: string) => {
  const now = new Date();
  return runScript('infra/bench/trace-export.ts', ['--from', vietnamDay(new Date(now.getTime() - 10 * 60_000)), '--to', vietnamDay(now), '--secret', secret], {
    DATABASE_URL: asRole(source.name, TRACE_READER),
  });
};

const logOf = async (db: Kysely<any>) =>
  (
    await sql<{ userId: string; winningLocationId: number; losingLocationId: number; outcome: string; votedAt: Date }>`
      select user_id, winning_location_id, losing_location_id, outcome, voted_at from voting.vote_events order by id`.execute(db)
  ).rows;

const standingsOf = async (db: Kysely<any>) =>
  (await sql`select location_id, elo_score, matches, wins, losses from ranking.standings order by location_id`.execute(db)).rows;

/** Voters as groups of vote positions: equal when each voter's votes went through one user. */
const voterGroups = (users: string[]) => {
  const groups = new Map<string, number[]>();
  users.forEach((u, i) => groups.set(u, [...(groups.get(u) ?? []), i]));
  return [...groups.values()].map((g) => g.join(',')).sort();
};

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'tn-bench-replay-test-'));
  source = await createTestDatabase();
  sourceDb = createDb<any>(source.url, { max: 2 });
  // The source log: 60 votes by 6 voters, a second apart, ending now; every seventh a draw.
  const { rows: locations } = await sql<{ id: number }>`select id from catalog.locations order by id`.execute(sourceDb);
  const ids = locations.map((l) => l.id);
  for (let n = 0; n < VOTES; n++) {
    const winner = ids[(n * 7) % ids.length]!;
    const loser = ids[(n * 11 + 3) % ids.length] === winner ? ids[(n * 11 + 4) % ids.length]! : ids[(n * 11 + 3) % ids.length]!;
    await sql`
      with t as (select now() - ${VOTES - n} * interval '1 second' as at)
      insert into voting.vote_events (event_id, user_id, winning_location_id, losing_location_id, outcome, voted_at, week_start, week_number, year_number)
      select gen_random_uuid(), ${`source-voter-${n % VOTERS}`}, ${winner}, ${loser}, ${n % 7 === 3 ? 'draw' : 'win'}, at,
             date_trunc('week', at at time zone ${TIME_ZONE})::date,
             extract(week from at at time zone ${TIME_ZONE})::int,
             extract(isoyear from at at time zone ${TIME_ZONE})::int
      from t`.execute(sourceDb);
  }
  await replay(sourceDb);

  // The read-only roles infra/bench/README.md documents, exactly as it grants them.
  await withAdmin((c) => c.query(`create role ${TRACE_READER} login; create role ${BENCH_READER} login`));
  await sql.raw(`grant usage on schema voting to ${TRACE_READER}; grant select on voting.vote_log to ${TRACE_READER}`).execute(sourceDb);

  bench = await startBenchStack({ name: 'replaytest', env: { VOTES_PER_WEEK: '20', MATCHUP_TOKENS: 'off' } });
  benchDb = createDb<any>(bench.databaseUrl, { max: 2 });
  await sql
    .raw(`grant usage on schema voting, ranking to ${BENCH_READER}; grant select on voting.vote_events, ranking.votes, ranking.standings to ${BENCH_READER}`)
    .execute(benchDb);
}, 240_000);

afterAll(async () => {
  await benchDb?.destroy();
  await sourceDb?.destroy();
  await cleanUp();
  await source?.drop();
  // Their grants went with the databases.
  await withAdmin((c) => c.query(`drop role if exists ${TRACE_READER}; drop role if exists ${BENCH_READER}`));
  rmSync(workDir, { recursive: true, force: true });
}, 120_000);

describe('pnpm trace:export → pnpm bench:replay --target', () => {
  it('reproduces the source standings: same pairs, same order, one fresh account per voter', async () => {
    const exported = await exportTrace('first secret');
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stderr).toMatch(new RegExp(`${VOTES} accepted vote\\(s\\) by ${VOTERS} voter\\(s\\)`));
    const traceFile = join(workDir, 'votes.jsonl');
    writeFileSync(traceFile, exported.stdout);
    const trace: TraceVote[] = readTrace(traceFile);
    const sourceLog = await logOf(sourceDb);
    expect(trace.map((v) => [v.winningLocationId, v.losingLocationId, v.outcome])).toEqual(sourceLog.map((v) => [v.winningLocationId, v.losingLocationId, v.outcome]));
    expect(trace.map((v) => v.offsetMs)).toEqual(sourceLog.map((v) => v.votedAt.getTime() - sourceLog[0]!.votedAt.getTime()));
    expect(voterGroups(trace.map((v) => v.user!))).toEqual(voterGroups(sourceLog.map((v) => v.userId)));
    expect(exported.stdout).not.toContain('source-voter');

    // Pseudonyms: stable within an export and across exports with the same secret; others with another.
    const again = await exportTrace('first secret');
    expect(again.stdout).toBe(exported.stdout);
    const otherFile = join(workDir, 'other.jsonl');
    writeFileSync(otherFile, (await exportTrace('second secret')).stdout);
    const other = readTrace(otherFile);
    expect(voterGroups(other.map((v) => v.user!))).toEqual(voterGroups(trace.map((v) => v.user!)));
    const firstNames = new Set(trace.map((v) => v.user));
    expect(other.filter((v) => firstNames.has(v.user))).toEqual([]);

    // The export's role reads the published view only, never the log's private columns.
    const reader = createDb<any>(asRole(source.name, TRACE_READER), { max: 1 });
    try {
      await expect(sql`select idempotency_key from voting.vote_events limit 1`.execute(reader)).rejects.toThrow(/permission denied/);
    } finally {
      await reader.destroy();
    }

    // Test accounts of the "project": email and password, signed in by the bench through the
    // emulator's copy of the Firebase Auth REST API (accounts:signInWithPassword).
    const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
    const accounts = Array.from({ length: VOTERS }, (_, i) => ({ email: `replay-${tag}-${i}@test.thainguyen.vn`, password: `pw-${randomBytes(6).toString('hex')}` }));
    for (const a of accounts) {
      const res = await fetch(`http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...a, returnSecureToken: true }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const accountsFile = join(workDir, 'accounts.json');
    writeFileSync(accountsFile, JSON.stringify(accounts));

    const jsonFile = join(workDir, 'round-trip.json');
    const run = await runScript('infra/bench/replay.ts', [
      '--trace', traceFile,
      '--target', bench.origin,
      '--accounts', accountsFile,
      '--auth-emulator', emulator,
      '--api-key', 'fake-api-key',
      '--database-url', asRole(bench.dbName, BENCH_READER),
      '--pace', 'closed',
      '--concurrency', '1',
      '--tokens', 'off',
      '--json', jsonFile,
    ]);
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
    expect(report.statuses).toEqual({ 200: VOTES });
    expect(report.tokens).toBe('off');
    expect(report.checks.map((c: { ok: boolean }) => c.ok)).toEqual([true, true, true, true, true]);
    expect(report.checks[1].name).toContain(`the bench's ${VOTERS} users`);
    expect(report.lagMs.count).toBe(VOTES);
    expect(run.stdout).toContain(`nothing was deleted at ${bench.origin}`);

    const targetLog = await logOf(benchDb);
    expect(targetLog.map((v) => [v.winningLocationId, v.losingLocationId, v.outcome])).toEqual(sourceLog.map((v) => [v.winningLocationId, v.losingLocationId, v.outcome]));
    expect(voterGroups(targetLog.map((v) => v.userId))).toEqual(voterGroups(sourceLog.map((v) => v.userId)));
    expect(new Set(targetLog.map((v) => v.userId)).size).toBe(VOTERS);
    expect(await standingsOf(benchDb)).toEqual(await standingsOf(sourceDb));
  }, 150_000);

  it('keeps the recorded pace through emulator users it makes, detecting that tokens are off; without a database it checks nothing', async () => {
    const offsets = [0, 50, 100, 100, 100, 100, 300, 400];
    const lines = offsets.map((offsetMs, i) => JSON.stringify({ offsetMs, winningLocationId: 1 + i, losingLocationId: 10 + i, outcome: 'win', user: `u${i % 2}` }));
    const traceFile = join(workDir, 'paced.jsonl');
    writeFileSync(traceFile, `${lines.join('\n')}\n`);
    const jsonFile = join(workDir, 'paced.json');
    const run = await runScript('infra/bench/replay.ts', [
      '--trace', traceFile,
      '--target', bench.origin,
      '--auth-emulator', process.env.FIREBASE_AUTH_EMULATOR_HOST!,
      '--pace', 'recorded',
      '--json', jsonFile,
    ]);
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
    expect(report).toMatchObject({ tokens: 'off', votesOnServedPairs: false, statuses: { 200: offsets.length }, checks: [], sent: offsets.length });
    expect(report.target).toMatchObject({ owned: false, votesPerWeek: 20 });
    expect(report.trace).toMatchObject({ voters: 2, pseudonymous: true, spanMs: 400 });
    expect(report.rates.series.length).toBeGreaterThan(0);
    expect(report.scheduleSlipMs.max).toBeGreaterThanOrEqual(0);
    expect(run.stdout).toContain('matchup tokens are off');
    expect(run.stdout).toContain('invariants not checked');
    expect(run.stdout).toMatch(/the 2 users made in its Auth emulator stay there/);
  }, 90_000);
});

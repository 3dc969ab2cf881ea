/**
 * `pnpm bench:replay`: replays a vote trace (`pnpm trace:export`, or any JSON-lines trace) through
 * a gateway, at the recorded pace or as fast as it answers, on a stack of its own or against an
 * existing deployment; reports rates over time, latency per minute, status counts and refusals,
 * and, with database access, projector lag and the invariants (infra/bench/README.md).
 *
 *   pnpm bench:replay --trace votes.jsonl [--pace closed|recorded] [--speed 10] [--concurrency 100]
 *                     [--votes N] [--users 100] [--tokens auto|on|off] [--max-seconds S] [--json out.json]
 *     own stack:      [--votes-per-week 3] [--redis-url redis://…] [--keep-db]
 *     a deployment:   --target https://staging.example (--auth-emulator host:port | --accounts accounts.json --api-key KEY)
 *                     [--database-url postgres://reader@…]   (read-only: projector lag and invariant checks)
 *
 * Own stack: a fresh database, a throwaway Redis, an Auth emulator, the whole stack on free ports,
 * all removed at the end (like `pnpm bench:votes`); the weekly allowance is the product's unless
 * --votes-per-week says otherwise, so refusals happen as they did. A deployment: nothing of it is
 * deleted, its database is only read (and only with --database-url), and users are real accounts
 * signed in through Firebase Auth's REST API (its emulator's or Google's): who votes is always
 * the verified token, never a field of the request.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { sql, type Kysely } from 'kysely';
import { WEEKLY_VOTE_LIMIT } from '@tn/contracts/constants';
import { createDb } from '@tn/kit/db';
import { commandLine } from './lib/command-line.ts';
import { FIREBASE_PROJECT_ID } from '../stack/start.ts';
import { onCleanUp, runBench, say, startBenchStack } from './lib/bench-stack.ts';
import { createEmulatorUsers, preflightUsers, readAccounts, signInAccounts, type BenchUser, type Preflight } from './lib/bench-users.ts';
import { checkInvariants, type CheckResult } from './lib/checks.ts';
import { emulatorAuthEndpoint, googleAuthEndpoint } from './lib/firebase-rest.ts';
import { httpClient, warmUp, type HttpClient } from './lib/http-load.ts';
import { watchProjector, type ProjectorWatch } from './lib/projector-lag.ts';
import { createReadOnlyDb, redactUrl } from './lib/read-only-db.ts';
import { bucketSecondsFor, latencyByMinute, rateChart, rateSeries, scheduleSlip, startProgress } from './lib/replay-report.ts';
import { startReplay, voterSlots, type Pace } from './lib/replay-run.ts';
import { ms, seconds, summarize, table } from './lib/stats.ts';
import { readTrace, type TraceVote } from './lib/trace.ts';
import { detectMatchupTokens } from './lib/vote-client.ts';

const USAGE = `usage: pnpm bench:replay --trace votes.jsonl [--pace closed|recorded] [--speed N] [--concurrency C]
       [--votes N] [--users N] [--tokens auto|on|off] [--max-seconds S] [--json out.json]
  own stack:    [--votes-per-week N] [--redis-url redis://…] [--keep-db]
  a deployment: --target https://… (--auth-emulator host:port | --accounts file.json --api-key KEY)
                [--database-url postgres://…  (read-only: projector lag and invariant checks)]
`;

const { usageError, parse } = commandLine('bench:replay', USAGE);

function parseOptions() {
  const values = parse({
    trace: { type: 'string' },
    pace: { type: 'string', default: 'closed' },
    speed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '100' },
    votes: { type: 'string' },
    users: { type: 'string', default: '100' },
    tokens: { type: 'string', default: 'auto' },
    'max-seconds': { type: 'string' },
    json: { type: 'string' },
    'votes-per-week': { type: 'string' },
    'redis-url': { type: 'string' },
    'keep-db': { type: 'boolean', default: false },
    target: { type: 'string' },
    'auth-emulator': { type: 'string' },
    accounts: { type: 'string' },
    'api-key': { type: 'string' },
    'database-url': { type: 'string' },
  });
  const int = (name: string, value: string | undefined, min: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= min ? n : usageError(`--${name} must be an integer ≥ ${min}, got ${value}`);
  };
  const speed = Number(values.speed);
  if (!(Number.isFinite(speed) && speed > 0)) usageError(`--speed must be a number > 0 (10: ten times faster), got ${values.speed}`);
  if (values.pace !== 'closed' && values.pace !== 'recorded') usageError(`--pace must be closed or recorded, got ${values.pace}`);
  if (values.tokens !== 'auto' && values.tokens !== 'on' && values.tokens !== 'off') usageError(`--tokens must be auto, on or off, got ${values.tokens}`);
  if (!values.trace) usageError('--trace is required: a JSON-lines trace, e.g. from pnpm trace:export');

  let target: URL | undefined;
  if (values.target !== undefined) {
    try {
      target = new URL(values.target);
    } catch {
      usageError(`--target must be the gateway's URL, such as https://staging.example; got ${values.target}`);
    }
    if (target!.protocol !== 'http:' && target!.protocol !== 'https:') usageError(`--target must be an http:// or https:// URL, got ${values.target}`);
    if (!values['auth-emulator'] && !values.accounts) usageError('--target needs users: --auth-emulator host:port (the emulator the deployment trusts) or --accounts file.json');
    if (values.accounts && !values['auth-emulator'] && !(values['api-key'] ?? process.env.FIREBASE_API_KEY)) {
      usageError('--accounts signs in through the Firebase Auth REST API: give the project\'s web API key (--api-key or FIREBASE_API_KEY)');
    }
    if (values['votes-per-week'] !== undefined || values['redis-url'] !== undefined || values['keep-db']) {
      usageError('--votes-per-week, --redis-url and --keep-db configure the bench\'s own stack: not with --target');
    }
  } else {
    for (const name of ['auth-emulator', 'accounts', 'api-key', 'database-url'] as const) {
      if (values[name] !== undefined) usageError(`--${name} goes with --target (the bench's own stack has its own emulator and database)`);
    }
  }
  if (values['auth-emulator'] !== undefined && !/^[^:/\s]+:\d+$/.test(values['auth-emulator'])) {
    usageError(`--auth-emulator must be host:port, such as 127.0.0.1:9099; got ${values['auth-emulator']}`);
  }
  return {
    traceFile: values.trace!,
    pace: values.pace as 'closed' | 'recorded',
    speed,
    concurrency: int('concurrency', values.concurrency, 1),
    votes: values.votes === undefined ? undefined : int('votes', values.votes, 1),
    users: int('users', values.users, 1),
    tokens: values.tokens as 'auto' | 'on' | 'off',
    maxSeconds: values['max-seconds'] === undefined ? undefined : int('max-seconds', values['max-seconds'], 1),
    json: values.json,
    votesPerWeek: values['votes-per-week'] === undefined ? WEEKLY_VOTE_LIMIT : int('votes-per-week', values['votes-per-week'], 1),
    redisUrl: values['redis-url'],
    keepDb: values['keep-db'],
    target: target?.toString().replace(/\/$/, ''),
    authEmulator: values['auth-emulator'],
    accounts: values.accounts,
    apiKey: values['api-key'] ?? process.env.FIREBASE_API_KEY,
    databaseUrl: values['database-url'],
  };
}

const options = parseOptions();

function loadTrace(): TraceVote[] {
  let trace: TraceVote[];
  try {
    trace = readTrace(options.traceFile);
  } catch (err) {
    return usageError(`--trace: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (options.votes !== undefined) trace = trace.slice(0, options.votes);
  if (options.pace === 'recorded') {
    const missing = trace.findIndex((v) => v.offsetMs === undefined);
    if (missing >= 0) usageError(`--pace recorded needs "offsetMs" on every line (line ${missing + 1} has none); an exported trace has them`);
  }
  return trace;
}

interface Deployment {
  origin: string;
  client: HttpClient;
  users: BenchUser[];
  preflight: Preflight;
  tokens: 'on' | 'off';
  /** For lag and checks: the bench's own database, or a deployment's read-only one. */
  db?: Kysely<any>;
  owned: boolean;
  usersFrom: string;
  dbName?: string;
}

/** Clients: open loop may have many requests in flight; a socket each, up to this many. */
const SOCKETS = 1_000;

async function ownStack(voters: number, trace: TraceVote[]): Promise<Deployment> {
  const tokens = options.tokens === 'auto' ? 'off' : options.tokens;
  const bench = await startBenchStack({
    name: 'replay',
    redisUrl: options.redisUrl,
    keepDb: options.keepDb,
    env: {
      VOTES_PER_WEEK: String(options.votesPerWeek),
      // The trace's own pairs: the stack runs without matchup tokens (never allowed in production).
      ...(tokens === 'off' ? { MATCHUP_TOKENS: 'off' } : {}),
    },
  });
  // Lag polling and the invariant checks read the whole log in a few statements: no limit.
  const db = createDb<any>(bench.databaseUrl, { max: 3, applicationName: 'bench-observer', statementTimeoutMs: 0 });
  onCleanUp('observer pool', () => db.destroy());
  if (tokens === 'off') {
    const { rows } = await sql<{ id: number }>`select id from catalog.locations`.execute(db);
    const known = new Set(rows.map((r) => r.id));
    const unknown = trace.findIndex((v) => !known.has(v.winningLocationId) || !known.has(v.losingLocationId));
    if (unknown >= 0) throw new Error(`${options.traceFile}: vote ${unknown + 1} names a location the seed does not have (${JSON.stringify(trace[unknown])})`);
  }
  const client = httpClient(bench.origin, SOCKETS);
  onCleanUp('http client', async () => client.close());
  const users = await createEmulatorUsers(voters, 'replay', (made) => made % 100 === 0 && say(`  ${made} users …`));
  say(`${users.length} users created in the bench's Auth emulator`);
  const preflight = await preflightUsers(client, users, { replace: async (i) => (await createEmulatorUsers(1, `replay-${i}`))[0]!, log: say });
  return { origin: bench.origin, client, users, preflight, tokens, db, owned: true, usersFrom: 'the bench\'s Auth emulator', dbName: bench.dbName };
}

async function deployment(voters: number): Promise<Deployment> {
  const origin = options.target!;
  const client = httpClient(origin, SOCKETS);
  onCleanUp('http client', async () => client.close());
  const health = await client.send('GET', '/healthz');
  if (health.status !== 200) throw new Error(`${origin}/healthz answered ${health.status}: is --target the gateway's URL?`);

  let users: BenchUser[];
  let usersFrom: string;
  if (options.accounts) {
    const accounts = readAccounts(options.accounts);
    const endpoint = options.authEmulator ? emulatorAuthEndpoint(options.authEmulator, options.apiKey) : googleAuthEndpoint(options.apiKey!);
    users = await signInAccounts(accounts, voters, endpoint);
    usersFrom = `${voters} accounts of ${options.accounts}, signed in through ${options.authEmulator ? `the Auth emulator at ${options.authEmulator}` : 'the Firebase Auth REST API'}`;
  } else {
    // The emulator the deployment trusts: the users are made there, and left there.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = options.authEmulator;
    process.env.FIREBASE_PROJECT_ID ??= FIREBASE_PROJECT_ID;
    users = await createEmulatorUsers(voters, 'replay', (made) => made % 100 === 0 && say(`  ${made} users …`));
    usersFrom = `${voters} new users of the Auth emulator at ${options.authEmulator} (left there)`;
  }
  say(`users: ${usersFrom}`);
  const preflight = await preflightUsers(client, users, { log: say });
  const tokens = options.tokens === 'auto' ? await detectMatchupTokens(client, users[0]!) : options.tokens;

  let db: Kysely<any> | undefined;
  if (options.databaseUrl) {
    try {
      db = createReadOnlyDb<any>(options.databaseUrl, { max: 3, applicationName: 'bench-observer', statementTimeoutMs: 0 });
      await sql`select 1 from ranking.votes limit 1`.execute(db);
    } catch (err) {
      throw new Error(`--database-url ${redactUrl(options.databaseUrl)}: ${err instanceof Error ? err.message : String(err)} (see the bench reader role in infra/bench/README.md)`, { cause: err });
    }
    const observer = db;
    onCleanUp('observer pool', () => observer.destroy());
  }
  return { origin, client, users, preflight, tokens, db, owned: false, usersFrom };
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const trace = loadTrace();
  const { slots, users: voters, pseudonymous } = voterSlots(trace, options.users);
  const spanMs = trace.reduce((max, v) => Math.max(max, v.offsetMs ?? 0), 0);
  const pace: Pace = options.pace === 'recorded' ? { kind: 'recorded', speed: options.speed } : { kind: 'closed', concurrency: options.concurrency };
  const maxSeconds = options.maxSeconds ?? (pace.kind === 'recorded' ? Math.ceil(spanMs / options.speed / 1000) + 120 : 300);
  say(`replay ${startedAt.toISOString()}: ${cpus().length} CPU(s), load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  say(
    `trace ${options.traceFile}: ${trace.length} votes by ${voters} ${pseudonymous ? 'voters (one test user each)' : `users (round-robin, --users; the trace has no pseudonyms)`}` +
      `${spanMs > 0 ? `, recorded over ${seconds(spanMs)}` : ''}`,
  );

  const target = options.target ? await deployment(voters) : await ownStack(voters, trace);
  const { client, users, tokens, db } = target;
  say(`${target.owned ? 'own stack' : 'target'} ${target.origin}; weekly allowance ${target.preflight.votesPerWeek ?? '?'}${target.preflight.usedThisWeek > 0 ? `; ${target.preflight.usedThisWeek} user(s) had already voted this week, so refusals will differ from the recording` : ''}`);
  if (tokens === 'on') {
    say(
      'matchup tokens are ON: the trace\'s pace, voters and outcomes are kept, but each vote is cast on the pair ' +
        'the deployment serves (one GET /api/matchup before each vote), not on the trace\'s pair: standings will not match the recording\'s',
    );
  } else say('matchup tokens are off: the trace\'s own pairs are sent as recorded');
  say(`pace: ${pace.kind === 'recorded' ? `recorded, ${options.speed}× (open loop: each vote at its offset ÷ ${options.speed}, whatever the answers)` : `closed loop, ${pace.concurrency} at a time`}; at most ${maxSeconds} s of sending`);

  // Connections open before the clock starts: the first burst measures the deployment, not set-up.
  await warmUp(client, Math.min(pace.kind === 'closed' ? pace.concurrency : 100, trace.length));
  const projector: ProjectorWatch | undefined = db ? watchProjector(db) : undefined;
  const replay = startReplay({ client, trace, userOf: (i) => users[slots[i]!]!, tokens, pace, maxMs: maxSeconds * 1000 });
  const progress = startProgress(replay.live);
  const result = await replay.done.finally(() => progress.stop());
  const { timeline } = result;

  let lag: { lagsMs: number[]; neverApplied: number } | undefined;
  const checks: CheckResult[] = [];
  if (db && projector) {
    const userIds = target.owned ? undefined : users.map((u) => u.uid);
    lag = await projector.finish(result.acked, { userIds });
    say('checking the invariants …');
    checks.push(...(await checkInvariants(db, result.acked, target.preflight.votesPerWeek ?? options.votesPerWeek, userIds ? { userIds } : undefined)));
    if (lag.neverApplied > 0) checks.push({ name: 'every acknowledged vote applied within 60 s', ok: false, detail: `${lag.neverApplied} not applied` });
  }

  // The report.
  const statuses: Record<string, number> = {};
  for (let i = 0; i < timeline.sent; i++) statuses[timeline.status[i] ?? 'unanswered'] = (statuses[timeline.status[i] ?? 'unanswered'] ?? 0) + 1;
  const wholeMs: number[] = [];
  for (let i = 0; i < timeline.sent; i++) if (!Number.isNaN(timeline.doneMs[i]!)) wholeMs.push(timeline.doneMs[i]! - timeline.sentMs[i]!);
  const whole = summarize(wholeMs);
  const vote = summarize(result.voteMs);
  const matchup = summarize(result.matchupMs);
  const slip = pace.kind === 'recorded' ? scheduleSlip(timeline) : undefined;
  const lagStats = lag ? summarize(lag.lagsMs) : undefined;
  const bucketS = bucketSecondsFor(timeline.elapsedMs);
  const rates = rateSeries(timeline, bucketS);
  const minutes = latencyByMinute(timeline);
  const accepted = statuses['200'] ?? 0;

  say('');
  say(`=== ${timeline.sent} of ${trace.length} votes sent in ${seconds(timeline.elapsedMs)}; ${accepted} accepted (${(accepted / (timeline.elapsedMs / 1000)).toFixed(1)}/s)`);
  if (timeline.sent < trace.length) say(`  stopped sending after --max-seconds ${maxSeconds}: ${trace.length - timeline.sent} votes not sent`);
  say(`statuses: ${Object.entries(statuses).sort().map(([s, n]) => `${s} ×${n}`).join(', ')}`);
  if (result.refusals.length > 0) {
    say('refused, by status and reason:');
    say(table([['count', 'request', 'status', 'reason'], ...result.refusals.map((r) => [String(r.count), r.stage === 'matchup' ? 'GET /api/matchup' : 'POST /api/vote', r.status, r.reason])]));
    if (tokens === 'off' && result.refusals.some((r) => r.reason.includes('matchupToken'))) {
      say('  the deployment asks for matchup tokens: run again with --tokens on (or --tokens auto)');
    }
  }
  say('');
  say(`=== offered and achieved rates per second (slices of ${bucketS} s)`);
  say(rateChart(rates));
  say('');
  say(`=== latency per minute (${tokens === 'on' ? 'a whole vote: matchup and POST' : 'POST /api/vote'})`);
  say(table([['minute', 'answers', 'p50', 'p95', 'p99', 'max'], ...minutes.map((m) => [String(m.minute), String(m.count), ms(m.p50), ms(m.p95), ms(m.p99), ms(m.max)])]));
  say('');
  const rows: string[][] = [
    ['measure', 'measured'],
    ['a whole vote p50 / p95 / p99 (max)', `${ms(whole.p50)} / ${ms(whole.p95)} / ${ms(whole.p99)} (${ms(whole.max)})`],
    ...(matchup.count > 0
      ? [
          ['  GET /api/matchup p50 / p99', `${ms(matchup.p50)} / ${ms(matchup.p99)}`],
          ['  POST /api/vote p50 / p99', `${ms(vote.p50)} / ${ms(vote.p99)}`],
        ]
      : []),
    ...(slip ? [['sends behind schedule p50 / p99 / max', `${ms(slip.p50)} / ${ms(slip.p99)} / ${ms(slip.max)}`]] : []),
    ...(lagStats ? [['projector lag p50 / p99 (max)', `${ms(lagStats.p50)} / ${ms(lagStats.p99)} (${ms(lagStats.max)})`]] : [['projector lag', 'no database access (--database-url)']]),
  ];
  say(table(rows));
  say('');
  if (checks.length > 0) {
    say('=== invariants');
    for (const c of checks) say(`${c.ok ? '✓' : '✗'} ${c.name}: ${c.detail}`);
  } else say('invariants not checked: no database access (give --database-url, a read-only URL of the deployment\'s database)');
  if (!target.owned) say(`nothing was deleted at ${target.origin}${options.accounts ? '' : `; the ${users.length} users made in its Auth emulator stay there`}`);

  if (options.json) {
    writeFileSync(
      options.json,
      `${JSON.stringify(
        {
          startedAt,
          options: { ...options, apiKey: options.apiKey ? '(given)' : undefined, databaseUrl: options.databaseUrl ? redactUrl(options.databaseUrl) : undefined },
          target: { origin: target.origin, owned: target.owned, database: target.dbName, usersFrom: target.usersFrom, ...target.preflight },
          tokens,
          votesOnServedPairs: tokens === 'on',
          trace: { file: options.traceFile, votes: trace.length, voters, pseudonymous, spanMs },
          sent: timeline.sent,
          elapsedMs: timeline.elapsedMs,
          statuses,
          refusals: result.refusals,
          rates: { bucketSeconds: bucketS, series: rates },
          latencyByMinute: minutes,
          latencyMs: { whole, vote, matchup },
          scheduleSlipMs: slip,
          lagMs: lagStats,
          checks,
          cpus: cpus().length,
          loadavg: loadavg(),
        },
        null,
        2,
      )}\n`,
    );
    say(`results written to ${options.json}`);
  }
  process.exitCode = checks.some((c) => !c.ok) ? 1 : 0;
}

await runBench(main, 'replay');

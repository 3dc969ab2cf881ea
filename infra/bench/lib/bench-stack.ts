import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDb } from '@tn/kit/db';
import { freePort } from '../../stack/processes.ts';
import { FIREBASE_PROJECT_ID, SERVICES, startStack, type Stack } from '../../stack/start.ts';
import { startLocalRedis } from '../../stack/redis.ts';
import { isAuthEmulator, startAuthEmulator } from '../../stack/auth-emulator.ts';
import { seconds } from './stats.ts';

/**
 * What every bench shares: a whole stack of its own on free ports, over a fresh database on the
 * server of DATABASE_URL, a throwaway Redis and an Auth emulator, all removed again at the end
 * (in reverse order, also on Ctrl-C). Traffic stays on 127.0.0.1.
 */

export const say = (line = '') => process.stdout.write(`${line}\n`);

interface Cleanup {
  name: string;
  run: () => Promise<unknown>;
}
const cleanups: Cleanup[] = [];
let cleaning: Promise<void> | undefined;

/** Runs (once) every cleanup registered so far, newest first. */
export const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const c of cleanups.splice(0).reverse()) {
      await c.run().catch((err: unknown) => say(`cleanup ${c.name}: ${err instanceof Error ? err.message : String(err)}`));
    }
  })());

export const onCleanUp = (name: string, run: () => Promise<unknown>) => cleanups.push({ name, run });

/**
 * Runs a bench to its end: a failure is said with its stack and exits 1; whatever happened, the
 * stack, databases and helpers it started are removed.
 */
export async function runBench(main: () => Promise<void>, what = 'bench'): Promise<void> {
  try {
    await main();
  } catch (err) {
    say(`${what} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

/** Takes back a cleanup (to keep a folder for a look, or to close a pool early). */
export const dropCleanUp = (name: string) => {
  const i = cleanups.findIndex((c) => c.name === name);
  if (i >= 0) cleanups.splice(i, 1);
};

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    say(`\n${signal}: stopping the bench stack`);
    void cleanUp().then(() => process.exit(130));
  });
}

/** The maintenance database of DATABASE_URL's server, where the bench may create databases. */
export function adminUrl(): string {
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
}

const withDatabase = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

export interface BenchStackOptions {
  /** Names the database and the work folder: tn_bench_<name>_… */
  name: string;
  /** Extra environment for every process (limits raised by configuration, never by a request). */
  env: Record<string, string>;
  votingReplicas?: number;
  /** The built web app to serve instead of web/dist. */
  webDist?: string;
  /** A Redis to use instead of a throwaway one (a unique queue prefix keeps the bench apart). */
  redisUrl?: string;
  keepDb?: boolean;
}

export interface BenchStack {
  origin: string;
  stack: Stack;
  admin: string;
  dbName: string;
  databaseUrl: string;
  workDir: string;
  logFile: string;
  servicePorts: Record<string, number[]>;
  /** Counts from the stack log so far. */
  log: { errorLines: number; repairs: number };
}

export async function startBenchStack(options: BenchStackOptions): Promise<BenchStack> {
  const workDir = mkdtempSync(join(tmpdir(), `tn-bench-${options.name}-`));
  onCleanUp('work folder', async () => rmSync(workDir, { recursive: true, force: true }));
  const logFile = join(workDir, 'stack.log');
  const logStream = createWriteStream(logFile);
  const log = { errorLines: 0, repairs: 0 };
  const sink = (line: string) => {
    logStream.write(`${line}\n`);
    if (/\b(ERROR|FATAL)\b/.test(line)) log.errorLines += 1;
    // The projector warns each time votes committed out of log order made it re-project a season.
    if (line.includes('committed out of log order')) log.repairs += 1;
  };

  const admin = adminUrl();
  const dbName = `tn_bench_${options.name}_${randomBytes(4).toString('hex')}`;
  // CREATE and DROP DATABASE on a busy machine may outlast a service's statement limit.
  const adminDb = createDb<never>(admin, { max: 1, applicationName: 'bench', statementTimeoutMs: 0 });
  onCleanUp('admin pool', () => adminDb.destroy());
  try {
    await sql`select 1`.execute(adminDb);
  } catch (err) {
    throw new Error(
      `cannot reach PostgreSQL at ${admin.replace(/:[^:@/]+@/, ':***@')} (${err instanceof Error ? err.message : err}); ` +
        'set DATABASE_URL to a server where the bench may create and drop databases',
      { cause: err },
    );
  }
  await sql`create database ${sql.id(dbName)}`.execute(adminDb);
  if (!options.keepDb) {
    onCleanUp('bench database', () => sql`drop database if exists ${sql.id(dbName)} with (force)`.execute(adminDb));
  }
  const databaseUrl = withDatabase(admin, dbName);

  // A throwaway Redis unless one is given: the bench never touches anybody else's keys.
  let redisUrl = options.redisUrl;
  if (!redisUrl) {
    const redis = await startLocalRedis({ dataDir: join(workDir, 'redis'), port: 20_000 + Math.floor(Math.random() * 20_000), sink });
    onCleanUp('redis', () => redis.stop());
    redisUrl = redis.url;
  }

  const votingReplicas = options.votingReplicas ?? 1;
  const gatewayPort = await freePort();
  const servicePorts: Record<string, number[]> = {};
  for (const s of SERVICES) {
    const count = s.name === 'voting' ? votingReplicas : 1;
    servicePorts[s.name] = await Promise.all(Array.from({ length: count }, () => freePort()));
  }
  // The Auth emulator: one given by FIREBASE_AUTH_EMULATOR_HOST, or our own, started here with a
  // patient timeout (it takes 10-60 s on a busy machine); the stack then finds it and reuses it.
  let authPort: number;
  const givenEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (givenEmulator && (await isAuthEmulator(givenEmulator))) {
    authPort = Number(givenEmulator.split(':').pop());
    say(`using the Auth emulator at ${givenEmulator}`);
  } else {
    authPort = await freePort();
    say('starting the Firebase Auth emulator …');
    const emulator = await startAuthEmulator({
      dataDir: join(workDir, 'auth'),
      port: authPort,
      projectId: FIREBASE_PROJECT_ID,
      persist: false,
      sink,
      startTimeoutMs: 240_000,
    });
    onCleanUp('auth emulator', () => emulator.stop());
  }
  say(`starting the stack (database ${dbName}, log ${logFile}) …`);
  const t0 = performance.now();
  const stack: Stack = await startStack({
    databaseUrl,
    redisUrl,
    port: gatewayPort,
    servicePorts,
    replicas: { voting: votingReplicas },
    logLevel: 'warn',
    sink,
    dataDir: workDir,
    authEmulatorPort: authPort,
    persistAuthUsers: false,
    buildWeb: false,
    webDist: options.webDist,
    env: {
      // One client address sends every request here, and each bench user votes far more than a
      // visitor may: the gateway's limits would measure themselves.
      RATE_LIMIT_MAX: '1000000000',
      VOTE_RATE_LIMIT_MAX: '1000000000',
      QUEUE_PREFIX: `bench-${randomBytes(3).toString('hex')}`,
      RATE_LIMIT_NAMESPACE: `tn:bench:${randomBytes(3).toString('hex')}:`,
      ...options.env,
    },
  });
  onCleanUp('stack', () => stack.stop());
  const origin = `http://127.0.0.1:${gatewayPort}`;
  say(`stack up in ${seconds(performance.now() - t0)} at ${origin}`);

  // Users are created in this emulator, and their tokens verified against it.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${authPort}`;
  process.env.FIREBASE_PROJECT_ID = FIREBASE_PROJECT_ID;
  return { origin, stack, admin, dbName, databaseUrl, workDir, logFile, servicePorts, log };
}

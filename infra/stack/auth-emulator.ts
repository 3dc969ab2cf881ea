import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './processes.ts';

export interface AuthEmulatorOptions {
  /** Holds the generated firebase.json, the CLI's config home, its logs and (persist) the users. */
  dataDir: string;
  port?: number;
  projectId?: string;
  /**
   * Import users from `<dataDir>/state` at start and export them there on stop, so accounts
   * survive restarts of `pnpm start`. Tests turn it off: they want a clean emulator.
   */
  persist?: boolean;
  /** Receives the emulator's output lines; without one they go to `<dataDir>/emulator.log`. */
  sink?: (line: string) => void;
  startTimeoutMs?: number;
}

export interface AuthEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
  /** true when an emulator was already listening: stop() then leaves it alone. */
  reused: boolean;
  stop(): Promise<void>;
}

export class AuthEmulatorError extends Error {
  override name = 'AuthEmulatorError';
}

export const DEFAULT_AUTH_EMULATOR_PORT = 9099;
export const DEFAULT_PROJECT_ID = 'demo-thainguyen';
const HOST = '127.0.0.1';

/**
 * The Firebase Auth emulator (firebase-tools, fully offline) on 127.0.0.1:`port`. An emulator
 * already answering there is reused. The CLI runs on this same Node in its own process group;
 * stop() sends SIGTERM (a clean shutdown that exports the users when `persist` is on), then
 * SIGKILLs the group if it lingers.
 */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const port = options.port ?? DEFAULT_AUTH_EMULATOR_PORT;
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const host = `${HOST}:${port}`;
  if (await isAuthEmulator(host)) return { host, projectId, reused: true, stop: async () => {} };

  const dataDir = resolve(options.dataDir);
  const configHome = join(dataDir, 'config');
  const stateDir = join(dataDir, 'state');
  const tmpDir = join(dataDir, 'tmp');
  mkdirSync(configHome, { recursive: true });
  mkdirSync(tmpDir, { recursive: true });
  const configFile = join(dataDir, 'firebase.json');
  // The CLI also runs a hub and a logging emulator. Left to themselves they probe upwards from
  // 4400/4500 and, during the ~10-30 s boot, concurrent emulators grab each other's pick;
  // ephemeral ports chosen up front do not collide.
  const emulators = {
    auth: { host: HOST, port },
    hub: { host: HOST, port: await freePort() },
    logging: { host: HOST, port: await freePort() },
    ui: { enabled: false },
  };
  writeFileSync(configFile, `${JSON.stringify({ emulators }, null, 2)}\n`);

  const args = [firebaseBin(), 'emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile];
  if (options.persist) {
    // --import fails on a folder that holds no export yet (the very first start).
    if (existsSync(join(stateDir, 'firebase-export-metadata.json'))) args.push('--import', stateDir);
    args.push('--export-on-exit', stateDir);
  }

  const child = spawn(process.execPath, args, {
    cwd: dataDir,
    // CI=1: no interactive prompts (analytics consent, update notices); XDG_CONFIG_HOME keeps
    // the CLI's config store inside the project instead of the user's home. TMPDIR: the CLI
    // finds "its" hub through a locator file in the temp folder, named by project only, so a
    // shared one would make one emulator export another's users on exit.
    env: { ...process.env, CI: '1', XDG_CONFIG_HOME: configHome, TMPDIR: tmpDir, FIREBASE_AUTH_EMULATOR_HOST: undefined },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = captureOutput(child, options.sink ?? fileSink(join(dataDir, 'emulator.log')));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let running = true;
  void exited.then(() => (running = false));
  child.once('error', (err) => output.push(`failed to start: ${err.message}`));

  // If the launcher dies without calling stop(), SIGTERM still lets the emulator export and exit.
  const onExit = () => signalGroup(child, 'SIGTERM');
  process.once('exit', onExit);

  const stop = async () => {
    process.removeListener('exit', onExit);
    if (!running) return;
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };

  // ~10 s on an idle machine, but minutes on a loaded 2-core CI box: wait generously.
  const startTimeoutMs = options.startTimeoutMs ?? Number(process.env.AUTH_EMULATOR_START_TIMEOUT_MS || 180_000);
  const deadline = Date.now() + startTimeoutMs;
  while (!(await isAuthEmulator(host))) {
    if (!running) {
      // Another launcher may have won the race for the port; its emulator is as good as ours.
      if (await isAuthEmulator(host)) return { host, projectId, reused: true, stop: async () => {} };
      throw new AuthEmulatorError(`the Firebase Auth emulator exited during start:\n    ${output.tail().join('\n    ')}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new AuthEmulatorError(
        `the Firebase Auth emulator did not answer on ${host} within ${startTimeoutMs / 1000} s:\n    ${output.tail().join('\n    ')}`,
      );
    }
    await Promise.race([sleep(200), exited]);
  }
  return { host, projectId, reused: false, stop };
}

/** The emulator's root answers `{"authEmulator":{"ready":true,…}}`; anything else is not it. */
export async function isAuthEmulator(host: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) });
    if (!res.ok) return false;
    const body = (await res.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/** The CLI's entry script, resolved from the workspace root's devDependencies. */
function firebaseBin(): string {
  const require = createRequire(import.meta.url);
  try {
    return join(dirname(require.resolve('firebase-tools/package.json')), 'lib', 'bin', 'firebase.js');
  } catch {
    throw new AuthEmulatorError('firebase-tools is not installed: run `pnpm install` at the repository root');
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function fileSink(path: string): (line: string) => void {
  const stream = createWriteStream(path, { flags: 'a' });
  stream.on('error', () => {});
  return (line) => stream.write(`${line}\n`);
}

function captureOutput(child: ChildProcess, sink: (line: string) => void) {
  const lines: string[] = [];
  const push = (line: string) => {
    if (!line.trim()) return;
    lines.push(line);
    if (lines.length > 40) lines.shift();
    sink(line);
  };
  if (child.stdout) createInterface({ input: child.stdout }).on('line', push);
  if (child.stderr) createInterface({ input: child.stderr }).on('line', push);
  return { push, tail: () => [...lines] };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, isPortFree } from '@tn/kit/ports';

/** Where the stack writes its lines; `() => {}` silences it (tests). */
export type Sink = (line: string) => void;

const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number) => (text: string) => (useColour ? `\x1b[${code}m${text}\x1b[0m` : text);
export const dim = paint(2);
export const bold = paint(1);
export const red = paint(31);
export const green = paint(32);
export const yellow = paint(33);
const PALETTE = [36, 35, 34, 33, 32, 96, 95, 94, 93, 92].map(paint);
let nextColour = 0;

/** `[catalog]`-style prefix, one colour per process, padded so the columns line up. */
export function prefixer(name: string, width = 10): (line: string) => string {
  const colour = PALETTE[nextColour++ % PALETTE.length]!;
  const label = colour(`[${name}]`.padEnd(width + 2));
  return (line) => `${label} ${line}`;
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const LEVEL_COLOUR: Record<number, (s: string) => string> = { 40: yellow, 50: red, 60: red };

/**
 * pino JSON lines shown compactly (time, level, msg, reqId and the few request fields worth
 * reading); anything that is not pino JSON passes through untouched.
 */
export function formatLogLine(line: string): string {
  if (!line.startsWith('{')) return line;
  let entry: Record<string, any>;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry.level !== 'number' || !('msg' in entry || 'err' in entry)) return line;
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 23) : '';
  const level = (LEVEL_COLOUR[entry.level] ?? ((s: string) => s))((LEVELS[entry.level] ?? String(entry.level)).padEnd(5));
  const extras: string[] = [];
  if (entry.req?.method) extras.push(`${entry.req.method} ${entry.req.url}`);
  if (entry.res?.statusCode) extras.push(String(entry.res.statusCode));
  if (typeof entry.responseTime === 'number') extras.push(`${entry.responseTime.toFixed(1)}ms`);
  if (entry.err?.message) extras.push(red(entry.err.message));
  const reqId = entry.reqId ? dim(` reqId=${entry.reqId}`) : '';
  return `${dim(time)} ${level} ${entry.msg ?? ''}${extras.length ? ` ${extras.join(' ')}` : ''}${reqId}`;
}

export interface ManagedProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code (or signal) once the process is gone. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly running: boolean;
  /** The last lines it printed, for "why did it die" reports. */
  lastLines(): string[];
  /** `signal` first, SIGKILL after `graceMs` if it is still there. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export interface SpawnOptions {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  sink: Sink;
  /** Own process group, so a terminal Ctrl-C reaches only the launcher, which then stops
   * everything in order (services before the databases they drain into). */
  detached?: boolean;
  uid?: number;
  gid?: number;
  /** Transform each output line (default: compact pino). */
  format?: (line: string) => string;
}

const live = new Set<ManagedProcess>();

// Last resort: if the launcher itself dies without stopping its children, take them with it.
process.on('exit', () => {
  for (const p of live) if (p.running) p.child.kill('SIGKILL');
});

export function spawnManaged(options: SpawnOptions): ManagedProcess {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
    uid: options.uid,
    gid: options.gid,
  });
  const prefix = prefixer(options.name);
  const format = options.format ?? formatLogLine;
  const tail: string[] = [];
  let running = true;
  const onLine = (line: string) => {
    if (!line) return;
    tail.push(line);
    if (tail.length > 40) tail.shift();
    options.sink(prefix(format(line)));
  };
  createInterface({ input: child.stdout! }).on('line', onLine);
  createInterface({ input: child.stderr! }).on('line', onLine);

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('error', (err) => {
      onLine(`failed to start: ${err.message}`);
      running = false;
      resolve({ code: 127, signal: null });
    });
    child.on('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    });
  });

  const managed: ManagedProcess = {
    name: options.name,
    child,
    exited,
    get running() {
      return running;
    },
    lastLines: () => [...tail],
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (!running) return;
      child.kill(signal);
      const timer = setTimeout(() => {
        if (running) {
          options.sink(prefix(yellow(`still running after ${graceMs / 1000} s: SIGKILL`)));
          child.kill('SIGKILL');
        }
      }, graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  live.add(managed);
  void exited.then(() => live.delete(managed));
  return managed;
}

export { freePort, isPortFree };

/** `preferred` when it is free, otherwise any free port. */
export async function portNear(preferred: number, host = '127.0.0.1'): Promise<number> {
  return (await isPortFree(preferred, host)) ? preferred : freePort(host);
}

export class StartError extends Error {
  override name = 'StartError';
}

/**
 * Polls `url` until it answers 200. Fails fast, with the process's last lines, if the process
 * exits first; fails after `timeoutMs` otherwise.
 */
export async function waitUntilReady(url: string, proc: ManagedProcess, timeoutMs = 60_000, signal?: AbortSignal): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    if (!proc.running) throw new StartError(diedMessage(proc));
    try {
      // No idle connection left behind: a service that stops waits for its clients' to close.
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000), headers: { connection: 'close' } });
      if (res.ok) return;
      last = `${res.status} ${(await res.text()).slice(0, 300)}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await Promise.race([sleep(200), proc.exited]);
  }
  throw new StartError(`${proc.name} was not ready after ${timeoutMs / 1000} s (${url}: ${last})\n${indent(proc.lastLines())}`);
}

export function diedMessage(proc: ManagedProcess): string {
  const code = proc.child.exitCode ?? proc.child.signalCode;
  return `${proc.name} exited (${code}) during start. Its last lines:\n${indent(proc.lastLines().map(formatLogLine))}`;
}

const indent = (lines: string[]) => (lines.length ? lines.map((l) => `    ${l}`).join('\n') : '    (no output)');

/**
 * Children run detached, so a launcher killed outright (SIGKILL, or pnpm's supervisor when the
 * terminal closes) leaves them running. Their pids are written down as they start, with the
 * launcher's; the next start stops any that are still there (checking each command line, in
 * case a pid was reused), unless that launcher is still alive: then it refuses to start twice.
 */
interface PidFile {
  launcher: number;
  children: { pid: number; marker: string }[];
}

export function recordPid(file: string, proc: ManagedProcess, marker: string): void {
  const current = readPids(file);
  const children = current.launcher === process.pid ? current.children.filter((e) => e.pid !== proc.child.pid) : [];
  if (proc.child.pid) children.push({ pid: proc.child.pid, marker });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ launcher: process.pid, children } satisfies PidFile));
}

/** `markers`: command-line fragments of other detached leftovers to look for (their own data paths). */
export async function stopLeftovers(file: string, sink: Sink, markers: string[] = []): Promise<void> {
  const recorded = readPids(file);
  if (recorded.launcher && recorded.launcher !== process.pid && alive(recorded.launcher)) {
    throw new StartError(`Another start of this stack is running (pid ${recorded.launcher}): stop it first (Ctrl-C in its terminal).`);
  }
  if (!existsSync(file)) return; // the last run stopped cleanly
  const commandLine = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      return '';
    }
  };
  const leftovers = recorded.children.filter(({ pid, marker }) => commandLine(pid).includes(marker));
  if (markers.length && existsSync('/proc')) {
    for (const entry of readdirSync('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid) || pid === process.pid) continue;
      const marker = markers.find((m) => commandLine(pid).includes(m));
      if (marker) leftovers.push({ pid, marker });
    }
  }
  rmSync(file, { force: true });
  if (leftovers.length === 0) return;
  sink(yellow(`stopping ${leftovers.length} process(es) left running by an earlier start: ${leftovers.map((l) => l.marker).join(', ')}`));
  for (const { pid } of leftovers) signal(pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (leftovers.some(({ pid }) => alive(pid)) && Date.now() < deadline) await sleep(100);
  for (const { pid } of leftovers) if (alive(pid)) signal(pid, 'SIGKILL');
}

function readPids(file: string): PidFile {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<PidFile>;
    const children = Array.isArray(parsed.children) ? parsed.children.filter((e) => Number.isInteger(e?.pid) && typeof e?.marker === 'string') : [];
    return { launcher: Number.isInteger(parsed.launcher) ? parsed.launcher! : 0, children };
  } catch {
    return { launcher: 0, children: [] };
  }
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Claims the pid file for this launcher before any child starts. */
export function recordLauncher(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ launcher: process.pid, children: [] } satisfies PidFile));
}

/** Removes the pid file if this launcher owns it (a refused second start must not). */
export function releasePidFile(file: string): void {
  if (readPids(file).launcher === process.pid) rmSync(file, { force: true });
}

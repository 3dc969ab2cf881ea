import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { dim, portNear, spawnManaged, StartError, type Sink } from './processes.ts';

export interface LocalRedis {
  url: string;
  stop(): Promise<void>;
}

export class RedisMissingError extends StartError {
  override name = 'RedisMissingError';
}

export const REDIS_INSTALL_HINT = [
  'redis-server was not found on PATH. Install it, or point the stack at a Redis you already run:',
  '  Debian/Ubuntu:  sudo apt-get install -y redis-server',
  '  macOS:          brew install redis',
  '  or:             REDIS_URL=redis://127.0.0.1:6379 pnpm start',
].join('\n');

/**
 * A `redis-server` of the machine, its data (append-only file) in `dataDir`. BullMQ needs
 * `noeviction`: an evicted job key is a lost vote. RDB snapshots are off; the AOF is the record.
 */
export async function startLocalRedis(options: { dataDir: string; port?: number; sink: Sink }): Promise<LocalRedis> {
  const binary = findRedisServer();
  if (!binary) throw new RedisMissingError(REDIS_INSTALL_HINT);
  mkdirSync(options.dataDir, { recursive: true });
  const pidFile = join(options.dataDir, 'redis.pid');
  await stopLeftover(pidFile, options.sink);

  const port = await portNear(options.port ?? 63790);
  const proc = spawnManaged({
    name: 'redis',
    command: binary,
    args: [
      '--port', String(port),
      '--bind', '127.0.0.1',
      '--dir', options.dataDir,
      '--pidfile', pidFile,
      '--appendonly', 'yes',
      '--maxmemory-policy', 'noeviction',
      '--save', '',
      '--loglevel', 'warning',
    ],
    // Even at `warning` it prints its banner and host tuning advice; keep real trouble only.
    sink: (line) => {
      if (/error|fail|can't|cannot|denied|fatal/i.test(line) && !/overcommit/i.test(line)) options.sink(line);
    },
    detached: true,
  });

  const deadline = Date.now() + 30_000;
  while (!(await ping(port))) {
    if (!proc.running) throw new StartError(`redis-server exited during start:\n    ${proc.lastLines().join('\n    ')}`);
    if (Date.now() > deadline) {
      await proc.stop();
      throw new StartError('redis-server did not answer PING within 30 s');
    }
    await sleep(100);
  }
  // SIGTERM makes redis-server flush the append-only file and exit cleanly.
  return { url: `redis://127.0.0.1:${port}`, stop: () => proc.stop('SIGTERM', 15_000) };
}

export function findRedisServer(): string | undefined {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** One PING over a raw socket: no client library needed to know it is up. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** A redis-server left by a launcher that was killed outright still writes our AOF: stop it. */
async function stopLeftover(pidFile: string, sink: Sink): Promise<void> {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return;
  let command: string;
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return; // not running (or no /proc: nothing we can check safely)
  }
  if (!command.includes('redis-server')) return;
  sink(dim(`[redis] stopping a redis-server left running by an earlier start (pid ${pid})`));
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 150; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(100);
  }
  throw new StartError(`redis-server pid ${pid} did not stop; stop it and retry`);
}

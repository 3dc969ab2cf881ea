import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { databaseUrlFor, testRedisUrl, withAdmin } from '@tn/kit/testing';
import { freePort } from '../infra/stack/processes.ts';
import { REPO_ROOT, SERVICES, startStack, type ServiceName } from '../infra/stack/start.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The gateway of the stack under test, e.g. http://localhost:41234. */
    baseUrl: string;
    /**
     * The stack's database as the admin role: only for seeding what the API cannot make, such
     * as votes in an earlier month (the stack's clock is today).
     */
    databaseUrl: string;
  }
}

/**
 * The whole stack for the browser tests: a fresh database on the DATABASE_URL server, the
 * REDIS_URL server (a logical database of its own), every process on free ports so that a
 * developer's running `pnpm start` (8080, 4001-4006, 9099) is never in the way.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = `tn_e2e_${process.pid}`;
  await withAdmin(async (c) => {
    await c.query(`drop database if exists "${database}" with (force)`);
    await c.query(`create database "${database}"`);
  });

  const runDir = join(REPO_ROOT, 'test-results', `e2e-${process.pid}`);
  mkdirSync(runDir, { recursive: true });
  const logFile = join(runDir, 'stack.log');
  const log = createWriteStream(logFile);
  // ANSI colours stay out of the file (the sink gets coloured lines only on a TTY).
  const sink = (line: string) => log.write(`${line.replace(/\x1b\[[0-9;]*m/g, '')}\n`);

  const servicePorts = {} as Record<ServiceName, number>;
  for (const s of SERVICES) servicePorts[s.name] = await freePort();
  let stack;
  try {
    stack = await startStack({
      databaseUrl: databaseUrlFor(database),
      redisUrl: isolatedRedisUrl(testRedisUrl()),
      port: await freePort(),
      servicePorts,
      authEmulatorPort: await freePort(),
      persistAuthUsers: false,
      dataDir: runDir,
      logLevel: 'warn',
      sink,
      // A port nothing listens on: the media service never reaches out for Commons' copies of the
      // photos (this machine has no way out), and sends the browser to Commons itself, where
      // servePictures (images.ts) answers; the tests that look at pictures answer the copies too.
      env: { COMMONS_ORIGIN: `http://127.0.0.1:${await freePort()}` },
    });
  } catch (err) {
    sink(`start failed: ${err instanceof Error ? err.stack : err}`);
    await withAdmin((c) => c.query(`drop database if exists "${database}" with (force)`));
    log.end();
    throw new Error(`The e2e stack did not start (full log: ${logFile}):\n${err instanceof Error ? err.message : err}`, {
      cause: err,
    });
  }
  project.provide('baseUrl', stack.url);
  project.provide('databaseUrl', databaseUrlFor(database));

  return async () => {
    await stack.stop();
    await withAdmin((c) => c.query(`drop database if exists "${database}" with (force)`));
    await new Promise((done) => log.end(done));
    // Keep the log; the emulator's scratch files are of no use after the run.
    rmSync(join(runDir, 'auth'), { recursive: true, force: true });
    rmSync(join(runDir, 'run'), { recursive: true, force: true });
  };
}

/**
 * Queue names and keys are fixed in the services, so a stack under test must not share a Redis
 * logical database with a developer's stack (db 0 by default): its projector would take their
 * jobs. Tests never flush; they just live in another numbered database.
 */
function isolatedRedisUrl(base: string): string {
  const url = new URL(base);
  if (url.pathname && url.pathname !== '/') return base; // an explicit db index is respected
  url.pathname = `/${1 + (process.pid % 15)}`;
  return url.toString();
}

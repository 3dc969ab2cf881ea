import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface InsertRate {
  tps: number;
  clients: number;
  seconds: number;
}

/**
 * The machine's one-row INSERT rate: pgbench with a custom script (one INSERT of a row shaped
 * like a vote event, its own transaction) on a scratch database that is dropped afterwards.
 */
export async function measureInsertRate(adminUrl: string, options: { clients?: number; seconds?: number } = {}): Promise<InsertRate> {
  const clients = options.clients ?? 16;
  const seconds = options.seconds ?? 10;
  const url = new URL(adminUrl);
  const name = `tn_bench_pgbench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dir = mkdtempSync(join(tmpdir(), 'tn-pgbench-'));
  try {
    await admin.query(`create database "${name}"`);
    const scratchUrl = new URL(adminUrl);
    scratchUrl.pathname = `/${name}`;
    const scratch = new pg.Client({ connectionString: scratchUrl.toString() });
    await scratch.connect();
    await scratch.query(`create table bench_insert (
      id bigserial primary key, event_id uuid not null default gen_random_uuid(), user_id text not null,
      winning_location_id int not null, losing_location_id int not null, voted_at timestamptz not null default now())`);
    await scratch.end();
    const script = join(dir, 'insert.sql');
    writeFileSync(
      script,
      [
        '\\set w random(1, 31)',
        '\\set l random(1, 31)',
        "insert into bench_insert (user_id, winning_location_id, losing_location_id) values ('u' || :client_id, :w, :l);",
        '',
      ].join('\n'),
    );
    const args = ['-n', '-c', String(clients), '-j', String(Math.min(clients, 4)), '-T', String(seconds), '-f', script];
    args.push('-h', url.hostname || '127.0.0.1', '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres'), name);
    const { stdout } = await run('pgbench', args, {
      env: { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) },
      timeout: (seconds + 60) * 1000,
    });
    const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout) ?? /tps = ([\d.]+)/.exec(stdout);
    if (!match) throw new Error(`could not read pgbench's tps from:\n${stdout}`);
    return { tps: Number(match[1]), clients, seconds };
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The short version of `pnpm drill`: a few seconds of votes through each of (a) restarting the
 * three voting replicas in turn, without client retries, and (b) kill -9 of the projector in the
 * middle of a batch, on a stack of its own. Nothing may be lost or doubled, (a) may not fail a
 * single vote, and the invariants must hold. No timing is asserted: a loaded machine is slower,
 * never wrong.
 */

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'tn-drill-test-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function runDrill(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['infra/drill/drill.ts', ...args], { cwd: REPO_ROOT, env: process.env });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.on('close', (code) => resolve({ code, output }));
  });
}

interface DrillJson {
  results: {
    drill: string;
    error?: string;
    clientRetries: number;
    account: { offered: number; acknowledged: number; failed: number; lost: number; doubled: number };
    fault: { notes: string[] };
    invariants: { name: string; ok: boolean }[];
  }[];
  problems: string[];
}

describe('pnpm drill --drills a,b (short)', () => {
  it('loses and doubles nothing, and the replica restarts fail no vote', async () => {
    const json = join(workDir, 'drill.json');
    const run = await runDrill(['--drills', 'a,b', '--seconds', '4', '--rate', '10', '--users', '10', '--json', json]);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/=== drills/);

    const report = JSON.parse(readFileSync(json, 'utf8')) as DrillJson;
    expect(report.problems).toEqual([]);
    const [a, b] = report.results;
    expect(a).toMatchObject({ drill: 'a', clientRetries: 0, account: { failed: 0, lost: 0, doubled: 0 } });
    expect(a!.account.offered).toBeGreaterThan(0);
    expect(a!.account.acknowledged).toBe(a!.account.offered);
    expect(a!.fault.notes.filter((n) => /^voting#\d: stopped/.test(n))).toHaveLength(3);
    expect(b).toMatchObject({ drill: 'b', account: { lost: 0, doubled: 0 } });
    expect(b!.fault.notes.join('\n')).toMatch(/ranking killed \(signal SIGKILL\) while its batch/);
    for (const r of report.results) expect(r.invariants.filter((c) => !c.ok && !c.name.startsWith('nothing unacknowledged'))).toEqual([]);
  }, 600_000);
});

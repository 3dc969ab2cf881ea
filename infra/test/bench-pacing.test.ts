import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BenchUser } from '../bench/lib/bench-users.ts';
import { httpClient, warmUp, type HttpClient } from '../bench/lib/http-load.ts';
import { runOpenLoop } from '../bench/lib/pacing.ts';
import { pseudonymizer } from '../bench/lib/pseudonyms.ts';
import { latencyByMinute, rateChart, rateSeries } from '../bench/lib/replay-report.ts';
import { startReplay, voterSlots } from '../bench/lib/replay-run.ts';
import { parseCalendarDay, parseDayRange } from '../bench/lib/trace-export.ts';
import type { TraceVote } from '../bench/lib/trace.ts';

/**
 * The replay bench's pieces that need no stack: the open-loop scheduler against a tiny local HTTP
 * server that answers slowly (so a closed loop could not keep the pace), the refusal counts, the
 * pseudonyms and the export's argument checks.
 */

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ANSWER_DELAY_MS = 150;

let server: Server;
let client: HttpClient;
/** When each request reached the server, ms on performance.now(). */
const arrivals: number[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    arrivals.push(performance.now());
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      // A vote for location 13 is refused as the voting service refuses a used-up allowance.
      const refused = body.includes('"winningLocationId":13');
      setTimeout(() => {
        res.writeHead(refused ? 403 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(refused ? { statusCode: 403, error: 'Forbidden', message: "You've used all 3 of your weekly votes." } : { votesRemaining: 1, votesPerWeek: 3 }));
      }, ANSWER_DELAY_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = httpClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 200);
});

afterAll(async () => {
  client?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** A recording with single votes, a burst of 25 in the same millisecond, and a tail. */
const RECORDED = [0, 40, 80, ...Array<number>(25).fill(200), 230, 260, 500, 520, 700];

/**
 * Runs the recording at `speed` and answers how far each send was from its recorded offset, and
 * from the server's point of view. The machine is shared (other test runs, other work): a
 * descheduled process or a slow garbage collection can delay any one run by tens of ms, which
 * the bench reports as "sends behind schedule"; the scheduler must hold the pace in one of three.
 */
async function paced(speed: number) {
  let worst = { sendMs: Number.POSITIVE_INFINITY, arrivalMs: Number.POSITIVE_INFINITY, answeredBeforeBurstEnd: 0, sent: 0 };
  for (let attempt = 0; attempt < 3 && worst.sendMs > 20; attempt++) {
    await warmUp(client, 40, '/warm');
    arrivals.length = 0;
    const timeline = await runOpenLoop({ offsetsMs: RECORDED, speed, maxMs: 10_000, send: () => client.send('POST', '/api/vote', {}, '{}') });
    const due = RECORDED.map((o) => o / speed);
    const sendMs = Math.max(...due.map((d, i) => Math.abs(timeline.sentMs[i]! - d)));
    const sortedArrivals = arrivals.map((a) => a - timeline.startedAt).sort((a, b) => a - b);
    const arrivalMs = Math.max(...due.map((d, i) => Math.abs(sortedArrivals[i]! - d)));
    // Open loop: the whole burst went out before any of its answers came back.
    const burstEnd = Math.max(...Array.from({ length: 25 }, (_, k) => timeline.sentMs[3 + k]!));
    const answeredBeforeBurstEnd = Array.from({ length: 25 }, (_, k) => timeline.doneMs[3 + k]!).filter((d) => d < burstEnd).length;
    const run = { sendMs, arrivalMs, answeredBeforeBurstEnd, sent: timeline.sent };
    if (run.sendMs < worst.sendMs) worst = run;
  }
  return { ...worst, received: arrivals.length };
}

describe('recorded pace (open loop)', () => {
  it('sends a trace with a burst within 20 ms of the recording at speed 1, however slowly answers come', async () => {
    const run = await paced(1);
    expect(run.sent).toBe(RECORDED.length);
    expect(run.received).toBe(RECORDED.length);
    expect(run.sendMs).toBeLessThanOrEqual(20);
    // The server saw the burst as a burst too (looser: it shares this process's event loop).
    expect(run.arrivalMs).toBeLessThanOrEqual(60);
    expect(run.answeredBeforeBurstEnd).toBe(0);
  });

  it('divides the offsets by --speed', async () => {
    const run = await paced(4);
    expect(run.sent).toBe(RECORDED.length);
    expect(run.sendMs).toBeLessThanOrEqual(20);
  });

  it('sends nothing due after the time limit, and waits for what is in flight', async () => {
    const timeline = await runOpenLoop({ offsetsMs: [0, 10, 5_000], speed: 1, maxMs: 100, send: () => client.send('GET', '/limit') });
    expect(timeline.sent).toBe(2);
    expect(timeline.status.slice(0, 2)).toEqual(['200', '200']);
    expect(timeline.elapsedMs).toBeLessThan(1_000);
  });
});

describe('a replay through a gateway', () => {
  const user = (uid: string): BenchUser => ({ uid, email: `${uid}@bench.test`, idToken: 'token', fresh: async () => 'token' });

  it('maps each pseudonym to one user, and counts refusals by status and reason', async () => {
    const trace: TraceVote[] = [
      { offsetMs: 0, winningLocationId: 1, losingLocationId: 2, outcome: 'win', user: 'ua' },
      { offsetMs: 10, winningLocationId: 13, losingLocationId: 2, outcome: 'win', user: 'ub' },
      { offsetMs: 20, winningLocationId: 3, losingLocationId: 4, outcome: 'draw', user: 'ua' },
      { offsetMs: 30, winningLocationId: 13, losingLocationId: 5, outcome: 'win', user: 'uc' },
    ];
    const { slots, users, pseudonymous } = voterSlots(trace, 100);
    expect({ slots: [...slots], users, pseudonymous }).toEqual({ slots: [0, 1, 0, 2], users: 3, pseudonymous: true });
    const accounts = [user('a'), user('b'), user('c')];
    const replay = startReplay({ client, trace, userOf: (i) => accounts[slots[i]!]!, tokens: 'off', pace: { kind: 'recorded', speed: 1 }, maxMs: 10_000 });
    const result = await replay.done;
    expect(replay.live()).toMatchObject({ total: 4, sent: 4, accepted: 2, refused: 2, inFlight: 0 });
    expect(result.acked.map((a) => [a.userId, a.winningLocationId, a.outcome])).toEqual([
      ['a', 1, 'win'],
      ['a', 3, 'draw'],
    ]);
    expect(result.refusals).toEqual([{ stage: 'vote', status: '403', reason: "You've used all N of your weekly votes.", count: 2 }]);

    const series = rateSeries(result.timeline, 1);
    expect(series.reduce((n, p) => n + p.offeredPerS, 0)).toBeGreaterThan(0);
    expect(rateChart(series).split('\n')).toHaveLength(series.length + 1);
    expect(latencyByMinute(result.timeline)).toMatchObject([{ minute: 0, count: 4 }]);
  });

  it('spreads a trace without pseudonyms round-robin, and refuses one that mixes both', () => {
    const pair = { winningLocationId: 1, losingLocationId: 2 };
    expect([...voterSlots([pair, pair, pair], 2).slots]).toEqual([0, 1, 0]);
    expect(() => voterSlots([pair, { ...pair, user: 'ua' }], 2)).toThrow(/1 of the trace's 2 votes have no "user"/);
  });
});

describe('trace export', () => {
  it('gives a user the same pseudonym under one secret, another under another, and never the id', () => {
    const first = pseudonymizer('secret one');
    const again = pseudonymizer('secret one');
    const other = pseudonymizer('secret two');
    expect(first('firebase-uid-1')).toBe(first('firebase-uid-1'));
    expect(again('firebase-uid-1')).toBe(first('firebase-uid-1'));
    expect(first('firebase-uid-2')).not.toBe(first('firebase-uid-1'));
    expect(other('firebase-uid-1')).not.toBe(first('firebase-uid-1'));
    expect(first('firebase-uid-1')).toMatch(/^u[0-9a-f]{16}$/);
    expect(() => pseudonymizer('')).toThrow(/must not be empty/);
  });

  it('takes calendar days only, --to not before --from', () => {
    expect(parseDayRange('2026-11-01', '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(parseDayRange('2028-02-29', '2028-02-29')).toEqual({ from: '2028-02-29', to: '2028-02-29' });
    expect(() => parseCalendarDay('from', '2026-02-29')).toThrow(/--from must be a calendar day YYYY-MM-DD/);
    expect(() => parseCalendarDay('to', '2026-11-31')).toThrow(/--to must be a calendar day/);
    expect(() => parseCalendarDay('from', '1/11/2026')).toThrow(/--from must be a calendar day/);
    expect(() => parseCalendarDay('from', undefined)).toThrow(/--from is required/);
    expect(() => parseDayRange('2026-11-30', '2026-11-01')).toThrow(/--to \(2026-11-01\) must not be before --from \(2026-11-30\)/);
  });

  it('exits 2 with a message naming the option, before reading anything', () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['infra/bench/trace-export.ts', ...args], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      });
    const badDay = run('--from', '2026-13-01', '--to', '2026-11-30');
    expect(badDay.status).toBe(2);
    expect(badDay.stderr).toMatch(/--from must be a calendar day YYYY-MM-DD, such as 2026-11-01; got "2026-13-01"/);
    expect(badDay.stdout).toBe('');
    const missing = run('--from', '2026-11-01');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/--to is required/);
  });
});

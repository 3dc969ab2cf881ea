/**
 * `pnpm bench:reads`: what a read costs, through the gateway and straight to the service.
 *
 * Starts its own stack (like `pnpm bench:votes`), then, with autocannon at --connections closed
 * loops for --seconds each, measures GET /api/locations, /api/rankings and /api/matchup through
 * the gateway beside the same calls straight to the service that answers them, and the
 * gateway's own /healthz (its ceiling). Then it checks that every cacheable GET answers a
 * matching If-None-Match with 304, and measures freshness: how long after a vote is
 * acknowledged the vote shows in GET /api/locations and /api/rankings through the gateway (as a
 * signed-out visitor sees them, edge cache included). Targets are printed beside the figures.
 *
 *   pnpm bench:reads [--connections 100] [--seconds 10] [--fresh-votes 5] [--edge-cache-ms 500]
 *                    [--json out.json] [--keep-db]
 *
 * --edge-cache-ms 0 runs the same stack with the gateway's edge cache off, for a before/after.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createEmulatorUser } from '@tn/kit/testing-auth';
import { runBench, say, startBenchStack } from './lib/bench-stack.ts';
import { table } from './lib/stats.ts';

const TARGETS = { locationsPerSecond: 8_000, freshMs: 1_000 };

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
    'fresh-votes': { type: 'string', default: '5' },
    'edge-cache-ms': { type: 'string' },
    json: { type: 'string' },
    'keep-db': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  say('usage: pnpm bench:reads [--connections N] [--seconds S] [--fresh-votes N] [--edge-cache-ms MS] [--json out.json] [--keep-db]');
  process.exit(0);
}
const int = (name: string, value: string | undefined, min: number): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    say(`--${name} must be an integer ≥ ${min}, got ${value}`);
    process.exit(2);
  }
  return n;
};
const options = {
  connections: int('connections', args.connections, 1),
  seconds: int('seconds', args.seconds, 1),
  freshVotes: int('fresh-votes', args['fresh-votes'], 0),
  /** The gateway's EDGE_CACHE_MS; unset: its default. */
  edgeCacheMs: args['edge-cache-ms'] === undefined ? undefined : int('edge-cache-ms', args['edge-cache-ms'], 0),
};

interface ReadResult {
  label: string;
  url: string;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function measure(label: string, url: string): Promise<ReadResult> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds });
  return {
    label,
    url,
    perSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

interface LocationRow {
  id: number;
  matches: number;
}

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Milliseconds from a vote's acknowledgement until both reads show its winner's new match. */
async function freshness(origin: string, idToken: string): Promise<{ locationsMs: number; rankingsMs: number }> {
  const auth = { authorization: `Bearer ${idToken}` };
  const matchup = await getJson<{ left: LocationRow; right: LocationRow; matchupToken: string }>(`${origin}/api/matchup`, auth);
  const vote = await fetch(`${origin}/api/vote`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ winningLocationId: matchup.left.id, losingLocationId: matchup.right.id, matchupToken: matchup.matchupToken }),
  });
  if (vote.status !== 200) throw new Error(`vote answered ${vote.status}: ${await vote.text()}`);
  const acknowledged = performance.now();
  const expected = matchup.left.matches + 1;
  const waitFor = async (path: string): Promise<number> => {
    for (;;) {
      const rows = await getJson<LocationRow[]>(`${origin}${path}`);
      if ((rows.find((r) => r.id === matchup.left.id)?.matches ?? 0) >= expected) return performance.now() - acknowledged;
      if (performance.now() - acknowledged > 10_000) return Number.POSITIVE_INFINITY;
      await sleep(10);
    }
  };
  const [locationsMs, rankingsMs] = await Promise.all([waitFor('/api/locations'), waitFor('/api/rankings')]);
  return { locationsMs, rankingsMs };
}

/** Does a GET answer its own ETag, in If-None-Match, with 304? */
async function revalidates(url: string): Promise<string> {
  const first = await fetch(url);
  await first.arrayBuffer();
  const etag = first.headers.get('etag');
  if (!etag) return `no ETag (${first.status})`;
  const again = await fetch(url, { headers: { 'if-none-match': etag } });
  await again.arrayBuffer();
  return again.status === 304 ? '304' : `${again.status}, not 304`;
}

async function main(): Promise<void> {
  const loadBefore = loadavg();
  say(`read bench ${new Date().toISOString()}: ${cpus().length} CPU(s), load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`);
  const { origin, servicePorts } = await startBenchStack({
    name: 'reads',
    keepDb: args['keep-db'],
    env: { VOTES_PER_WEEK: '100000', ...(options.edgeCacheMs === undefined ? {} : { EDGE_CACHE_MS: String(options.edgeCacheMs) }) },
  });
  const direct = (service: string) => `http://127.0.0.1:${servicePorts[service]![0]}`;

  const user = await createEmulatorUser({ email: `bench-reads-${randomUUID().slice(0, 8)}@bench.thainguyen.vn` });
  // A few votes first, so the standings are not all at the start.
  for (let i = 0; i < 3; i++) await freshness(origin, user.idToken);

  const targets: [string, string][] = [
    ['gateway /healthz (its ceiling)', `${origin}/healthz`],
    ['GET /api/locations through the gateway', `${origin}/api/locations`],
    ['GET /api/locations straight to catalog', `${direct('catalog')}/api/locations`],
    ['GET /api/rankings through the gateway', `${origin}/api/rankings`],
    ['GET /api/rankings straight to catalog', `${direct('catalog')}/api/rankings`],
    ['GET /api/matchup through the gateway', `${origin}/api/matchup`],
    ['GET /api/matchup straight to voting', `${direct('voting')}/api/matchup`],
  ];
  const reads: ReadResult[] = [];
  for (const [label, url] of targets) {
    say(`${label}: ${options.seconds} s at ${options.connections} connections …`);
    reads.push(await measure(label, url));
  }

  const revalidation: [string, string][] = [];
  for (const path of ['/api/locations', '/api/rankings', '/api/rankings/months', '/api/votes/recent', '/api/dishes', '/api/restaurants']) {
    revalidation.push([`${path} through the gateway`, await revalidates(`${origin}${path}`)]);
  }
  revalidation.push(['/api/locations straight to catalog', await revalidates(`${direct('catalog')}/api/locations`)]);

  const fresh: { locationsMs: number; rankingsMs: number }[] = [];
  for (let i = 0; i < options.freshVotes; i++) fresh.push(await freshness(origin, user.idToken));
  const worst = (key: 'locationsMs' | 'rankingsMs') => Math.max(0, ...fresh.map((f) => f[key]));

  const locations = reads.find((r) => r.label.startsWith('GET /api/locations through'))!;
  say('');
  say(`=== reads, autocannon, ${options.connections} connections, ${options.seconds} s each; edge cache ${options.edgeCacheMs === 0 ? 'off' : `on (${options.edgeCacheMs ?? 'default'} ms)`}`);
  say(
    table([
      ['', 'req/s', 'p50 / p99 ms', 'non-2xx', 'errors', 'target'],
      ...reads.map((r) => [
        r.label,
        String(r.perSecond),
        `${r.p50Ms} / ${r.p99Ms}`,
        String(r.non2xx),
        String(r.errors),
        r === locations ? `≥ ${TARGETS.locationsPerSecond} — ${r.perSecond >= TARGETS.locationsPerSecond ? 'met' : 'missed'}` : '',
      ]),
    ]),
  );
  say('');
  say('=== ETag: a GET with its own ETag in If-None-Match');
  say(table([['', 'answer'], ...revalidation]));
  say('');
  if (fresh.length > 0) {
    const ok = (v: number) => (v <= TARGETS.freshMs ? 'met' : 'missed');
    say(`=== freshness: a vote's acknowledgement → visible to a signed-out visitor through the gateway (${fresh.length} votes)`);
    say(
      table([
        ['', 'each (ms)', 'worst', `target ≤ ${TARGETS.freshMs} ms`],
        ['GET /api/locations', fresh.map((f) => Math.round(f.locationsMs)).join(', '), String(Math.round(worst('locationsMs'))), ok(worst('locationsMs'))],
        ['GET /api/rankings', fresh.map((f) => Math.round(f.rankingsMs)).join(', '), String(Math.round(worst('rankingsMs'))), ok(worst('rankingsMs'))],
      ]),
    );
  }
  say(`load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} at start, ${loadavg().map((l) => l.toFixed(2)).join(' ')} at the end`);
  if (args.json) {
    writeFileSync(args.json, JSON.stringify({ options, reads, revalidation, fresh, targets: TARGETS }, null, 2));
    say(`results written to ${args.json}`);
  }
}

await runBench(main);

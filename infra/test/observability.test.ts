import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createDb } from '@tn/kit/db';
import { Registry } from '@tn/kit/metrics';
import { createService } from '@tn/kit/server';
import { createProjectorMetrics } from '../../services/ranking/src/projector/projector-metrics.ts';
import { createVoteMetrics } from '../../services/voting/src/votes/vote-metrics.ts';

// The Grafana dashboard and the Prometheus alerts name metrics by string: checked here against
// the metrics the processes really export, so a renamed metric cannot leave an empty panel or an
// alert that never fires. With promtool installed, the PromQL itself is checked too, and the
// alerts' own unit tests (alerts.test.yml) are run.

const root = fileURLToPath(new URL('../../', import.meta.url));
const dashboard = JSON.parse(readFileSync(join(root, 'infra/grafana/vote-path.json'), 'utf8')) as Dashboard;
const alerts = parse(readFileSync(join(root, 'infra/prometheus/alerts.yml'), 'utf8')) as { groups: { name: string; rules: AlertRule[] }[] };
const readme = readFileSync(join(root, 'README.md'), 'utf8');

interface Target {
  expr: string;
  datasource?: { type: string; uid: string };
}
interface Panel {
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: Target[];
}
interface Dashboard {
  uid: string;
  title: string;
  templating: { list: { name: string; type: string; query: string }[] };
  panels: Panel[];
}
interface AlertRule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string; description: string };
}

const rules = alerts.groups.flatMap((g) => g.rules);
const panels = dashboard.panels.filter((p) => p.type !== 'row');
const exprs = panels.flatMap((p) => (p.targets ?? []).map((t) => ({ panel: p.title, expr: t.expr })));

const PROMQL_WORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'and', 'or', 'unless', 'offset', 'le']);

/** The metric names a PromQL expression selects (label matchers, ranges and groupings removed). */
function metricsIn(expr: string): string[] {
  const bare = expr
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, ' ')
    .replace(/"[^"]*"/g, ' ');
  const names: string[] = [];
  for (const match of bare.matchAll(/[a-zA-Z_:][\w:]*/g)) {
    const after = bare.slice(match.index + match[0].length).trimStart();
    if (after.startsWith('(') || PROMQL_WORDS.has(match[0])) continue; // a function or a keyword
    names.push(match[0]);
  }
  return names;
}

/** Every sample name the processes export: a histogram's _bucket, _count and _sum included. */
const exported = new Set<string>();
const cleanup: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  const app = createService({ name: 'observability-test', logger: false });
  // A pool that never connects: its gauges exist once a pool is watched.
  const db = createDb('postgres://nobody@127.0.0.1:1/none', { max: 1 });
  cleanup.push(() => app.close(), () => db.destroy());
  app.metrics.watchPool(db);
  const registry = new Registry();
  createVoteMetrics(registry);
  createProjectorMetrics(registry, db as never);
  const types = new Map<string, string>();
  for (const line of (await app.metrics.render()).split('\n')) {
    const match = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (match) types.set(match[1]!, match[2]!);
  }
  // Read without collecting: the projector's lag gauge would query the log.
  for (const metric of registry.getMetricsAsArray()) {
    const { name, type } = metric as unknown as { name: string; type: string };
    types.set(name, type);
  }
  for (const [name, type] of types) {
    exported.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) exported.add(`${name}${suffix}`);
  }
});
afterAll(async () => {
  for (const close of cleanup) await close();
});

describe('infra/grafana/vote-path.json', () => {
  it('takes its Prometheus data source from a variable, in every panel and query', () => {
    const variable = dashboard.templating.list.find((v) => v.type === 'datasource');
    expect(variable).toMatchObject({ name: 'datasource', query: 'prometheus' });
    for (const panel of panels) {
      expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
      for (const target of panel.targets ?? []) expect(target.datasource, panel.title).toEqual(panel.datasource);
    }
  });

  it('queries only metrics the processes export', () => {
    expect(exprs.length).toBeGreaterThan(15);
    for (const { panel, expr } of exprs) {
      const names = metricsIn(expr);
      expect(names.length, `${panel}: ${expr}`).toBeGreaterThan(0);
      for (const name of names) expect(exported.has(name), `${panel}: ${name} is not exported`).toBe(true);
    }
  });

  it('shows the vote path at a glance: votes, latencies, the gate, the projector, pools and event loops', () => {
    const used = new Set(exprs.flatMap(({ expr }) => metricsIn(expr)));
    for (const name of [
      'voting_votes_accepted_total',
      'voting_votes_refused_total',
      'http_request_duration_seconds_bucket',
      'voting_allowance_gate_duration_seconds_bucket',
      'ranking_projector_lag_seconds',
      'ranking_projector_batch_duration_seconds_bucket',
      'ranking_vote_queue_wait_seconds_bucket',
      'db_pool_waiting_requests',
      'db_pool_clients',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(used.has(name), name).toBe(true);
    }
    // The vote latency is the vote route's, by its pattern, at p50 and p99.
    const voteLatency = exprs.filter(({ expr }) => expr.includes('route="/api/vote"'));
    expect(voteLatency.some(({ expr }) => expr.startsWith('histogram_quantile(0.5,'))).toBe(true);
    expect(voteLatency.some(({ expr }) => expr.startsWith('histogram_quantile(0.99,'))).toBe(true);
    expect(exprs.some(({ expr }) => /sum by \(reason\)/.test(expr))).toBe(true);
  });
});

describe('infra/prometheus/alerts.yml', () => {
  it('has the vote path\'s alerts, each on exported metrics, with a severity, a summary and a description', () => {
    expect(rules.map((r) => r.alert).sort()).toEqual(
      ['EventLoopLagHigh', 'PostgresPoolSaturated', 'ProjectorLagging', 'VoteLatencyHigh', 'VotesRefusedUnavailable'].sort(),
    );
    for (const rule of rules) {
      for (const name of metricsIn(rule.expr)) expect(exported.has(name), `${rule.alert}: ${name} is not exported`).toBe(true);
      expect(['page', 'warn'], rule.alert).toContain(rule.labels.severity);
      expect(rule.for, rule.alert).toMatch(/^\d+m$/);
      expect(rule.annotations.summary, rule.alert).toBeTruthy();
      expect(rule.annotations.description, rule.alert).toContain(`README, Operations: ${rule.alert}`);
    }
    const threshold = (alert: string) => rules.find((r) => r.alert === alert)!;
    expect(threshold('ProjectorLagging').expr).toMatch(/ranking_projector_lag_seconds\) > 5$/);
    expect(threshold('VoteLatencyHigh').expr).toMatch(/histogram_quantile\(0\.99,.*route="\/api\/vote".*\) > 0\.5$/);
    expect(threshold('VotesRefusedUnavailable').expr).toContain('reason="unavailable"');
    expect(threshold('PostgresPoolSaturated')).toMatchObject({ for: '1m', expr: expect.stringMatching(/db_pool_waiting_requests\) > 0$/) });
    expect(threshold('EventLoopLagHigh').expr).toMatch(/nodejs_eventloop_lag_p99_seconds\) > 0\.2$/);
  });

  it('is explained in the README, alert by alert, with every metric the processes add', () => {
    const operations = readme.slice(readme.indexOf('## Operations'));
    expect(operations.length, 'README has an Operations section').toBeLessThan(readme.length);
    for (const rule of rules) expect(operations, rule.alert).toContain(`\`${rule.alert}\``);
    const own = [...exported].filter((n) => /^(http_|voting_|ranking_|db_pool_)/.test(n) && !/_(bucket|count|sum)$/.test(n));
    for (const name of own) expect(operations, name).toContain(name);
  });
});

// promtool comes with Prometheus (Debian: `apt-get install prometheus`); CI runs these where it is.
const promtool = spawnSync('promtool', ['--version'], { encoding: 'utf8' }).status === 0;
describe.skipIf(!promtool)('with promtool', () => {
  it('accepts the alert rules and passes their unit tests', () => {
    const check = spawnSync('promtool', ['check', 'rules', 'alerts.yml'], { cwd: join(root, 'infra/prometheus'), encoding: 'utf8' });
    expect(check.stdout + check.stderr, 'promtool check rules').toContain('SUCCESS');
    expect(check.status).toBe(0);
    const test = spawnSync('promtool', ['test', 'rules', 'alerts.test.yml'], { cwd: join(root, 'infra/prometheus'), encoding: 'utf8' });
    expect(test.stdout + test.stderr, 'promtool test rules').toContain('SUCCESS');
    expect(test.status).toBe(0);
  });

  it('parses every dashboard query (as recording rules, Grafana\'s interval variable filled in)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tn-dashboard-'));
    try {
      const recording = exprs.map(({ expr }, i) => ({ record: `dashboard:query_${i}`, expr: expr.replaceAll('$__rate_interval', '5m') }));
      writeFileSync(join(dir, 'dashboard.yml'), JSON.stringify({ groups: [{ name: 'dashboard', rules: recording }] }));
      const check = spawnSync('promtool', ['check', 'rules', 'dashboard.yml'], { cwd: dir, encoding: 'utf8' });
      expect(check.stdout + check.stderr).toContain(`SUCCESS: ${recording.length} rules found`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from '@tn/kit/redis';
import { createEmulatorUser } from '@tn/kit/testing-auth';
import { PROVIDER_MESSAGE } from '../../src/votes/vote-service.ts';
import { REFUSAL_REASONS, refusalReason } from '../../src/votes/vote-metrics.ts';
import { createTestContext, matchupTokenFor, vote, voteExactly, type TestApp, type TestContext, type VotePair } from '../helper.ts';

let ctx: TestContext;
let app: TestApp;
let pair: VotePair;

beforeAll(async () => {
  ctx = await createTestContext('voting-metrics');
  app = ctx.app();
  pair = await ctx.somePair();
});
afterAll(() => ctx.close());

/** A metric's value in an app's registry, summed over the samples whose labels include `labels`. */
async function value(of: TestApp, name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = of.metrics.registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  return values
    .filter((v) => Object.entries(labels).every(([k, l]) => String((v.labels as Record<string, unknown>)[k]) === l))
    .reduce((sum, v) => sum + v.value, 0);
}

const refused = (of: TestApp, reason: string) => value(of, 'voting_votes_refused_total', { reason });
const accepted = (of: TestApp) => value(of, 'voting_votes_accepted_total');
/** How many allowance takes ended with `result`. */
async function gateCount(of: TestApp, result: string): Promise<number> {
  const { values } = await of.metrics.registry.getSingleMetric('voting_allowance_gate_duration_seconds')!.get();
  const count = values.find((v) => (v as { metricName?: string }).metricName === 'voting_allowance_gate_duration_seconds_count' && v.labels.result === result);
  return count?.value ?? 0;
}

/** Every reason's count now, to compare with after a request. */
async function refusals(of: TestApp): Promise<Record<string, number>> {
  return Object.fromEntries(await Promise.all(REFUSAL_REASONS.map(async (r) => [r, await refused(of, r)] as const)));
}

/** Runs `request` and answers how each counter moved: only the ones that did. */
async function moved(of: TestApp, request: () => Promise<{ statusCode: number }>) {
  const before = { ...(await refusals(of)), accepted: await accepted(of), replayed: await value(of, 'voting_votes_replayed_total') };
  const res = await request();
  const after = { ...(await refusals(of)), accepted: await accepted(of), replayed: await value(of, 'voting_votes_replayed_total') };
  const changes = Object.fromEntries(
    Object.entries(after)
      .map(([k, v]) => [k, v - before[k as keyof typeof before]] as const)
      .filter(([, d]) => d !== 0),
  );
  return { status: res.statusCode, changes };
}

describe('vote counters', () => {
  it('start at 0 for every reason, so rates and the dashboard see each before its first refusal', async () => {
    const fresh = ctx.app();
    for (const reason of REFUSAL_REASONS) expect(await refused(fresh, reason), reason).toBe(0);
    const text = await fresh.metrics.render();
    for (const reason of REFUSAL_REASONS) expect(text).toContain(`voting_votes_refused_total{reason="${reason}",service="voting"} 0`);
  });

  it('count an accepted vote as accepted, and its allowance take as taken', async () => {
    const user = await createEmulatorUser();
    const takenBefore = await gateCount(app, 'taken');
    expect(await moved(app, () => vote(app, user.idToken, pair))).toEqual({ status: 200, changes: { accepted: 1 } });
    expect(await gateCount(app, 'taken')).toBe(takenBefore + 1);
  });

  it('count a retry answered from its first attempt as replayed, not accepted again', async () => {
    const user = await createEmulatorUser();
    const body = { ...pair, matchupToken: matchupTokenFor(user.idToken, pair) };
    const key = { 'idempotency-key': `metrics-${user.uid}` };
    expect(await moved(app, () => voteExactly(app, user.idToken, body, key))).toEqual({ status: 200, changes: { accepted: 1 } });
    expect(await moved(app, () => voteExactly(app, user.idToken, body, key))).toEqual({ status: 200, changes: { replayed: 1 } });
  });

  it('count a 4th vote of the week as refused for the limit (and its take as exhausted)', async () => {
    const user = await createEmulatorUser();
    for (let i = 0; i < 3; i++) expect((await vote(app, user.idToken, pair)).statusCode).toBe(200);
    const exhaustedBefore = await gateCount(app, 'exhausted');
    expect(await moved(app, () => vote(app, user.idToken, pair))).toEqual({ status: 403, changes: { limit: 1 } });
    expect(await gateCount(app, 'exhausted')).toBe(exhaustedBefore + 1);
  });

  it('count refusals before the handler: no sign-in (401) and a body the schema refuses (400)', async () => {
    expect(await moved(app, () => vote(app, undefined, pair))).toEqual({ status: 401, changes: { unauthenticated: 1 } });
    const user = await createEmulatorUser();
    expect(await moved(app, () => voteExactly(app, user.idToken, { winningLocationId: 'one' }))).toEqual({
      status: 400,
      changes: { invalid: 1 },
    });
  });

  it('count the service\'s own refusals by reason: equal locations, a token for another pair, a reused key', async () => {
    const user = await createEmulatorUser();
    const same = { winningLocationId: pair.winningLocationId, losingLocationId: pair.winningLocationId };
    expect(await moved(app, () => vote(app, user.idToken, same))).toEqual({ status: 400, changes: { invalid: 1 } });

    const otherPairToken = matchupTokenFor(user.idToken, { winningLocationId: pair.winningLocationId, losingLocationId: pair.losingLocationId + 1000 });
    expect(await moved(app, () => voteExactly(app, user.idToken, { ...pair, matchupToken: otherPairToken }))).toEqual({
      status: 409,
      changes: { token: 1 },
    });

    const key = { 'idempotency-key': `metrics-reuse-${user.uid}` };
    expect((await voteExactly(app, user.idToken, { ...pair, matchupToken: matchupTokenFor(user.idToken, pair) }, key)).statusCode).toBe(200);
    const reversed = { winningLocationId: pair.losingLocationId, losingLocationId: pair.winningLocationId };
    expect(await moved(app, () => voteExactly(app, user.idToken, { ...reversed, matchupToken: matchupTokenFor(user.idToken, reversed) }, key))).toEqual({
      status: 422,
      changes: { idempotency: 1 },
    });
  });

  it('count a vote Redis cannot gate as unavailable, and its take as an error', async () => {
    const deadRedis = createRedis('redis://127.0.0.1:1', { retryStrategy: () => 200 });
    deadRedis.on('error', () => {});
    ctx.onClose(() => deadRedis.disconnect());
    const noRedis = ctx.app({ redis: deadRedis });
    const user = await createEmulatorUser();
    expect(await moved(noRedis, () => vote(noRedis, user.idToken, pair))).toEqual({ status: 503, changes: { unavailable: 1 } });
    expect(await gateCount(noRedis, 'error')).toBe(1);
  });

  it('tells the two 403s apart: the provider by its message, anything else is the limit', () => {
    const forbidden = (message: string) => Object.assign(new Error(message), { statusCode: 403 });
    expect(refusalReason(forbidden(PROVIDER_MESSAGE), PROVIDER_MESSAGE)).toBe('provider');
    expect(refusalReason(forbidden('You have used all 3 of your weekly votes'), PROVIDER_MESSAGE)).toBe('limit');
    expect(refusalReason(new Error('connection reset'), PROVIDER_MESSAGE)).toBe('unavailable');
  });
});

import { randomUUID } from 'node:crypto';
import type { BenchUser } from './bench-users.ts';
import type { Acknowledged } from './checks.ts';
import type { HttpClient, HttpResult } from './http-load.ts';
import type { TracePair } from './trace.ts';

export interface VoteAttempt {
  /** Where it ended: the matchup fetch (when that failed) or the vote. */
  stage: 'matchup' | 'vote';
  /** The last answer: the matchup's when it failed, else the vote's. */
  result: HttpResult;
  /** What was sent (with its Idempotency-Key); set once the vote was sent. */
  vote?: Acknowledged;
  matchupMs?: number;
  voteMs?: number;
}

/**
 * One vote as the web app casts it, signed in as `user`, with a fresh Idempotency-Key:
 *  - matchup tokens off: POST /api/vote on the wanted pair as it is;
 *  - tokens on: GET /api/matchup, then POST /api/vote on the pair served, quoting its token. The
 *    wanted pair only says which side wins (its winner when that is one of the two, or its
 *    loser's opponent, else the left card), and the outcome stays the wanted one.
 */
export async function castVote(
  client: HttpClient,
  user: BenchUser,
  wanted: TracePair,
  outcome: 'win' | 'draw',
  tokens: 'on' | 'off',
): Promise<VoteAttempt> {
  const auth = { authorization: `Bearer ${await user.fresh()}` };
  let body: { winningLocationId: number; losingLocationId: number; matchupToken?: string };
  let matchupMs: number | undefined;
  if (tokens === 'off') {
    body = { winningLocationId: wanted.winningLocationId, losingLocationId: wanted.losingLocationId };
  } else {
    const t0 = performance.now();
    const shown = await client.send('GET', '/api/matchup', auth);
    matchupMs = performance.now() - t0;
    if (shown.status !== 200) return { stage: 'matchup', result: shown, matchupMs };
    const { left, right, matchupToken } = JSON.parse(shown.body) as { left: { id: number }; right: { id: number }; matchupToken: string };
    const [w, l] = right.id === wanted.winningLocationId || left.id === wanted.losingLocationId ? [right, left] : [left, right];
    body = { winningLocationId: w.id, losingLocationId: l.id, matchupToken };
  }
  const key = randomUUID();
  const t1 = performance.now();
  const result = await client.send(
    'POST',
    '/api/vote',
    { ...auth, 'content-type': 'application/json', 'idempotency-key': key },
    JSON.stringify({ ...body, outcome }),
  );
  const vote: Acknowledged = { userId: user.uid, key, winningLocationId: body.winningLocationId, losingLocationId: body.losingLocationId, outcome };
  return { stage: 'vote', result, vote, matchupMs, voteMs: performance.now() - t1 };
}

/**
 * Why a request was refused, as a short label to count by: the error body's message with its
 * numbers replaced by N (so "location 12 does not exist" and "location 31 …" count together),
 * or the transport error (error:ECONNRESET, error:TIMEOUT).
 */
export function refusalReason(result: HttpResult): string {
  if (typeof result.status === 'string') return result.status;
  let message: string | undefined;
  try {
    const parsed = JSON.parse(result.body) as { message?: unknown };
    if (typeof parsed.message === 'string') message = parsed.message;
  } catch {
    // not our error body (a proxy's HTML page): its first words will do
  }
  return (message ?? result.body.replace(/\s+/g, ' ').trim().slice(0, 120)).replace(/\d+/g, 'N') || '(empty body)';
}

/** The answer of a deployment with matchup tokens on to a vote without one: a 400 naming the field. */
export const asksForMatchupToken = (result: HttpResult) => result.status === 400 && result.body.includes('matchupToken');

/**
 * Whether the deployment requires matchup tokens, asked without recording anything: a signed-in
 * vote without a token for two ids no catalog has. With tokens on, the body's schema refuses it
 * (400 naming matchupToken) before anything runs; with tokens off, the service refuses the
 * unknown places (400), before it takes any allowance or writes anything.
 */
export async function detectMatchupTokens(client: HttpClient, user: BenchUser): Promise<'on' | 'off'> {
  const result = await client.send(
    'POST',
    '/api/vote',
    { authorization: `Bearer ${await user.fresh()}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    JSON.stringify({ winningLocationId: 2_147_483_646, losingLocationId: 2_147_483_647, outcome: 'win' }),
  );
  if (asksForMatchupToken(result)) return 'on';
  if (result.status === 401 || typeof result.status === 'string' || (typeof result.status === 'number' && result.status >= 500)) {
    throw new Error(`could not tell whether matchup tokens are on (probe answered ${result.status}: ${result.body.slice(0, 200)}); pass --tokens on|off`);
  }
  return 'off';
}

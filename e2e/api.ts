import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * What the browser tests ask of the stack directly, through the gateway: the month's standings
 * (the expectations of a test are computed from them at test time, since other test files vote
 * too) and votes cast by fresh Auth emulator users.
 */

/** The fields of a /api/rankings row these tests read. */
export interface Standing {
  id: number;
  slug: string;
  name: string;
  nameVi: string | null;
  matches: number;
  rank: number | null;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** This month's standings, in the API's order (ranked places first, by rank). */
export const getRankings = (baseUrl: string) => getJson<Standing[]>(`${baseUrl}/api/rankings`);

/** A new emulator user (email and password) and its ID token, through the emulator's REST API. */
async function newUserToken(emulatorHost: string): Promise<string> {
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `voter-${randomUUID()}@example.com`, password: `pw-${randomUUID()}`, returnSecureToken: true }),
  });
  const json = (await res.json()) as { idToken?: string };
  if (!res.ok || !json.idToken) throw new Error(`Auth emulator signUp failed (${res.status}): ${JSON.stringify(json)}`);
  return json.idToken;
}

/** Polls `check` until it holds (expect.poll works only inside a test, this in hooks too). */
async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * One vote by a fresh user through the gateway, then waits until the projector has applied it
 * (both places have more matches than before), so the standings read next include it. The
 * projector applies the log in order, so every vote cast before this one is applied too.
 */
export async function castVote(baseUrl: string, emulatorHost: string, winnerId: number, loserId: number): Promise<void> {
  const matchesOf = async () => {
    const standings = await getRankings(baseUrl);
    return [winnerId, loserId].map((id) => standings.find((s) => s.id === id)?.matches ?? 0);
  };
  const [winnerBefore, loserBefore] = await matchesOf();
  const res = await fetch(`${baseUrl}/api/vote`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await newUserToken(emulatorHost)}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ winningLocationId: winnerId, losingLocationId: loserId }),
  });
  if (res.status !== 200) throw new Error(`POST /api/vote: ${res.status} ${await res.text()}`);
  await waitUntil('the vote to reach the standings', async () => {
    const [winner, loser] = await matchesOf();
    return winner! > winnerBefore! && loser! > loserBefore!;
  });
}

/** Makes sure this month has at least one vote (the Rankings screen shows a table only then). */
export async function ensureVotesThisMonth(baseUrl: string, emulatorHost: string): Promise<void> {
  const standings = await getRankings(baseUrl);
  if (standings.some((s) => s.matches > 0)) return;
  const [a, b] = standings;
  if (!a || !b) throw new Error('ensureVotesThisMonth: fewer than two places');
  await castVote(baseUrl, emulatorHost, a.id, b.id);
}

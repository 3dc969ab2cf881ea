import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * What the browser tests ask of the stack directly, through the gateway: the month's standings
 * (the expectations of a test are computed from them at test time, since other test files vote
 * too) and votes cast by fresh Auth emulator users on matchups the server offered them.
 */

/** The fields of a /api/rankings row these tests read. */
export interface Standing {
  id: number;
  slug: string;
  name: string;
  nameVi: string | null;
  matches: number;
  rank: number | null;
  /** The final rank of the month before; null: unranked then. */
  previousRank: number | null;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** This month's standings, in the API's order (ranked places first, by rank). */
export const getRankings = (baseUrl: string) => getJson<Standing[]>(`${baseUrl}/api/rankings`);

/** A new emulator user (email and password) and its ID token, through the emulator's REST API. */
export async function newUserToken(emulatorHost: string): Promise<string> {
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `voter-${randomUUID()}@example.com`, password: `pw-${randomUUID()}`, returnSecureToken: true }),
  });
  const json = (await res.json()) as { idToken?: string };
  if (!res.ok || !json.idToken) throw new Error(`Auth emulator signUp failed (${res.status}): ${JSON.stringify(json)}`);
  return json.idToken;
}

/** A review by a new emulator user (or the one of `idToken`), through the API as the web app sends it. */
export async function postReview(
  baseUrl: string,
  emulatorHost: string,
  review: { dishId?: number; restaurantId?: number; rating: number; content: string },
  idToken?: string,
): Promise<void> {
  const res = await fetch(`${baseUrl}/api/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken ?? (await newUserToken(emulatorHost))}` },
    body: JSON.stringify(review),
  });
  if (res.status !== 201) throw new Error(`POST /api/reviews answered ${res.status}: ${await res.text()}`);
}

/** Polls `check` until it holds (expect.poll works only inside a test, this in hooks too). */
async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** The fields of a GET /api/matchup answer these tests read. */
export interface OfferedMatchup {
  left: { id: number };
  right: { id: number };
  matchupToken: string;
}

/**
 * One vote by a fresh user through the gateway, the way the web app votes: the user asks for
 * matchups (GET /api/matchup with its bearer, so the token is bound to it) until one passes
 * `accept`, then votes left over right quoting that matchup's token. Then waits until the
 * projector has applied it (both places have more matches than before), so the standings read
 * next include it; the projector applies the log in order, so every earlier vote is applied too.
 * Returns the pair voted on, winner first. The matchup chooser favours places with few matches,
 * so a check for unplayed places is met within a few tries. `idToken`: the user who votes, else a
 * fresh one.
 */
export async function castVote(
  baseUrl: string,
  emulatorHost: string,
  accept: (matchup: OfferedMatchup) => boolean = () => true,
  tries = 40,
  idToken?: string,
): Promise<[winnerId: number, loserId: number]> {
  const authorization = `Bearer ${idToken ?? (await newUserToken(emulatorHost))}`;
  let matchup: OfferedMatchup | undefined;
  let shown: OfferedMatchup | undefined;
  for (let i = 0; i < tries && !matchup; i++) {
    // Like the web app: the pair just shown is excluded from the next one.
    const exclude = shown ? `?excludeLeft=${shown.left.id}&excludeRight=${shown.right.id}` : '';
    const res = await fetch(`${baseUrl}/api/matchup${exclude}`, { headers: { authorization } });
    if (!res.ok) throw new Error(`GET /api/matchup: ${res.status} ${await res.text()}`);
    shown = (await res.json()) as OfferedMatchup;
    if (accept(shown)) matchup = shown;
  }
  if (!matchup) throw new Error(`castVote: no acceptable matchup in ${tries} tries`);
  const [winnerId, loserId] = [matchup.left.id, matchup.right.id];

  const matchesOf = async () => {
    const standings = await getRankings(baseUrl);
    return [winnerId, loserId].map((id) => standings.find((s) => s.id === id)?.matches ?? 0);
  };
  const [winnerBefore, loserBefore] = await matchesOf();
  const res = await fetch(`${baseUrl}/api/vote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ winningLocationId: winnerId, losingLocationId: loserId, matchupToken: matchup.matchupToken }),
  });
  if (res.status !== 200) throw new Error(`POST /api/vote: ${res.status} ${await res.text()}`);
  await waitUntil('the vote to reach the standings', async () => {
    const [winner, loser] = await matchesOf();
    return winner! > winnerBefore! && loser! > loserBefore!;
  });
  return [winnerId, loserId];
}

/** Makes sure this month has at least one vote (the Rankings screen shows a table only then). */
export async function ensureVotesThisMonth(baseUrl: string, emulatorHost: string): Promise<void> {
  const standings = await getRankings(baseUrl);
  if (standings.some((s) => s.matches > 0)) return;
  if (standings.length < 2) throw new Error('ensureVotesThisMonth: fewer than two places');
  await castVote(baseUrl, emulatorHost);
}

/** GET /api/rankings/months: the months with votes, the current one first. */
export const getMonths = (baseUrl: string) => getJson<string[]>(`${baseUrl}/api/rankings/months`);

/** The month before a 'YYYY-MM' month. */
export function monthBefore(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * Votes in an earlier month, for a finished month to compare with. The stack's clock is today and
 * the API votes now, so these are written straight into the vote log (as the admin role, like a
 * migration would), on the 15th of `month` at noon in Thái Nguyên, a minute apart, by a seed user;
 * the projector applies them like any vote, into that month's standings. Waits until the month's
 * rankings count them. Does nothing when the month already has votes (one seeding per stack).
 */
export async function seedVotesInMonth(
  baseUrl: string,
  databaseUrl: string,
  month: string,
  votes: Array<[winnerId: number, loserId: number]>,
): Promise<void> {
  const matchesIn = async () =>
    (await getJson<Standing[]>(`${baseUrl}/api/rankings?month=${month}`)).reduce((sum, s) => sum + s.matches, 0);
  if ((await matchesIn()) > 0) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const [i, [winnerId, loserId]] of votes.entries()) {
      // The voting week of the instant (Monday in Vietnam, ISO week and year), as the service writes it.
      await client.query(
        `with v as (select ($3::text || '-15T12:00:00+07:00')::timestamptz + make_interval(mins => $4) as at)
         insert into voting.vote_events
           (event_id, user_id, winning_location_id, losing_location_id, voted_at, week_start, week_number, year_number)
         select gen_random_uuid(), 'e2e-seed', $1, $2, v.at,
                date_trunc('week', v.at at time zone 'Asia/Ho_Chi_Minh')::date,
                extract(week from v.at at time zone 'Asia/Ho_Chi_Minh')::int,
                extract(isoyear from v.at at time zone 'Asia/Ho_Chi_Minh')::int
         from v`,
        [winnerId, loserId, month, i],
      );
    }
  } finally {
    await client.end();
  }
  await waitUntil(`the votes of ${month} to reach its standings`, async () => (await matchesIn()) >= votes.length * 2);
}

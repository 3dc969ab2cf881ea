import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createEmulatorUser } from '@tn/kit/testing-auth';
import { emulatorAuthEndpoint, expiryOf, refreshIdToken, signInWithPassword, type AuthEndpoint } from './firebase-rest.ts';
import type { HttpClient } from './http-load.ts';

/**
 * The signed-in users the bench votes as. Each is a real account of the Auth emulator or of a
 * Firebase project, signed in through the REST API; who votes is always the verified ID token,
 * never a field of the request.
 */
export interface BenchUser {
  uid: string;
  email: string;
  /** The current ID token; `fresh()` refreshes it when it expires within five minutes. */
  idToken: string;
  fresh(): Promise<string>;
}

const REFRESH_MARGIN_MS = 5 * 60_000;

/** A user whose ID token is refreshed (once, however many votes wait for it) before it expires. */
function benchUser(endpoint: AuthEndpoint, email: string, signedIn: { uid: string; idToken: string; refreshToken: string }): BenchUser {
  let refreshToken = signedIn.refreshToken;
  let expiresAt = expiryOf(signedIn.idToken);
  let refreshing: Promise<string> | undefined;
  const user: BenchUser = {
    uid: signedIn.uid,
    email,
    idToken: signedIn.idToken,
    async fresh() {
      if (Date.now() < expiresAt - REFRESH_MARGIN_MS) return user.idToken;
      refreshing ??= refreshIdToken(endpoint, refreshToken)
        .then((next) => {
          refreshToken = next.refreshToken;
          expiresAt = expiryOf(next.idToken);
          user.idToken = next.idToken;
          return next.idToken;
        })
        .finally(() => {
          refreshing = undefined;
        });
      return refreshing;
    },
  };
  return user;
}

/**
 * `count` new accounts in the Auth emulator the environment names (FIREBASE_AUTH_EMULATOR_HOST),
 * ten at a time. They stay in the emulator: the bench's own emulator goes away with its stack,
 * a deployment's keeps them (the bench never deletes anything it does not own).
 */
export async function createEmulatorUsers(count: number, label: string, progress?: (made: number) => void): Promise<BenchUser[]> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: no Auth emulator to create users in');
  const endpoint = emulatorAuthEndpoint(host);
  const tag = randomBytes(3).toString('hex');
  const users: BenchUser[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, async (_, j) => {
        const made = await createEmulatorUser({ email: `${label}-${i + j}-${tag}@bench.thainguyen.vn` });
        return benchUser(endpoint, made.email, made);
      }),
    );
    users.push(...batch);
    progress?.(users.length);
  }
  return users;
}

export interface TestAccount {
  email: string;
  password: string;
}

/**
 * A file of test accounts: a JSON array of {"email", "password"} (accounts made for testing in a
 * real Firebase project; never a person's). Checked whole before anything is sent.
 */
export function readAccounts(file: string): TestAccount[] {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`--accounts ${file}: ${err instanceof SyntaxError ? 'not JSON' : err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  if (!Array.isArray(value) || value.length === 0) throw new Error(`--accounts ${file}: expected a non-empty JSON array of {"email", "password"}`);
  const seen = new Set<string>();
  return value.map((entry: unknown, i) => {
    const { email, password } = (entry ?? {}) as Record<string, unknown>;
    if (typeof email !== 'string' || !email.includes('@') || typeof password !== 'string' || password === '') {
      throw new Error(`--accounts ${file}: entry ${i} needs an "email" and a non-empty "password"`);
    }
    if (seen.has(email.toLowerCase())) throw new Error(`--accounts ${file}: ${email} is listed twice`);
    seen.add(email.toLowerCase());
    return { email, password };
  });
}

/** Signs in the first `count` accounts through the REST API, five at a time; any refusal stops the run. */
export async function signInAccounts(accounts: TestAccount[], count: number, endpoint: AuthEndpoint): Promise<BenchUser[]> {
  if (accounts.length < count) {
    throw new Error(`the trace needs ${count} distinct users but --accounts lists ${accounts.length}: add accounts, or replay fewer votes (--votes)`);
  }
  const users: BenchUser[] = [];
  for (let i = 0; i < count; i += 5) {
    const batch = await Promise.all(
      accounts.slice(i, Math.min(count, i + 5)).map(async (a) => benchUser(endpoint, a.email, await signInWithPassword(endpoint, a.email, a.password))),
    );
    users.push(...batch);
  }
  return users;
}

export interface Preflight {
  /** The deployment's weekly allowance, as it reports it. */
  votesPerWeek: number | undefined;
  /** Users that had already used some of this week's allowance (a test account voted before). */
  usedThisWeek: number;
  /** Users whose token was refused and replaced (only where `replace` is given). */
  replaced: number;
}

/**
 * Every user's token must be accepted before the timed phase (GET its vote allowance through the
 * gateway), so the run measures votes, not sign-in trouble. A refused user is replaced when
 * `replace` can make another (the bench's own emulator), else the run stops with the answer.
 */
export async function preflightUsers(
  client: HttpClient,
  users: BenchUser[],
  options: { replace?: (i: number) => Promise<BenchUser>; log: (line: string) => void },
): Promise<Preflight> {
  const result: Preflight = { votesPerWeek: undefined, usedThisWeek: 0, replaced: 0 };
  for (let i = 0; i < users.length; i++) {
    for (let attempt = 0; ; attempt++) {
      const user = users[i]!;
      const res = await client.send('GET', `/api/user/${encodeURIComponent(user.uid)}/vote-limit`, { authorization: `Bearer ${await user.fresh()}` });
      if (res.status === 200) {
        const limit = JSON.parse(res.body) as { votesRemaining: number; votesPerWeek: number };
        result.votesPerWeek ??= limit.votesPerWeek;
        if (limit.votesRemaining < limit.votesPerWeek) result.usedThisWeek += 1;
        break;
      }
      const answer = `user ${i} (${user.email}) answered ${res.status}: ${res.body.slice(0, 200)}`;
      if (!options.replace) throw new Error(`pre-flight: ${answer}`);
      options.log(`pre-flight: ${answer}`);
      if (attempt >= 2) throw new Error('users keep being refused at pre-flight; see the stack log');
      users[i] = await options.replace(i);
      result.replaced += 1;
    }
  }
  return result;
}

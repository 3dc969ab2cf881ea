import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Matchup tokens: the server's signature on a pair it offered, so a vote can only be cast on a
 * pair the server issued (as trusted pairwise-voting systems do). Compact: base64url(JSON claims)
 * "." base64url(HMAC-SHA256(secret, first part)). The claims are the pair (smaller id first), the
 * user it was issued to (null: issued signed out, usable by any signed-in voter), the expiry and a
 * random nonce, the token's id: the vote log holds it once used, which makes it single use.
 */
export interface MatchupClaims {
  /** The pair, smaller id first. */
  pair: readonly [number, number];
  /** Issued to this user; null when the matchup was fetched signed out. */
  uid: string | null;
  /** Epoch milliseconds after which the token is refused. */
  expiresAt: number;
  /** The token's id (random, base64url). */
  nonce: string;
}

/** Why a token is refused; the route answers each with 409 and its message. */
export type TokenProblem = 'tampered' | 'expired' | 'foreign' | 'pair';

export const TOKEN_MESSAGES: Record<TokenProblem | 'used', string> = {
  tampered: 'matchupToken is not a valid matchup token: fetch a new matchup (GET /api/matchup) and vote on it',
  expired: 'matchupToken has expired: fetch a new matchup (GET /api/matchup) and vote on it',
  foreign: 'matchupToken was issued to another user: fetch a new matchup (GET /api/matchup) and vote on it',
  pair: 'matchupToken was issued for a different pair: vote on the pair of the matchup it came with',
  used: 'matchupToken was already used for a vote: fetch a new matchup (GET /api/matchup) to vote again',
};

export type VerifyResult = { ok: true; claims: MatchupClaims } | { ok: false; problem: TokenProblem };

interface WireClaims {
  l: number;
  r: number;
  u: string | null;
  e: number;
  n: string;
}

const NONCE_BYTES = 12;
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

export function createMatchupTokens(options: { secret: string; ttlMs: number; clock: () => Date }) {
  const sign = (body: string) => createHmac('sha256', options.secret).update(body).digest();

  return {
    issue(left: number, right: number, uid: string | null): string {
      const claims: WireClaims = {
        l: Math.min(left, right),
        r: Math.max(left, right),
        u: uid,
        e: options.clock().getTime() + options.ttlMs,
        n: randomBytes(NONCE_BYTES).toString('base64url'),
      };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${body}.${sign(body).toString('base64url')}`;
    },

    /**
     * Checks signature, expiry, user and pair, in that order (a forged token says nothing true).
     * Does not look at whether the token was used: the vote log answers that.
     */
    verify(token: string, vote: { uid: string; pair: readonly [number, number] }): VerifyResult {
      const claims = readClaims(token, sign);
      if (!claims) return { ok: false, problem: 'tampered' };
      if (options.clock().getTime() > claims.expiresAt) return { ok: false, problem: 'expired' };
      if (claims.uid !== null && claims.uid !== vote.uid) return { ok: false, problem: 'foreign' };
      const [a, b] = vote.pair;
      if (claims.pair[0] !== Math.min(a, b) || claims.pair[1] !== Math.max(a, b)) return { ok: false, problem: 'pair' };
      return { ok: true, claims };
    },
  };
}

function readClaims(token: string, sign: (body: string) => Buffer): MatchupClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 2) return undefined;
  const [body, signature] = parts as [string, string];
  const expected = sign(body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let wire: Partial<WireClaims>;
  try {
    wire = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<WireClaims>;
  } catch {
    return undefined;
  }
  // Signed by us, so well formed; checked anyway so a leaked secret cannot crash the route.
  if (!isId(wire.l) || !isId(wire.r) || wire.l >= wire.r) return undefined;
  if (!(wire.u === null || typeof wire.u === 'string') || !Number.isSafeInteger(wire.e)) return undefined;
  if (typeof wire.n !== 'string' || wire.n === '') return undefined;
  return { pair: [wire.l, wire.r], uid: wire.u, expiresAt: wire.e!, nonce: wire.n };
}

export type MatchupTokens = ReturnType<typeof createMatchupTokens>;

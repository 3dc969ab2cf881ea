import { readFileSync } from 'node:fs';
import { prng } from './stats.ts';

/** One vote of a trace: who won against whom. */
export interface TracePair {
  winningLocationId: number;
  losingLocationId: number;
}

/**
 * A vote of an exported trace (`pnpm trace:export`): the pair, how it went, when it came (ms after
 * the trace's first vote) and who cast it (a pseudonym, stable within one export). A hand-written
 * trace may leave out everything but the pair.
 */
export interface TraceVote extends TracePair {
  outcome?: 'win' | 'draw';
  offsetMs?: number;
  user?: string;
}

/** The line `pnpm trace:export` writes for a vote: the fields in a fixed order. */
export function traceLine(vote: Required<TraceVote>): string {
  const { offsetMs, winningLocationId, losingLocationId, outcome, user } = vote;
  return JSON.stringify({ offsetMs, winningLocationId, losingLocationId, outcome, user });
}

/**
 * A JSON-lines trace: one {"winningLocationId": n, "losingLocationId": m} per line, optionally
 * with "outcome" ('win' | 'draw'), "offsetMs" (≥ 0) and "user" (a pseudonym), as exported.
 */
export function readTrace(file: string): TraceVote[] {
  const votes: TraceVote[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.trim() === '') return;
      const where = `${file}:${index + 1}`;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        throw new Error(`${where}: not JSON`);
      }
      const { winningLocationId: w, losingLocationId: l, outcome, offsetMs, user } = (value ?? {}) as Record<string, unknown>;
      if (!Number.isInteger(w) || !Number.isInteger(l) || w === l) {
        throw new Error(`${where}: needs two different integer ids winningLocationId and losingLocationId`);
      }
      if (outcome !== undefined && outcome !== 'win' && outcome !== 'draw') throw new Error(`${where}: outcome must be "win" or "draw"`);
      if (offsetMs !== undefined && !(typeof offsetMs === 'number' && Number.isFinite(offsetMs) && offsetMs >= 0)) {
        throw new Error(`${where}: offsetMs must be a number of milliseconds ≥ 0`);
      }
      if (user !== undefined && !(typeof user === 'string' && user.length > 0 && user.length <= 200)) {
        throw new Error(`${where}: user must be a non-empty pseudonym`);
      }
      votes.push({
        winningLocationId: w as number,
        losingLocationId: l as number,
        ...(outcome === undefined ? {} : { outcome }),
        ...(offsetMs === undefined ? {} : { offsetMs }),
        ...(user === undefined ? {} : { user }),
      });
    });
  if (votes.length === 0) throw new Error(`${file}: no votes`);
  return votes;
}

/**
 * A skewed trace like real traffic: locations drawn with Zipf-like popularity (weight 1/rank^s
 * over a shuffled order), so a few places meet often and the tail rarely; the more popular of
 * the two wins with probability `favouriteWins`.
 */
export function generateTrace(
  locationIds: number[],
  count: number,
  options: { seed?: number; exponent?: number; favouriteWins?: number } = {},
): TracePair[] {
  if (locationIds.length < 2) throw new Error('a trace needs at least two locations');
  const random = prng(options.seed ?? 1);
  const order = [...locationIds];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const s = options.exponent ?? 1;
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 0; rank < order.length; rank++) cumulative.push((total += 1 / (rank + 1) ** s));
  const draw = () => {
    const x = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const favouriteWins = options.favouriteWins ?? 0.65;
  const pairs: TracePair[] = [];
  for (let i = 0; i < count; i++) {
    const a = draw();
    let b = draw();
    while (b === a) b = draw();
    const [favourite, other] = a < b ? [a, b] : [b, a];
    const [w, l] = random() < favouriteWins ? [favourite, other] : [other, favourite];
    pairs.push({ winningLocationId: order[w]!, losingLocationId: order[l]! });
  }
  return pairs;
}

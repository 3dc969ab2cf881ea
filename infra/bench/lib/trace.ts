import { readFileSync } from 'node:fs';
import { prng } from './stats.ts';

/** One vote of a trace: who won against whom. */
export interface TracePair {
  winningLocationId: number;
  losingLocationId: number;
}

/** A JSON-lines trace: one {"winningLocationId": n, "losingLocationId": m} per line. */
export function readTrace(file: string): TracePair[] {
  const pairs: TracePair[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.trim() === '') return;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        throw new Error(`${file}:${index + 1}: not JSON`);
      }
      const { winningLocationId: w, losingLocationId: l } = (value ?? {}) as Record<string, unknown>;
      if (!Number.isInteger(w) || !Number.isInteger(l) || w === l) {
        throw new Error(`${file}:${index + 1}: needs two different integer ids winningLocationId and losingLocationId`);
      }
      pairs.push({ winningLocationId: w as number, losingLocationId: l as number });
    });
  if (pairs.length === 0) throw new Error(`${file}: no votes`);
  return pairs;
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

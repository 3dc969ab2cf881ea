/**
 * How the next matchup is chosen
 * ------------------------------
 * Every vote should teach the ranking something, and every place should get its chance:
 *
 * 1. The first location is drawn at random, weighted toward places with few matches this month
 *    (weight 1 / (1 + matches)): a place nobody has voted on yet is drawn far more often than
 *    one with 50 matches, so new months and new places fill in quickly, yet nobody is starved.
 * 2. Its opponent is drawn uniformly from the K (5) locations whose current Elo ratings are
 *    closest to its own (ties broken at random). Close contests say the most about relative
 *    strength; a 1400 against a 900 mostly confirms what the ratings already know.
 * 3. Pairs shown to anyone in the last N (30) minutes are avoided, so a busy hour does not keep
 *    showing the same two cards. When every possible pair is that recent, recency is ignored
 *    rather than refusing to answer.
 * 4. The pair the client just showed (excludeLeft/excludeRight, in either order) is never
 *    returned while any other pair exists: skipping or voting always moves on. Only a catalog
 *    of exactly two places has no other pair to give.
 * 5. Left and right are decided by a coin flip, so neither side carries a position bias.
 * 6. The chosen pair is recorded (voting.matchups, smaller id first, last_matched_at = now()),
 *    which is what step 3 reads: at once in the process that showed it, and for the other
 *    replicas within a fraction of a second (the pairs shown meanwhile go in one write).
 */
export const MATCHUP_CLOSEST = 5;
export const MATCHUP_RECENT_MINUTES = 30;

export interface MatchupCandidate {
  id: number;
  eloScore: number;
  matches: number;
}

export interface ChooseOptions {
  /** Pairs (pairKey) shown within the recent window. */
  recent: ReadonlySet<string>;
  /** The pair the client showed last, to be left out. */
  exclude?: readonly [number, number];
  closest?: number;
  /** [0, 1), Math.random by default; tests pass a seeded one. */
  random?: () => number;
}

/** A pair's identity regardless of order: "smaller:larger". */
export const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** Two different locations as [left, right], or undefined when there are fewer than two. */
export function chooseMatchup<T extends MatchupCandidate>(locations: readonly T[], options: ChooseOptions): [T, T] | undefined {
  if (locations.length < 2) return undefined;
  const random = options.random ?? Math.random;
  const closest = options.closest ?? MATCHUP_CLOSEST;
  const excluded = options.exclude ? pairKey(options.exclude[0], options.exclude[1]) : undefined;
  const onlyPair = locations.length === 2 ? pairKey(locations[0]!.id, locations[1]!.id) : undefined;

  const allowed = (a: T, b: T) => a.id !== b.id && (pairKey(a.id, b.id) !== excluded || onlyPair === excluded);
  const fresh = (a: T, b: T) => allowed(a, b) && !options.recent.has(pairKey(a.id, b.id));

  const weight = (l: T) => 1 / (1 + l.matches);
  // A first without a fresh opponent is set aside and another drawn, which is the same as drawing
  // among the firsts that have one; only if none has (every pair is recent) is recency ignored.
  for (const acceptable of [fresh, allowed]) {
    const pool = [...locations];
    while (pool.length > 0) {
      const first = weightedPick(pool, weight, random);
      const opponents = locations.filter((b) => acceptable(first, b));
      if (opponents.length === 0) {
        pool.splice(pool.indexOf(first), 1);
        continue;
      }
      const nearest = shuffle(opponents, random)
        .sort((a, b) => Math.abs(a.eloScore - first.eloScore) - Math.abs(b.eloScore - first.eloScore))
        .slice(0, closest);
      const second = nearest[Math.floor(random() * nearest.length)]!;
      return random() < 0.5 ? [first, second] : [second, first];
    }
  }
  return undefined;
}

function weightedPick<T>(items: readonly T[], weight: (item: T) => number, random: () => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let point = random() * total;
  for (const item of items) {
    point -= weight(item);
    if (point < 0) return item;
  }
  return items[items.length - 1]!;
}

/** Fisher–Yates on a copy, so a stable sort afterwards breaks ties at random. */
function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * How a place moved against its final rank of the month before the one shown: up or down by some
 * places, unchanged, or new (unranked then, ranked now). A place unranked now shows no movement.
 */
export type RankMovement = { kind: 'up'; places: number } | { kind: 'down'; places: number } | { kind: 'same' } | { kind: 'new' };

export function rankMovement(rank: number | null, previousRank: number | null | undefined): RankMovement | null {
  // Unranked now, or a server that does not send last month's rank: nothing to compare.
  if (rank === null || previousRank === undefined) return null;
  if (previousRank === null) return { kind: 'new' };
  // A smaller number is a better place: from 5th to 2nd is up 3.
  const change = previousRank - rank;
  if (change > 0) return { kind: 'up', places: change };
  if (change < 0) return { kind: 'down', places: -change };
  return { kind: 'same' };
}

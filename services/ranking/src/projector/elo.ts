import { ELO_K, ELO_START } from '@tn/contracts/constants';

export { ELO_K, ELO_START };

/** The winner's expected score against the loser: 1 / (1 + 10^((Rloser − Rwinner) / 400)). */
export function expectedScore(rating: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - rating) / 400));
}

export interface EloResult {
  winner: number;
  loser: number;
  /** Points that moved from the loser to the winner (always 0 < delta < K, rounded). */
  delta: number;
}

/**
 * One match. The single integer rule used everywhere (projector, replay, tests, bench): the
 * winner gains round(K·(1 − Ewinner)) and the loser loses exactly that many points. Because
 * K·(1 − Ewinner) = K·Eloser, this is the textbook update rounded once, and it is zero-sum, so
 * every season's scores always add up to 1000 per location that has played. Math.round rounds a
 * .5 up; delta is positive, so that is "half away from zero".
 */
export function applyElo(winner: number, loser: number, k: number = ELO_K): EloResult {
  const delta = Math.round(k * (1 - expectedScore(winner, loser)));
  return { winner: winner + delta, loser: loser - delta, delta };
}

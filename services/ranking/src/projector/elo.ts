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

/**
 * A draw ("can't decide"): Elo score 0.5 on both sides. The first side gains
 * K·(0.5 − Efirst) rounded half away from zero, the second loses exactly that: zero-sum like a
 * win, and the same result whichever side is named first (so the order a client sends the two
 * ids in does not matter). The higher-rated side gives points to the lower one (a negative
 * delta when the first side is the higher); equal scores stay as they are.
 */
export function applyDraw(first: number, second: number, k: number = ELO_K): EloResult {
  const exact = k * (0.5 - expectedScore(first, second));
  const delta = Math.sign(exact) * Math.round(Math.abs(exact)) || 0;
  return { winner: first + delta, loser: second - delta, delta };
}

/** A vote's outcome applied to the two sides' scores (winning side first). */
export function applyOutcome(outcome: 'win' | 'draw', winner: number, loser: number, k: number = ELO_K): EloResult {
  return outcome === 'draw' ? applyDraw(winner, loser, k) : applyElo(winner, loser, k);
}

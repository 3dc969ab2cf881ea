import { RATING_PRIOR_FALLBACK, RATING_PRIOR_WEIGHT } from '@tn/contracts/constants';

/** The aggregates a dish or a place to eat keeps of its visible reviews. */
export interface RatingAggregate {
  ratingSum: number;
  ratingCount: number;
}

/** The prior mean C of the damped average: the mean of all visible ratings, or the fallback. */
export function priorMean(total: RatingAggregate): number {
  return total.ratingCount > 0 ? total.ratingSum / total.ratingCount : RATING_PRIOR_FALLBACK;
}

/**
 * (m·C + sum) / (m + count), m = RATING_PRIOR_WEIGHT: with few reviews the score stays near the
 * mean of everything, and moves toward the subject's own mean as its reviews add up. The
 * repositories order by the same expression in SQL (weightedRatingSql, rating-queries.ts).
 */
export function weightedRating(aggregate: RatingAggregate, prior: number): number {
  return (RATING_PRIOR_WEIGHT * prior + aggregate.ratingSum) / (RATING_PRIOR_WEIGHT + aggregate.ratingCount);
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The rating fields of the Dish and Restaurant contracts. */
export function ratingFields(aggregate: RatingAggregate, prior: number) {
  return {
    averageRating: aggregate.ratingCount > 0 ? round(aggregate.ratingSum / aggregate.ratingCount, 2) : null,
    ratingCount: aggregate.ratingCount,
    weightedRating: round(weightedRating(aggregate, prior), 3),
  };
}

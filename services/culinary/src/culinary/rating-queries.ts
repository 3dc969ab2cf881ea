import { sql, type Kysely } from 'kysely';
import { RATING_PRIOR_WEIGHT } from '@tn/contracts/constants';
import type { CulinaryDatabase } from './culinary-tables.ts';
import { priorMean } from './ratings.ts';

/** What is rated: dishes (aliased `d` in the repositories) or places to eat (`r`). */
type RatedTable = 'culinary.dishes' | 'culinary.restaurants';

/** C of the damped average for one table: the mean of all its visible ratings. */
export async function priorOf(db: Kysely<CulinaryDatabase>, table: RatedTable): Promise<number> {
  const total = await db
    .selectFrom(table)
    .select([sql<number>`coalesce(sum(rating_sum), 0)::int`.as('ratingSum'), sql<number>`coalesce(sum(rating_count), 0)::int`.as('ratingCount')])
    .executeTakeFirstOrThrow();
  return priorMean(total);
}

/** The damped average in SQL, the same formula as weightedRating (ratings.ts), for ordering rows of `alias`. */
export const weightedRatingSql = (alias: 'd' | 'r', prior: number) =>
  sql<number>`(${RATING_PRIOR_WEIGHT}::float8 * ${prior}::float8 + ${sql.ref(`${alias}.rating_sum`)}) / (${RATING_PRIOR_WEIGHT} + ${sql.ref(`${alias}.rating_count`)})`;

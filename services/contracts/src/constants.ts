/**
 * Runtime constants of the product, with no schema library attached: the web imports them
 * without bundling TypeBox, and the services read the same values. One place for each number.
 */

/** Votes one signed-in user may cast per week (Monday 00:00 Asia/Ho_Chi_Minh to the next). */
export const WEEKLY_VOTE_LIMIT = 3;

/** Location categories, in the order every screen lists them. */
export const LOCATION_CATEGORIES = ['spiritual', 'cultural_historical', 'ecotourism'] as const;
export type LocationCategory = (typeof LOCATION_CATEGORIES)[number];

/** Elo: everyone starts each monthly season at ELO_START; K is the largest move of one vote. */
export const ELO_START = 1000;
export const ELO_K = 32;

/** Sign-in providers the web offers (Firebase `sign_in_provider` ids). */
export const AUTH_PROVIDERS = ['google.com', 'facebook.com', 'github.com'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

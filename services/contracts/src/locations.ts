import { Type, type Static } from 'typebox';
import { ErrorBody, Nullable, Photo, Timestamp } from './common.ts';

/** The current-season standing of a location, from the ranking read model. */
export const Standing = {
  eloScore: Type.Integer({ description: 'current-month Elo score; 1000 before any match' }),
  matches: Type.Integer({ minimum: 0 }),
  wins: Type.Integer({ minimum: 0 }),
  losses: Type.Integer({ minimum: 0 }),
  winRate: Type.Number({ minimum: 0, maximum: 100, description: 'wins / matches in percent, 0 with no match' }),
  rank: Nullable(
    Type.Integer({ minimum: 1, description: 'position among places with at least one match this month; null: unranked' }),
  ),
};

export const Location = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    nameVi: Nullable(Type.String()),
    description: Type.String(),
    descriptionVi: Nullable(Type.String()),
    photos: Type.Array(Photo, { description: 'credited photos, the cover first; empty when none is sourced' }),
    videoUrl: Type.String({ description: 'empty when no video exists' }),
    address: Type.String(),
    addressVi: Nullable(Type.String()),
    openingHours: Nullable(Type.String()),
    openingHoursVi: Nullable(Type.String()),
    ticketPrice: Nullable(Type.String()),
    ticketPriceVi: Nullable(Type.String()),
    history: Nullable(Type.String()),
    historyVi: Nullable(Type.String()),
    tips: Nullable(Type.String()),
    tipsVi: Nullable(Type.String()),
    category: Type.String(),
    region: Nullable(Type.String()),
    latitude: Type.Number(),
    longitude: Type.Number(),
    ...Standing,
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'Location' },
);
export type Location = Static<typeof Location>;

/** Insert shape: no generated id, timestamps, score or match counters. */
// GET /api/locations[?q=&category=]
export const ListLocationsQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'words that must each appear in a name, case ignored; diacritics ignored only in a word written without them' })),
  category: Type.Optional(Type.String({ maxLength: 40, pattern: '^[a-z_]+$' })),
});
export type ListLocationsQuery = Static<typeof ListLocationsQuery>;
export const LocationList = Type.Array(Location);
export type LocationList = Static<typeof LocationList>;

/**
 * A row of GET /api/rankings: the location with its standing in the month asked for, and its
 * final rank of the month before (null: it had no match then, "new" when it is ranked now).
 */
export const RankedLocation = Type.Object({
  ...Location.properties,
  previousRank: Nullable(Type.Integer({ minimum: 1, description: "final rank of the previous month; null: unranked then" })),
});
export type RankedLocation = Static<typeof RankedLocation>;
export const RankingList = Type.Array(RankedLocation);
export type RankingList = Static<typeof RankingList>;

export const locationRoutes = {
  list: { querystring: ListLocationsQuery, response: { 200: LocationList, 400: ErrorBody } },
  bySlug: { response: { 200: Location, 400: ErrorBody, 404: ErrorBody } },
  similar: { response: { 200: LocationList, 400: ErrorBody, 404: ErrorBody } },
};

import { Type, type Static } from 'typebox';
import { ErrorBody, Nullable, Timestamp } from './common.ts';
import { RecentVote } from './votes.ts';

/** Sign-in providers the web offers (Firebase `sign_in_provider` ids). */
export const AUTH_PROVIDERS = ['google.com', 'facebook.com', 'github.com'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

/** The signed-in user as the identity provider describes them (spec §3). */
export const User = Type.Object({
  uid: Type.String(),
  email: Nullable(Type.String()),
  displayName: Nullable(Type.String()),
  photoURL: Nullable(Type.String()),
});
export type User = Static<typeof User>;

// GET /api/me
export const Me = Type.Object(
  {
    ...User.properties,
    provider: Type.String({ description: `sign-in provider id, e.g. ${AUTH_PROVIDERS.join(', ')}` }),
    memberSince: Timestamp,
  },
  { $id: 'Me' },
);
export type Me = Static<typeof Me>;

export const userRoutes = {
  me: { response: { 200: Me, 401: ErrorBody } },
};

// ---- dashboard: held in the page only for now (spec §2 Dashboard), typed so it can move later ----

export const TRAVEL_MOODS = ['adventure', 'relaxation', 'culture', 'nature', 'food'] as const;
export const TravelMood = Type.Union(TRAVEL_MOODS.map((m) => Type.Literal(m)));
export type TravelMood = (typeof TRAVEL_MOODS)[number];

/** Spec §9: the mood-match bar is fixed, and at most three recommendations show. */
export const MOOD_MATCH_PERCENT = 85;
export const MOOD_RECOMMENDATIONS = 3;

export const PlannedTrip = Type.Object({
  id: Type.String(),
  locationId: Type.Integer(),
  date: Type.String({ format: 'date' }),
  notes: Type.String(),
});
export type PlannedTrip = Static<typeof PlannedTrip>;

export const DashboardState = Type.Object({
  favorites: Type.Array(Type.Integer(), { description: 'location ids' }),
  recentVotes: Type.Array(RecentVote),
  visitedLocations: Type.Array(Type.Integer(), { description: 'location ids' }),
  travelMood: TravelMood,
  plannedTrips: Type.Array(PlannedTrip),
});
export type DashboardState = Static<typeof DashboardState>;

import { Type, type Static } from 'typebox';
import { ErrorBody, Nullable, Photo, Timestamp } from './common.ts';
import { AUTH_PROVIDERS, RECOMMENDATIONS_MAX, TRAVEL_MOODS, TRIP_NOTES_MAX_LENGTH } from './constants.ts';
import { MyCulinaryData } from './culinary.ts';
import { CommunityPhotoList } from './place-photos.ts';
import { LocationRef, RecentVoteList } from './votes.ts';

/** The signed-in user as the verified Firebase ID token describes them. */
export const User = Type.Object({
  uid: Type.String(),
  email: Nullable(Type.String()),
  displayName: Nullable(Type.String()),
  photoURL: Nullable(Type.String()),
});
export type User = Static<typeof User>;

/** Who the signed-in user is: the identity part of GET /api/me (and of the export). */
export const Identity = Type.Object({
  ...User.properties,
  provider: Type.String({ description: `sign-in provider id, e.g. ${AUTH_PROVIDERS.join(', ')}` }),
  memberSince: Timestamp,
});
export type Identity = Static<typeof Identity>;

// ---- dashboard (docs/product-rules.md, Dashboard) ----

export const TravelMood = Type.Enum(TRAVEL_MOODS);

const LocationId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'a catalog location id' });

/** Location ids, in the order they were added (the latest last). */
export const LocationIdList = Type.Array(Type.Integer());
export type LocationIdList = Static<typeof LocationIdList>;

/** A calendar date, YYYY-MM-DD; the service also refuses dates that do not exist (2026-02-30). */
export const TripDate = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD, a real calendar date' });

export const Trip = Type.Object({
  id: Type.String({ description: 'uuid' }),
  locationId: Type.Integer(),
  date: Type.String({ description: 'YYYY-MM-DD' }),
  notes: Type.String({ description: `trimmed, at most ${TRIP_NOTES_MAX_LENGTH} characters; empty when none` }),
});
export type Trip = Static<typeof Trip>;

export const DashboardCounts = Type.Object({
  visited: Type.Integer({ minimum: 0 }),
  favorites: Type.Integer({ minimum: 0 }),
  votesCast: Type.Integer({ minimum: 0, description: "the caller's accepted votes, all time, from the vote log" }),
});
export type DashboardCounts = Static<typeof DashboardCounts>;

// GET /api/me: the identity plus the dashboard
export const Me = Type.Object(
  {
    ...Identity.properties,
    travelMood: Nullable(TravelMood),
    favorites: LocationIdList,
    visited: LocationIdList,
    plannedTrips: Type.Array(Trip, { description: 'by date, then by when they were planned' }),
    counts: DashboardCounts,
    /** The verified token carries the editor claim: the web shows the way to /admin (every moderation route checks it again). */
    isEditor: Type.Optional(Type.Boolean({ description: 'always sent by the profile service' })),
  },
  { $id: 'Me' },
);
export type Me = Static<typeof Me>;

// PUT /api/me/mood
export const MoodBody = Type.Object({ travelMood: TravelMood });
export type MoodBody = Static<typeof MoodBody>;
export const MoodAnswer = Type.Object({ travelMood: TravelMood });
export type MoodAnswer = Static<typeof MoodAnswer>;

/** PUT/DELETE /api/me/favorites/{locationId} and /api/me/visited/{locationId}. */
export const LocationIdParams = Type.Object({ locationId: LocationId });
export type LocationIdParams = Static<typeof LocationIdParams>;

const TripNotes = Type.String({
  // Some slack before trimming; the service checks TRIP_NOTES_MAX_LENGTH after trimming.
  maxLength: TRIP_NOTES_MAX_LENGTH + 1000,
  description: `at most ${TRIP_NOTES_MAX_LENGTH} characters after trimming`,
});

// POST /api/me/trips → 201 Trip
export const CreateTripBody = Type.Object({
  locationId: LocationId,
  date: TripDate,
  notes: Type.Optional(TripNotes),
});
export type CreateTripBody = Static<typeof CreateTripBody>;

// PATCH /api/me/trips/{id}: any of these, at least one
export const UpdateTripBody = Type.Object({
  locationId: Type.Optional(LocationId),
  date: Type.Optional(TripDate),
  notes: Type.Optional(TripNotes),
});
export type UpdateTripBody = Static<typeof UpdateTripBody>;

export const TripIdParams = Type.Object({
  id: Type.String({
    pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    description: 'a trip id (uuid)',
  }),
});
export type TripIdParams = Static<typeof TripIdParams>;

/** A place offered for the caller's mood. */
export const Recommendation = Type.Object({
  locationId: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  nameVi: Nullable(Type.String()),
  category: Type.String(),
  photo: Nullable(Photo),
  matchScore: Type.Integer({ minimum: 0, maximum: 100, description: "share of the mood's keywords found in the place's names and descriptions, %" }),
});
export type Recommendation = Static<typeof Recommendation>;

// GET /api/me/recommendations
export const Recommendations = Type.Object({
  travelMood: Nullable(TravelMood),
  /** Share (%) of the caller's favourite and visited places that match the mood; null without a mood or places. */
  moodMatch: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  places: Type.Array(Recommendation, { maxItems: RECOMMENDATIONS_MAX, description: 'best first; empty without a mood' }),
});
export type Recommendations = Static<typeof Recommendations>;

/** In the export, a place is named too (a reader of the file has no catalog at hand); null: no longer listed. */
const NamedPlace = { location: Nullable(LocationRef) };
const StoredPlace = Type.Object({ locationId: Type.Integer(), ...NamedPlace, addedAt: Timestamp });
const StoredTrip = Type.Object({ ...Trip.properties, ...NamedPlace, createdAt: Timestamp, updatedAt: Timestamp });

// GET /api/me/export: everything stored about the caller (served as an attachment): the
// dashboard, and what the culinary, catalog and voting services keep about them (asked with the
// caller's own token). Those parts are absent only where profile is not configured to reach the
// service (a development setup); when a configured one cannot answer, the export is 503.
export const DashboardExport = Type.Object({
  exportedAt: Timestamp,
  user: Type.Object({ ...Identity.properties, lastSeenAt: Timestamp }),
  travelMood: Nullable(TravelMood),
  moodChosenAt: Nullable(Timestamp),
  favorites: Type.Array(StoredPlace),
  visited: Type.Array(StoredPlace),
  plannedTrips: Type.Array(StoredTrip),
  votesCast: Type.Integer({ minimum: 0 }),
  reviews: Type.Optional(MyCulinaryData.properties.reviews),
  helpfulMarks: Type.Optional(MyCulinaryData.properties.helpfulMarks),
  reports: Type.Optional(MyCulinaryData.properties.reports),
  suggestedPlaces: Type.Optional(MyCulinaryData.properties.suggestions),
  placePhotos: Type.Optional(CommunityPhotoList),
  /** Every accepted vote, newest first. */
  votes: Type.Optional(RecentVoteList),
});
export type DashboardExport = Static<typeof DashboardExport>;

const writeErrors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 503: ErrorBody };

export const userRoutes = {
  // GET /api/me
  me: { response: { 200: Me, 401: ErrorBody } },
  // PUT /api/me/mood
  mood: { body: MoodBody, response: { 200: MoodAnswer, 400: ErrorBody, 401: ErrorBody } },
  // PUT and DELETE /api/me/favorites/{locationId}, /api/me/visited/{locationId}: idempotent,
  // 200 with the new list; an unknown or retired place is 404 (removing one is always allowed)
  place: { params: LocationIdParams, response: { 200: LocationIdList, ...writeErrors } },
  // POST /api/me/trips → 201
  createTrip: { body: CreateTripBody, response: { 201: Trip, ...writeErrors } },
  // PATCH /api/me/trips/{id}: the owner only (anyone else: 404)
  updateTrip: { params: TripIdParams, body: UpdateTripBody, response: { 200: Trip, ...writeErrors } },
  // DELETE /api/me/trips/{id} → 204: the owner only (anyone else: 404)
  removeTrip: { params: TripIdParams, response: { 204: Type.Null(), ...writeErrors } },
  // GET /api/me/recommendations
  recommendations: { response: { 200: Recommendations, 401: ErrorBody } },
  // GET /api/me/export (Content-Disposition: attachment)
  export: { response: { 200: DashboardExport, 401: ErrorBody, 503: ErrorBody } },
  // DELETE /api/me → 204: the dashboard data is gone, reviews show "Deleted visitor"; 503 when the
  // culinary service cannot be reached (then nothing is deleted)
  remove: { response: { 204: Type.Null(), 401: ErrorBody, 503: ErrorBody } },
};

import type { ColumnType, Generated } from 'kysely';
import type { TravelMood } from '@tn/contracts/constants';
import type { LocationIndexRow, VotesByUserRow } from '@tn/contracts/read-models';

/** profile.users, owned by this service. */
export interface UsersTable {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoUrl: string | null;
  provider: string;
  memberSince: ColumnType<Date, never, never>;
  lastSeenAt: ColumnType<Date, Date | undefined, Date>;
  travelMood: ColumnType<TravelMood | null, never, TravelMood>;
  moodChosenAt: ColumnType<Date | null, never, Date>;
}

/** profile.favorites and profile.visited: one row per user and place. */
export interface PlaceMarksTable {
  userId: string;
  locationId: number;
  addedAt: ColumnType<Date, never, never>;
}

/** profile.trips. `date` is a Postgres date: always read through to_char, never as a JS Date. */
export interface TripsTable {
  id: Generated<string>;
  userId: string;
  locationId: number;
  date: ColumnType<unknown, string, string>;
  notes: string;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}

export interface ProfileDatabase {
  'profile.users': UsersTable;
  'profile.favorites': PlaceMarksTable;
  'profile.visited': PlaceMarksTable;
  'profile.trips': TripsTable;
  /** Read models others publish to profile (read only; docs/architecture.md, Ownership). */
  'catalog.location_index': LocationIndexRow;
  'voting.votes_by_user': VotesByUserRow;
}

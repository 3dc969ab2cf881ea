import type { ColumnType } from 'kysely';

/** profile.users, owned by this service. */
export interface UsersTable {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoUrl: string | null;
  provider: string;
  memberSince: ColumnType<Date, never, never>;
  lastSeenAt: ColumnType<Date, Date | undefined, Date>;
}

export interface ProfileDatabase {
  'profile.users': UsersTable;
}

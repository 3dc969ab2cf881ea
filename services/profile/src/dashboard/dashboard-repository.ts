import { sql, type Kysely } from 'kysely';
import type { TravelMood } from '@tn/contracts/constants';
import type { LocationIndexRow, SeasonRankRow } from '@tn/contracts/read-models';
import type { DashboardExport, Trip } from '@tn/contracts/users';
import type { ProfileDatabase } from '../users/user-tables.ts';

export type PlaceMark = 'favorites' | 'visited';
const markTable = (mark: PlaceMark) => (mark === 'favorites' ? 'profile.favorites' : 'profile.visited') as 'profile.favorites';

export interface TripFields {
  locationId?: number;
  date?: string;
  notes?: string;
}

// A date column read as text: a JS Date would shift it by the server's time zone.
const cols = ['id', 'locationId', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'), 'notes'] as const;

/** The caller's dashboard rows and the read models it needs. The user row must exist first. */
export function createDashboardRepository(db: Kysely<ProfileDatabase>) {
  /** Every place of the catalog's index (a province's worth: tens of rows). */
  const indexRows = (): Promise<LocationIndexRow[]> => db.selectFrom('catalog.location_index').selectAll().orderBy('id').execute();

  async function places(mark: PlaceMark, userId: string): Promise<number[]> {
    const rows = await db
      .selectFrom(markTable(mark))
      .select('locationId')
      .where('userId', '=', userId)
      .orderBy('addedAt')
      .orderBy('locationId')
      .execute();
    return rows.map((r) => r.locationId);
  }

  return {
    places,

    /** Idempotent: marking twice keeps the first time it was added. */
    async mark(mark: PlaceMark, userId: string, locationId: number): Promise<number[]> {
      await db.insertInto(markTable(mark)).values({ userId, locationId }).onConflict((oc) => oc.doNothing()).execute();
      return places(mark, userId);
    },

    async unmark(mark: PlaceMark, userId: string, locationId: number): Promise<number[]> {
      await db.deleteFrom(markTable(mark)).where('userId', '=', userId).where('locationId', '=', locationId).execute();
      return places(mark, userId);
    },

    async mood(userId: string): Promise<{ travelMood: TravelMood | null; moodChosenAt: Date | null }> {
      const row = await db.selectFrom('profile.users').select(['travelMood', 'moodChosenAt']).where('uid', '=', userId).executeTakeFirst();
      return { travelMood: row?.travelMood ?? null, moodChosenAt: row?.moodChosenAt ?? null };
    },

    async setMood(userId: string, travelMood: TravelMood): Promise<void> {
      await db.updateTable('profile.users').set({ travelMood, moodChosenAt: sql<Date>`now()` }).where('uid', '=', userId).execute();
    },

    /** The date of one of the user's trips; undefined when they have no such trip. */
    async tripDate(userId: string, id: string): Promise<string | undefined> {
      const row = await db.selectFrom('profile.trips').select(cols).where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
      return row?.date;
    },

    /** By date, then by when they were planned. */
    trips(userId: string): Promise<Trip[]> {
      return db.selectFrom('profile.trips').select(cols).where('userId', '=', userId).orderBy('date').orderBy('createdAt').orderBy('id').execute();
    },

    createTrip(userId: string, trip: Required<TripFields>): Promise<Trip> {
      return db.insertInto('profile.trips').values({ userId, ...trip }).returning(cols).executeTakeFirstOrThrow();
    },

    /** Undefined when there is no such trip of this user (someone else's is "no such trip"). */
    updateTrip(userId: string, id: string, changes: TripFields): Promise<Trip | undefined> {
      return db
        .updateTable('profile.trips')
        .set({ ...changes, updatedAt: sql<Date>`now()` })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .returning(cols)
        .executeTakeFirst();
    },

    async removeTrip(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('profile.trips').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The user's accepted votes, all time, from voting's published count. */
    async votesCast(userId: string): Promise<number> {
      const row = await db.selectFrom('voting.votes_by_user').select('votes').where('userId', '=', userId).executeTakeFirst();
      return row?.votes ?? 0;
    },

    /** A place that may be marked or planned: listed in the catalog and not retired. */
    async isOffered(locationId: number): Promise<boolean> {
      const row = await db.selectFrom('catalog.location_index').select('retired').where('id', '=', locationId).executeTakeFirst();
      return row !== undefined && !row.retired;
    },

    locations: indexRows,

    /** Ranked places of a season (ranking's published rank); unranked places have no row. */
    async seasonRanks(season: string): Promise<Map<number, number>> {
      const { rows } = await sql<Pick<SeasonRankRow, 'locationId' | 'rank'>>`
        select location_id, rank from ranking.season_ranks(${season})`.execute(db);
      return new Map(rows.map((r) => [r.locationId, r.rank]));
    },

    /** Everything stored about the user, as the export shows it (no identity part). */
    async stored(userId: string): Promise<Omit<DashboardExport, 'exportedAt' | 'user' | 'travelMood' | 'moodChosenAt' | 'votesCast'>> {
      // Each place named from the catalog's index, as it is today.
      const places = new Map((await indexRows()).map((l) => [l.id, { id: l.id, slug: l.slug, name: l.name, nameVi: l.nameVi }]));
      const location = (id: number) => places.get(id) ?? null;
      const marks = async (mark: PlaceMark) =>
        (
          await db
            .selectFrom(markTable(mark))
            .select(['locationId', 'addedAt'])
            .where('userId', '=', userId)
            .orderBy('addedAt')
            .orderBy('locationId')
            .execute()
        ).map((r) => ({ locationId: r.locationId, location: location(r.locationId), addedAt: r.addedAt.toISOString() }));
      const trips = await db
        .selectFrom('profile.trips')
        .select([...cols, 'createdAt', 'updatedAt'])
        .where('userId', '=', userId)
        .orderBy('date')
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return {
        favorites: await marks('favorites'),
        visited: await marks('visited'),
        plannedTrips: trips.map((t) => ({
          ...t,
          location: location(t.locationId),
          createdAt: t.createdAt.toISOString(),
          updatedAt: t.updatedAt.toISOString(),
        })),
      };
    },

    /** The user row; favourites, visits and trips go with it (on delete cascade). */
    async deleteUser(userId: string): Promise<void> {
      await db.deleteFrom('profile.users').where('uid', '=', userId).execute();
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;

import { isCalendarDay, latestTripDay } from '@tn/contracts/calendar';
import { RECOMMENDATIONS_MAX, TRIP_MAX_YEARS_AHEAD, TRIP_NOTES_MAX_LENGTH, type TravelMood } from '@tn/contracts/constants';
import type { DashboardExport, Me, Recommendations, Trip } from '@tn/contracts/users';
import { textLength } from '@tn/contracts/text';
import type { Caller } from '@tn/kit/auth';
import { badRequest, notFound, unavailable } from '@tn/kit/errors';
import { provinceDay, seasonOf } from '@tn/kit/time';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRepository } from '../users/user-repository.ts';
import type { DashboardRepository, PlaceMark, TripFields } from './dashboard-repository.ts';
import { matchScore } from './mood-keywords.ts';
import type { OwnerServices } from './owner-services.ts';


export interface DashboardDeps {
  users: UserRepository;
  dashboard: DashboardRepository;
  /** The services that keep the rest of a user's data (culinary, catalog, voting). */
  owners: OwnerServices;
  log: FastifyBaseLogger;
}

/**
 * A real calendar date in YYYY-MM-DD (the schema checks the shape; 2026-02-30 is refused here),
 * at most TRIP_MAX_YEARS_AHEAD years ahead, unless it is the date the trip already has (`kept`,
 * asked for only then): an edit of the notes sends it back unchanged.
 */
async function checkDate(date: string, kept?: () => Promise<string | undefined>): Promise<string> {
  if (!isCalendarDay(date)) throw badRequest('date must be a real calendar date (YYYY-MM-DD)');
  const latest = latestTripDay(provinceDay());
  if (date > latest && (kept === undefined || date !== (await kept()))) {
    throw badRequest(`date must be at most ${TRIP_MAX_YEARS_AHEAD} years ahead (${latest} at the latest)`);
  }
  return date;
}

function checkNotes(notes: string): string {
  const text = notes.trim();
  if (textLength(text) > TRIP_NOTES_MAX_LENGTH) throw badRequest(`notes must be at most ${TRIP_NOTES_MAX_LENGTH} characters`);
  return text;
}

export function createDashboardService({ users, dashboard, owners, log }: DashboardDeps) {
  /** Every call records the sighting first: the user row is what the dashboard rows hang on. */
  const seen = (caller: Caller) => users.recordSighting(caller.user);

  async function offered(locationId: number): Promise<void> {
    if (!(await dashboard.isOffered(locationId))) throw notFound(`Location not found: ${locationId}`);
  }

  async function checkedTrip(fields: TripFields, keptDate?: () => Promise<string | undefined>): Promise<TripFields> {
    const out: TripFields = {};
    if (fields.date !== undefined) out.date = await checkDate(fields.date, keptDate);
    if (fields.notes !== undefined) out.notes = checkNotes(fields.notes);
    if (fields.locationId !== undefined) {
      await offered(fields.locationId);
      out.locationId = fields.locationId;
    }
    return out;
  }

  return {
    async me(caller: Caller): Promise<Me> {
      const identity = await seen(caller);
      const uid = caller.user.uid;
      const [{ travelMood }, favorites, visited, plannedTrips, votesCast] = await Promise.all([
        dashboard.mood(uid),
        dashboard.places('favorites', uid),
        dashboard.places('visited', uid),
        dashboard.trips(uid),
        dashboard.votesCast(uid),
      ]);
      return {
        ...identity,
        travelMood,
        favorites,
        visited,
        plannedTrips,
        counts: { visited: visited.length, favorites: favorites.length, votesCast },
        // From the verified token's claim, for the web to show the way to /admin; each moderation
        // route checks the claim again.
        isEditor: caller.user.isEditor === true,
      };
    },

    async setMood(caller: Caller, travelMood: TravelMood): Promise<{ travelMood: TravelMood }> {
      await seen(caller);
      await dashboard.setMood(caller.user.uid, travelMood);
      return { travelMood };
    },

    /** Marking needs a place on offer; unmarking never does (a retired place may be removed). */
    async mark(caller: Caller, mark: PlaceMark, locationId: number, on: boolean): Promise<number[]> {
      await seen(caller);
      if (on) {
        await offered(locationId);
        return dashboard.mark(mark, caller.user.uid, locationId);
      }
      return dashboard.unmark(mark, caller.user.uid, locationId);
    },

    async createTrip(caller: Caller, body: { locationId: number; date: string; notes?: string }): Promise<Trip> {
      const fields = await checkedTrip({ ...body, notes: body.notes ?? '' });
      await seen(caller);
      return dashboard.createTrip(caller.user.uid, fields as Required<TripFields>);
    },

    async updateTrip(caller: Caller, id: string, body: TripFields): Promise<Trip> {
      if (body.locationId === undefined && body.date === undefined && body.notes === undefined) {
        throw badRequest('body must name at least one of locationId, date, notes');
      }
      const fields = await checkedTrip(body, () => dashboard.tripDate(caller.user.uid, id));
      const trip = await dashboard.updateTrip(caller.user.uid, id, fields);
      if (!trip) throw notFound(`Trip not found: ${id}`);
      return trip;
    },

    async removeTrip(caller: Caller, id: string): Promise<void> {
      if (!(await dashboard.removeTrip(caller.user.uid, id))) throw notFound(`Trip not found: ${id}`);
    },

    /**
     * Up to RECOMMENDATIONS_MAX places on offer that match the mood and the user has not
     * visited: best match score first, then the better rank this season (unranked after ranked),
     * then the lower id. The mood match is the share of the user's favourite and visited places
     * (each counted once, retired ones too) whose match score is above 0.
     */
    async recommendations(caller: Caller): Promise<Recommendations> {
      await seen(caller);
      const uid = caller.user.uid;
      const { travelMood } = await dashboard.mood(uid);
      if (travelMood === null) return { travelMood: null, moodMatch: null, places: [] };
      const [locations, favorites, visited, ranks] = await Promise.all([
        dashboard.locations(),
        dashboard.places('favorites', uid),
        dashboard.places('visited', uid),
        dashboard.seasonRanks(seasonOf()),
      ]);
      const scored = locations.map((l) => ({ location: l, score: matchScore(travelMood, l) }));
      const mine = new Set([...favorites, ...visited]);
      const minePlaces = scored.filter((s) => mine.has(s.location.id));
      const moodMatch = minePlaces.length === 0 ? null : Math.round((100 * minePlaces.filter((s) => s.score > 0).length) / minePlaces.length);
      const been = new Set(visited);
      const rankOf = (id: number) => ranks.get(id) ?? Number.POSITIVE_INFINITY;
      const places = scored
        .filter((s) => s.score > 0 && !s.location.retired && !been.has(s.location.id))
        .sort((a, b) => b.score - a.score || rankOf(a.location.id) - rankOf(b.location.id) || a.location.id - b.location.id)
        .slice(0, RECOMMENDATIONS_MAX)
        .map(({ location: l, score }) => ({
          locationId: l.id,
          slug: l.slug,
          name: l.name,
          nameVi: l.nameVi,
          category: l.category,
          photo: l.photo,
          matchScore: score,
        }));
      return { travelMood, moodMatch, places };
    },

    /** Whole or not at all: when a service that keeps part of it cannot answer, 503. */
    async export(caller: Caller): Promise<DashboardExport> {
      const identity = await seen(caller);
      const uid = caller.user.uid;
      const [{ travelMood, moodChosenAt }, stored, votesCast, lastSeen, elsewhere] = await Promise.all([
        dashboard.mood(uid),
        dashboard.stored(uid),
        dashboard.votesCast(uid),
        users.lastSeenAt(uid),
        owners.heldElsewhere(caller.authorization),
      ]);
      if (elsewhere === 'unavailable') throw unavailable('Exporting your data is temporarily unavailable. Please try again.');
      return {
        exportedAt: new Date().toISOString(),
        user: { ...identity, lastSeenAt: lastSeen.toISOString() },
        travelMood,
        moodChosenAt: moodChosenAt?.toISOString() ?? null,
        ...stored,
        votesCast,
        ...elsewhere,
      };
    },

    /**
     * Reviews, suggestions and photos lose the user's name first, then our rows go: if culinary or
     * catalog cannot do it, nothing of ours is deleted and the user may try again (anonymizing
     * twice changes nothing). Votes stay in the log.
     */
    async remove(caller: Caller): Promise<void> {
      const anonymized = await owners.anonymize(caller.authorization);
      if (anonymized === 'failed') throw unavailable('Deleting your data is temporarily unavailable. Please try again.');
      for (const name of anonymized.skipped) {
        log.warn({ uid: caller.user.uid }, `${name.toUpperCase()}_URL is not set: what ${name} keeps of the deleted user still names them`);
      }
      await dashboard.deleteUser(caller.user.uid);
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

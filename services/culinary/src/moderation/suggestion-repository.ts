import { sql, type Kysely, type Selectable } from 'kysely';
import type { RestaurantKind } from '@tn/contracts/constants';
import type { Suggestion } from '@tn/contracts/culinary';
import type { ModerationDecision, ModerationStatus } from '@tn/contracts/moderation';
import type { CulinaryDatabase, SuggestionsTable } from '../culinary/culinary-tables.ts';
import { recordDecision, type Editor } from './moderation-log.ts';
import { slugFrom, uniqueSlug } from './slug.ts';

// First key of this service's two-key advisory lock on a slug being given out.
const SLUG_LOCK = 0x63_75_6c_01;

export interface NewSuggestion {
  name: string;
  kind: RestaurantKind;
  address: string;
  serves: string;
  latitude: number | null;
  longitude: number | null;
  authorUid: string;
  authorName: string | null;
}

type SuggestionRow = Selectable<SuggestionsTable> & { restaurantSlug: string | null };

function rowToSuggestion(row: SuggestionRow): Suggestion {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    address: row.address,
    serves: row.serves,
    latitude: row.latitude,
    longitude: row.longitude,
    authorName: row.authorName,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    restaurantId: row.restaurantId,
    restaurantSlug: row.restaurantSlug,
  };
}

export type SuggestionDecision = Suggestion | 'not-found' | 'already-decided';

export function createSuggestionRepository(db: Kysely<CulinaryDatabase>) {
  const withSlug = () =>
    db
      .selectFrom('culinary.suggestions as s')
      .leftJoin('culinary.restaurants as r', 'r.id', 's.restaurantId')
      .selectAll('s')
      .select('r.slug as restaurantSlug');

  return {
    async create(suggestion: NewSuggestion): Promise<number> {
      const row = await db.insertInto('culinary.suggestions').values(suggestion).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** The places a user suggested, any status, newest first: part of what they may export. */
    async byAuthor(authorUid: string): Promise<Suggestion[]> {
      const rows = await withSlug().where('s.authorUid', '=', authorUid).orderBy('s.createdAt', 'desc').orderBy('s.id', 'desc').execute();
      return rows.map(rowToSuggestion);
    },

    /** A user who deleted their data: their suggestions no longer name them. How many changed. */
    async anonymizeAuthor(authorUid: string): Promise<number> {
      const result = await db
        .updateTable('culinary.suggestions')
        .set({ authorName: null })
        .where('authorUid', '=', authorUid)
        .where('authorName', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The editors' queue: suggestions in one status, oldest first. */
    async list(status: ModerationStatus): Promise<Suggestion[]> {
      const rows = await withSlug().where('s.status', '=', status).orderBy('s.createdAt').orderBy('s.id').execute();
      return rows.map(rowToSuggestion);
    },

    /**
     * An editor's decision and its audit entry in one transaction. Approved, the suggestion
     * becomes a place to eat marked as suggested by visitors, under a slug made from its name
     * (unique: "-2", "-3"… when taken).
     */
    async decide(id: number, decision: ModerationDecision, reason: string | null, editor: Editor): Promise<SuggestionDecision> {
      const outcome = await db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('culinary.suggestions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!current) return 'not-found' as const;
        if (current.status !== 'pending') return 'already-decided' as const;
        let restaurantId: number | null = null;
        if (decision === 'approve') {
          const base = slugFrom(current.name);
          // Two approvals of the same name at once would pick the same free slug: one at a time.
          await sql`select pg_advisory_xact_lock(${SLUG_LOCK}, hashtext(${base}))`.execute(trx);
          const taken = await trx
            .selectFrom('culinary.restaurants')
            .select('slug')
            .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
            .execute();
          const restaurant = await trx
            .insertInto('culinary.restaurants')
            .values({
              slug: uniqueSlug(base, new Set(taken.map((r) => r.slug))),
              name: current.name,
              nameVi: null,
              kind: current.kind,
              imageUrl: null,
              description: null,
              descriptionVi: null,
              address: current.address,
              addressVi: null,
              phone: null,
              website: null,
              openingHours: null,
              openingHoursVi: null,
              priceNote: null,
              priceNoteVi: null,
              latitude: current.latitude,
              longitude: current.longitude,
              createdBy: null,
              suggestedByVisitors: true,
              serves: current.serves,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          restaurantId = restaurant.id;
        }
        await trx
          .updateTable('culinary.suggestions')
          .set({
            status: decision === 'approve' ? 'approved' : 'rejected',
            reason,
            restaurantId,
            decidedAt: sql<Date>`now()`,
            decidedBy: editor.uid,
          })
          .where('id', '=', id)
          .execute();
        await recordDecision(trx, editor, { subject: 'suggestion', id, name: current.name, nameVi: null }, decision, reason);
        return 'decided' as const;
      });
      if (outcome !== 'decided') return outcome;
      return rowToSuggestion(await withSlug().where('s.id', '=', id).executeTakeFirstOrThrow());
    },
  };
}

export type SuggestionRepository = ReturnType<typeof createSuggestionRepository>;

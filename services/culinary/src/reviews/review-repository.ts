import { sql, type Kysely, type Transaction } from 'kysely';
import { REPORTS_TO_HIDE } from '@tn/contracts/constants';
import type { HelpfulState, MyCulinaryData, Review, ReviewSubject } from '@tn/contracts/culinary';
import type { CulinaryDatabase } from '../culinary/culinary-tables.ts';

/** What a review is about: exactly one dish or one place to eat. */
export type Subject = { kind: 'dish'; id: number } | { kind: 'restaurant'; id: number };

export interface NewReview {
  userId: string;
  authorName: string | null;
  subject: Subject;
  rating: number;
  content: string;
  image: { id: string; url: string } | null;
}

export interface ReviewChanges {
  rating?: number;
  content?: string;
  /** null removes the photo; undefined keeps it. */
  image?: { id: string; url: string } | null;
  authorName: string | null;
}

/** Outcomes a caller turns into answers; the repository knows no HTTP. */
export type Refusal = 'not-found' | 'subject-not-found' | 'not-author' | 'own-review' | 'duplicate';

type Db = Kysely<CulinaryDatabase> | Transaction<CulinaryDatabase>;

const subjectTable = (subject: Subject) => (subject.kind === 'dish' ? 'culinary.dishes' : 'culinary.restaurants') as 'culinary.dishes';
const subjectColumn = (subject: Subject) => (subject.kind === 'dish' ? 'dishId' : 'restaurantId') as 'dishId';

export function subjectOf(row: { dishId: number | null; restaurantId: number | null }): Subject {
  return row.dishId !== null ? { kind: 'dish', id: row.dishId } : { kind: 'restaurant', id: row.restaurantId! };
}

/**
 * What each of these reviews is about, named (one read per kind of subject): for the editors'
 * queue and a user's export, where a review is read away from its subject's page.
 */
export async function namedSubjects(
  db: Db,
  rows: readonly { dishId: number | null; restaurantId: number | null }[],
): Promise<(row: { dishId: number | null; restaurantId: number | null }) => ReviewSubject> {
  const dishIds = rows.flatMap((r) => (r.dishId !== null ? [r.dishId] : []));
  const restaurantIds = rows.flatMap((r) => (r.restaurantId !== null ? [r.restaurantId] : []));
  const names = ['slug', 'name', 'nameVi', 'id'] as const;
  const [dishes, restaurants] = await Promise.all([
    dishIds.length ? db.selectFrom('culinary.dishes').select(names).where('id', 'in', dishIds).execute() : [],
    restaurantIds.length ? db.selectFrom('culinary.restaurants').select(names).where('id', 'in', restaurantIds).execute() : [],
  ]);
  const byKind = { dish: new Map(dishes.map((d) => [d.id, d])), restaurant: new Map(restaurants.map((r) => [r.id, r])) };
  return (row) => {
    const subject = subjectOf(row);
    const named = byKind[subject.kind].get(subject.id)!;
    return { type: subject.kind, id: subject.id, slug: named.slug, name: named.name, nameVi: named.nameVi };
  };
}

/**
 * Reviews with their helpful count and, for a signed-in viewer, whether they marked it and
 * whether they reported it. The count is computed, not stored, so it cannot drift from the marks.
 */
export function reviewsSeenBy(db: Db, viewer: string | null) {
  return db
    .selectFrom('culinary.reviews as r')
    .selectAll('r')
    .select((eb) => [
      eb
        .selectFrom('culinary.review_helpful as h')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('h.reviewId', '=', 'r.id')
        .as('helpfulCount'),
      sql<boolean>`exists (select 1 from culinary.review_helpful mine where mine.review_id = r.id and mine.user_id = ${viewer})`.as(
        'helpfulByMe',
      ),
      sql<boolean>`exists (select 1 from culinary.review_reports mine where mine.review_id = r.id and mine.user_id = ${viewer})`.as(
        'reportedByMe',
      ),
    ]);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewsSeenBy>['executeTakeFirstOrThrow']>>;

export function rowToReview(row: ReviewRow, viewer: string | null): Review {
  const review: Review = {
    id: row.id,
    dishId: row.dishId,
    restaurantId: row.restaurantId,
    rating: row.rating,
    content: row.content,
    imageUrl: row.imageUrl,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    helpfulCount: row.helpfulCount ?? 0,
  };
  if (row.authorDeletedAt !== null) review.authorDeleted = true;
  if (viewer !== null) {
    review.mine = row.userId === viewer;
    review.helpfulByMe = Boolean(row.helpfulByMe);
    review.reportedByMe = Boolean(row.reportedByMe);
    if (review.mine && row.hiddenAt !== null) review.hidden = true;
  }
  return review;
}

/**
 * Locks the subject row for the rest of the transaction. Every write that changes a subject's
 * aggregates takes this lock first and the review's row second, always in that order, so
 * concurrent writers queue instead of deadlocking, and the aggregates move in step with the
 * reviews. Answers the subject's names (for the audit log); undefined when it does not exist.
 */
export async function lockSubject(
  trx: Transaction<CulinaryDatabase>,
  subject: Subject,
): Promise<{ name: string; nameVi: string | null } | undefined> {
  return trx.selectFrom(subjectTable(subject)).select(['name', 'nameVi']).where('id', '=', subject.id).forUpdate().executeTakeFirst();
}

/** Adds (or, with a negative count, removes) ratings to a subject's visible-review aggregates. */
export async function adjustAggregates(trx: Transaction<CulinaryDatabase>, subject: Subject, sum: number, count: number): Promise<void> {
  if (sum === 0 && count === 0) return;
  await trx
    .updateTable(subjectTable(subject))
    .set({ ratingSum: sql<number>`rating_sum + ${sum}::int`, ratingCount: sql<number>`rating_count + ${count}::int` })
    .where('id', '=', subject.id)
    .execute();
}

export function createReviewRepository(db: Kysely<CulinaryDatabase>) {
  /** The review's owner and subject, unlocked (a write re-reads it under lock). */
  const head = (id: number, trx: Db = db) =>
    trx.selectFrom('culinary.reviews').select(['id', 'userId', 'dishId', 'restaurantId', 'rating', 'hiddenAt']).where('id', '=', id);

  /** Re-reads the review under its row lock after its subject was locked; undefined if it is gone. */
  const lockReview = (trx: Transaction<CulinaryDatabase>, id: number) => head(id, trx).forUpdate().executeTakeFirst();

  /** A review's helpful count and whether this user marked it. */
  const helpfulState = (id: number, userId: string): Promise<HelpfulState> =>
    db
      .selectFrom('culinary.review_helpful')
      .select([sql<number>`count(*)::int`.as('helpfulCount'), sql<boolean>`coalesce(bool_or(user_id = ${userId}), false)`.as('helpfulByMe')])
      .where('reviewId', '=', id)
      .executeTakeFirstOrThrow();

  type LockedReview = NonNullable<Awaited<ReturnType<typeof lockReview>>>;

  /**
   * The author's own review, in a transaction with its subject locked first and then the review
   * itself (the order every review write uses, so concurrent writes never deadlock).
   */
  async function changeOwn<T>(
    id: number,
    userId: string,
    change: (trx: Transaction<CulinaryDatabase>, subject: Subject, current: LockedReview) => Promise<T>,
  ): Promise<T | Refusal> {
    const found = await head(id).executeTakeFirst();
    if (!found) return 'not-found';
    if (found.userId !== userId) return 'not-author';
    return db.transaction().execute(async (trx) => {
      const subject = subjectOf(found);
      await lockSubject(trx, subject);
      const current = await lockReview(trx, id);
      if (!current) return 'not-found';
      return change(trx, subject, current);
    });
  }

  async function readAs(trx: Db, id: number, viewer: string): Promise<Review> {
    return rowToReview(await reviewsSeenBy(trx, viewer).where('r.id', '=', id).executeTakeFirstOrThrow(), viewer);
  }

  return {
    /**
     * The user deleted their data: their reviews stay (ratings and helpful marks with them) but
     * lose the author's name and show as from a deleted visitor. Already-anonymized reviews are
     * left alone, so a repeat changes nothing. The user id stays: it is what lets the author's
     * own token still recognise a review as "mine" if the same account signs in again.
     */
    async anonymizeAuthor(userId: string): Promise<number> {
      const result = await db
        .updateTable('culinary.reviews')
        .set({ authorName: null, authorDeletedAt: sql<Date>`now()` })
        .where('userId', '=', userId)
        .where('authorDeletedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** What the user wrote, marked helpful and reported, newest first: part of what they may export. */
    async ownData(userId: string): Promise<Pick<MyCulinaryData, 'reviews' | 'helpfulMarks' | 'reports'>> {
      const [written, helpful, reports] = await Promise.all([
        reviewsSeenBy(db, userId).where('r.userId', '=', userId).orderBy('r.createdAt', 'desc').orderBy('r.id', 'desc').execute(),
        db.selectFrom('culinary.review_helpful').select(['reviewId', 'createdAt']).where('userId', '=', userId).orderBy('createdAt', 'desc').execute(),
        db
          .selectFrom('culinary.review_reports')
          .select(['reviewId', 'reason', 'createdAt'])
          .where('userId', '=', userId)
          .orderBy('createdAt', 'desc')
          .execute(),
      ]);
      const subjectOfRow = await namedSubjects(db, written);
      return {
        reviews: written.map((row) => ({ ...rowToReview(row, userId), subject: subjectOfRow(row) })),
        helpfulMarks: helpful.map((row) => ({ reviewId: row.reviewId, markedAt: row.createdAt.toISOString() })),
        reports: reports.map((row) => ({ reviewId: row.reviewId, reason: row.reason, reportedAt: row.createdAt.toISOString() })),
      };
    },

    /**
     * A subject's reviews, newest first: the visible ones, plus the viewer's own even when
     * reports have hidden it (flagged, so the author understands why others do not see it).
     */
    async listFor(subject: Subject, viewer: string | null, page: { limit: number; offset: number }): Promise<Review[]> {
      const rows = await reviewsSeenBy(db, viewer)
        .where(`r.${subjectColumn(subject)}`, '=', subject.id)
        .where((eb) => (viewer === null ? eb('r.hiddenAt', 'is', null) : eb.or([eb('r.hiddenAt', 'is', null), eb('r.userId', '=', viewer)])))
        .orderBy('r.createdAt', 'desc')
        .orderBy('r.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return rows.map((row) => rowToReview(row, viewer));
    },

    async subjectExists(subject: Subject): Promise<boolean> {
      return (await db.selectFrom(subjectTable(subject)).select('id').where('id', '=', subject.id).executeTakeFirst()) !== undefined;
    },

    /** Who wrote a review (undefined: no such review). */
    async authorOf(id: number): Promise<string | undefined> {
      return (await head(id).executeTakeFirst())?.userId;
    },

    /** The id of the user's review of a subject, if they wrote one. */
    async findIdByAuthor(userId: string, subject: Subject): Promise<number | undefined> {
      const row = await db
        .selectFrom('culinary.reviews')
        .select('id')
        .where('userId', '=', userId)
        .where(subjectColumn(subject), '=', subject.id)
        .executeTakeFirst();
      return row?.id;
    },

    /** Writes the review and counts it in its subject's aggregates, in one transaction. */
    async create(input: NewReview): Promise<Review | 'subject-not-found' | 'duplicate'> {
      return db.transaction().execute(async (trx) => {
        if (!(await lockSubject(trx, input.subject))) return 'subject-not-found';
        const inserted = await trx
          .insertInto('culinary.reviews')
          .values({
            userId: input.userId,
            authorName: input.authorName,
            [subjectColumn(input.subject)]: input.subject.id,
            rating: input.rating,
            content: input.content,
            imageId: input.image?.id ?? null,
            imageUrl: input.image?.url ?? null,
          })
          // One review per user per subject (a unique constraint): the second is refused.
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return 'duplicate';
        await adjustAggregates(trx, input.subject, input.rating, 1);
        return readAs(trx, inserted.id, input.userId);
      });
    },

    /** The author's edit; a hidden review stays hidden and out of the aggregates. */
    async update(id: number, userId: string, changes: ReviewChanges): Promise<Review | Refusal> {
      return changeOwn(id, userId, async (trx, subject, current) => {
        await trx
          .updateTable('culinary.reviews')
          .set({
            ...(changes.rating !== undefined ? { rating: changes.rating } : {}),
            ...(changes.content !== undefined ? { content: changes.content } : {}),
            ...(changes.image !== undefined ? { imageId: changes.image?.id ?? null, imageUrl: changes.image?.url ?? null } : {}),
            authorName: changes.authorName,
            // An edit comes from a signed-in author, who is therefore not a deleted visitor now.
            authorDeletedAt: null,
            updatedAt: sql<Date>`greatest(now(), created_at)`,
          })
          .where('id', '=', id)
          .execute();
        if (current.hiddenAt === null && changes.rating !== undefined) {
          await adjustAggregates(trx, subject, changes.rating - current.rating, 0);
        }
        return readAs(trx, id, userId);
      });
    },

    /** Deletes the author's review (its helpful marks and reports go with it) and uncounts it. */
    async remove(id: number, userId: string): Promise<'deleted' | Refusal> {
      return changeOwn(id, userId, async (trx, subject, current) => {
        await trx.deleteFrom('culinary.reviews').where('id', '=', id).execute();
        if (current.hiddenAt === null) await adjustAggregates(trx, subject, -current.rating, -1);
        return 'deleted' as const;
      });
    },

    /** One "helpful" per user, never on one's own review; a hidden review is not found. */
    async markHelpful(id: number, userId: string): Promise<HelpfulState | Refusal> {
      const found = await head(id).executeTakeFirst();
      if (!found || (found.hiddenAt !== null && found.userId !== userId)) return 'not-found';
      if (found.userId === userId) return 'own-review';
      const inserted = await db
        .insertInto('culinary.review_helpful')
        .values({ reviewId: id, userId })
        .onConflict((oc) => oc.doNothing())
        .returning('reviewId')
        .executeTakeFirst()
        // The review was deleted in between: its id no longer exists (foreign key).
        .catch((err: { code?: string }) => (err.code === '23503' ? null : Promise.reject(err)));
      if (inserted === null) return 'not-found';
      if (inserted === undefined) return 'duplicate';
      return helpfulState(id, userId);
    },

    /** Takes the user's "helpful" back; taking back one that is not there changes nothing. */
    async unmarkHelpful(id: number, userId: string): Promise<HelpfulState | 'not-found'> {
      const found = await head(id).executeTakeFirst();
      if (!found || (found.hiddenAt !== null && found.userId !== userId)) return 'not-found';
      await db.deleteFrom('culinary.review_helpful').where('reviewId', '=', id).where('userId', '=', userId).execute();
      return helpfulState(id, userId);
    },

    /**
     * One report per user, with a reason, never on one's own review. The REPORTS_TO_HIDE-th
     * report hides the review from everyone but its author and takes it out of the aggregates,
     * in the same transaction, until an editor looks at it.
     */
    async report(id: number, userId: string, reason: string): Promise<'reported' | Refusal> {
      const found = await head(id).executeTakeFirst();
      if (!found || (found.hiddenAt !== null && found.userId !== userId)) return 'not-found';
      if (found.userId === userId) return 'own-review';
      return db.transaction().execute(async (trx) => {
        const subject = subjectOf(found);
        await lockSubject(trx, subject);
        const current = await lockReview(trx, id);
        if (!current) return 'not-found';
        const inserted = await trx
          .insertInto('culinary.review_reports')
          .values({ reviewId: id, userId, reason })
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return 'duplicate';
        const { reports } = await trx
          .selectFrom('culinary.review_reports')
          .select(sql<number>`count(*)::int`.as('reports'))
          .where('reviewId', '=', id)
          .executeTakeFirstOrThrow();
        if (reports >= REPORTS_TO_HIDE && current.hiddenAt === null) {
          await trx.updateTable('culinary.reviews').set({ hiddenAt: sql<Date>`now()` }).where('id', '=', id).execute();
          await adjustAggregates(trx, subject, -current.rating, -1);
        }
        return 'reported';
      });
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;

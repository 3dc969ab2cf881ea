import { sql, type Kysely } from 'kysely';
import type { ReportedReview } from '@tn/contracts/culinary';
import type { ModerationDecision } from '@tn/contracts/moderation';
import type { CulinaryDatabase } from '../culinary/culinary-tables.ts';
import { adjustAggregates, lockSubject, namedSubjects, reviewsSeenBy, rowToReview, subjectOf } from '../reviews/review-repository.ts';
import { recordDecision, type Editor } from './moderation-log.ts';

export type ReviewDecisionOutcome = ReportedReview | 'not-found' | 'nothing-to-decide';

/**
 * Reported reviews as editors see them. A review waits for an editor while it has reports and
 * no rejection: approving keeps it (shown again, back in the aggregates, its reports cleared, so
 * new reports bring it back); rejecting hides it for good (its author still sees it, marked).
 */
export function createReviewModeration(db: Kysely<CulinaryDatabase>) {
  const waiting = () =>
    reviewsSeenBy(db, null)
      .where(sql<boolean>`exists (select 1 from culinary.review_reports rr where rr.review_id = r.id)`)
      .where(sql<boolean>`not exists (select 1 from culinary.review_decisions d where d.review_id = r.id and d.decision = 'reject')`);

  /** The reviews with their subject's names and their reports. */
  async function describe(rows: Awaited<ReturnType<ReturnType<typeof waiting>['execute']>>): Promise<ReportedReview[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const reports = await db
      .selectFrom('culinary.review_reports')
      .select(['reviewId', 'reason', 'createdAt'])
      .where('reviewId', 'in', ids)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    const subjectOfRow = await namedSubjects(db, rows);
    return rows.map((row) => {
      const own = reports.filter((r) => r.reviewId === row.id);
      return {
        ...rowToReview(row, null),
        hidden: row.hiddenAt !== null,
        subject: subjectOfRow(row),
        reportCount: own.length,
        reports: own.map((r) => ({ reason: r.reason, createdAt: r.createdAt.toISOString() })),
      };
    });
  }

  return {
    /** Reviews waiting for an editor, the most reported first, then the oldest. */
    async reported(): Promise<ReportedReview[]> {
      const rows = await waiting()
        .orderBy(sql`(select count(*) from culinary.review_reports rr where rr.review_id = r.id)`, 'desc')
        .orderBy('r.createdAt')
        .orderBy('r.id')
        .execute();
      return describe(rows);
    },

    /** The decision, its effect on the review and aggregates, and the audit entry: one transaction. */
    async decide(id: number, decision: ModerationDecision, reason: string | null, editor: Editor): Promise<ReviewDecisionOutcome> {
      const found = await db.selectFrom('culinary.reviews').select(['dishId', 'restaurantId']).where('id', '=', id).executeTakeFirst();
      if (!found) return 'not-found';
      const subject = subjectOf(found);
      const outcome = await db.transaction().execute(async (trx) => {
        // Subject first, then the review: the order every review write takes.
        const named = await lockSubject(trx, subject);
        const current = await trx
          .selectFrom('culinary.reviews')
          .select(['id', 'rating', 'hiddenAt'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!current) return 'not-found' as const;
        const pending = await trx
          .selectFrom('culinary.review_reports')
          .select('id')
          .where('reviewId', '=', id)
          .where(sql<boolean>`not exists (select 1 from culinary.review_decisions d where d.review_id = ${id} and d.decision = 'reject')`)
          .limit(1)
          .executeTakeFirst();
        if (!pending) return 'nothing-to-decide' as const;
        if (decision === 'approve') {
          await trx.deleteFrom('culinary.review_reports').where('reviewId', '=', id).execute();
          if (current.hiddenAt !== null) {
            await trx.updateTable('culinary.reviews').set({ hiddenAt: null }).where('id', '=', id).execute();
            await adjustAggregates(trx, subject, current.rating, 1);
          }
        } else if (current.hiddenAt === null) {
          await trx.updateTable('culinary.reviews').set({ hiddenAt: sql<Date>`now()` }).where('id', '=', id).execute();
          await adjustAggregates(trx, subject, -current.rating, -1);
        }
        await trx.insertInto('culinary.review_decisions').values({ reviewId: id, decision, reason, editorUid: editor.uid }).execute();
        await recordDecision(trx, editor, { subject: 'review', id, ...named }, decision, reason);
        return 'decided' as const;
      });
      if (outcome !== 'decided') return outcome;
      // Described as it is now (approved: no report left; rejected: still with its reports).
      const row = await reviewsSeenBy(db, null).where('r.id', '=', id).executeTakeFirstOrThrow();
      const [described] = await describe([row]);
      return described!;
    },
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;

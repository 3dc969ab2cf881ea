import {
  REPORT_REASON_MAX_LENGTH,
  REPORT_REASON_MIN_LENGTH,
  REVIEW_MAX_LENGTH,
  REVIEW_MIN_LENGTH,
} from '@tn/contracts/constants';
import type { CreateReviewBody, HelpfulState, Review, UpdateReviewBody } from '@tn/contracts/culinary';
import { textLength } from '@tn/contracts/text';
import type { Caller } from '@tn/kit/auth';
import { badRequest, conflict, forbidden, notFound, unavailable } from '@tn/kit/errors';
import type { AttachedImage, MediaClient } from './media-client.ts';
import type { Refusal, ReviewRepository, Subject } from './review-repository.ts';


export interface ReviewServiceDeps {
  reviews: ReviewRepository;
  /** Absent when MEDIA_URL is not configured: reviews then take no photo. */
  media?: MediaClient;
}

const subjectName = (subject: Subject) => (subject.kind === 'dish' ? 'dish' : 'place to eat');
const subjectField = (subject: Subject) => (subject.kind === 'dish' ? 'dishId' : 'restaurantId');

/** Text counted after trimming: the schema's bounds are checked again on what is stored. */
function trimmed(field: string, text: string, min: number, max: number): string {
  const value = text.trim();
  const length = textLength(value);
  if (length < min || length > max) {
    throw badRequest(`${field} must be ${min} to ${max} characters long after trimming (got ${length})`);
  }
  return value;
}

function refused(outcome: Refusal, id: number): never {
  switch (outcome) {
    case 'not-found':
    case 'subject-not-found':
      throw notFound(`Review not found: ${id}`);
    case 'not-author':
      throw forbidden('Only the author of a review may change or delete it');
    case 'own-review':
      throw badRequest('You cannot mark or report your own review');
    case 'duplicate':
      throw conflict('Already done for this review');
  }
}

/**
 * The review rules (docs/product-rules.md, Culinary), enforced here and not in the browser:
 * identity from the token only, exactly one existing subject, one review per user per subject,
 * trimmed text within bounds, a photo only from the caller's own uploads.
 */
export function createReviewService({ reviews, media }: ReviewServiceDeps) {
  /** The caller's upload, attached through the media service; nothing is written before this. */
  async function attachImage(imageId: string, caller: Caller): Promise<AttachedImage> {
    if (!media) throw badRequest('imageId: photos are not available');
    const outcome = await media.attach(imageId, caller.authorization);
    if (outcome.ok) return outcome.image;
    if (outcome.reason === 'not-yours') throw badRequest('imageId: not one of your uploads');
    // Another service keeps it (a place photo): sharing it would let one withdrawal delete the other's image.
    if (outcome.reason === 'kept-elsewhere') throw conflict('imageId: this upload is already used elsewhere; upload the photo again');
    throw unavailable('imageId: photos cannot be attached right now; try again shortly');
  }

  const alreadyReviewed = (subject: Subject, existing: number | undefined) =>
    conflict(
      `You have already reviewed this ${subjectName(subject)}${existing ? ` (review ${existing})` : ''}: edit or delete that review instead`,
    );

  return {
    async create(caller: Caller, body: CreateReviewBody): Promise<Review> {
      const subjects: Subject[] = [
        ...(body.dishId !== undefined ? [{ kind: 'dish', id: body.dishId } as const] : []),
        ...(body.restaurantId !== undefined ? [{ kind: 'restaurant', id: body.restaurantId } as const] : []),
      ];
      if (subjects.length !== 1) throw badRequest('dishId, restaurantId: give exactly one of them');
      const subject = subjects[0]!;
      const content = trimmed('content', body.content, REVIEW_MIN_LENGTH, REVIEW_MAX_LENGTH);
      const userId = caller.user.uid;
      // Refuse what will be refused before asking media to attach a photo to it.
      if (body.imageId !== undefined && !media) throw badRequest('imageId: photos are not available');
      const subjectMissing = () => notFound(`${subjectField(subject)}: no ${subjectName(subject)} with id ${subject.id}`);
      if (!(await reviews.subjectExists(subject))) throw subjectMissing();
      const existing = await reviews.findIdByAuthor(userId, subject);
      if (existing !== undefined) throw alreadyReviewed(subject, existing);
      const image = body.imageId !== undefined ? await attachImage(body.imageId, caller) : null;
      const created = await reviews.create({
        userId,
        authorName: caller.user.displayName,
        subject,
        rating: body.rating,
        content,
        image,
      });
      if (created === 'subject-not-found') throw subjectMissing();
      if (created === 'duplicate') throw alreadyReviewed(subject, await reviews.findIdByAuthor(userId, subject));
      return created;
    },

    async update(caller: Caller, id: number, body: UpdateReviewBody): Promise<Review> {
      if (body.rating === undefined && body.content === undefined && body.imageId === undefined) {
        throw badRequest('rating, content, imageId: give at least one of them');
      }
      const content = body.content === undefined ? undefined : trimmed('content', body.content, REVIEW_MIN_LENGTH, REVIEW_MAX_LENGTH);
      if (typeof body.imageId === 'string') {
        if (!media) throw badRequest('imageId: photos are not available');
        // Only the author's own review gets a photo attached to it.
        const author = await reviews.authorOf(id);
        if (author === undefined) refused('not-found', id);
        if (author !== caller.user.uid) refused('not-author', id);
      }
      const image =
        body.imageId === undefined ? undefined : body.imageId === null ? null : await attachImage(body.imageId, caller);
      const outcome = await reviews.update(id, caller.user.uid, {
        rating: body.rating,
        content,
        image,
        authorName: caller.user.displayName,
      });
      return typeof outcome === 'string' ? refused(outcome, id) : outcome;
    },

    async remove(caller: Caller, id: number): Promise<void> {
      const outcome = await reviews.remove(id, caller.user.uid);
      if (outcome !== 'deleted') refused(outcome, id);
    },

    async markHelpful(caller: Caller, id: number): Promise<HelpfulState> {
      const outcome = await reviews.markHelpful(id, caller.user.uid);
      if (outcome === 'own-review') throw badRequest('You cannot mark your own review as helpful');
      if (outcome === 'duplicate') throw conflict('You have already marked this review as helpful');
      return typeof outcome === 'string' ? refused(outcome, id) : outcome;
    },

    async unmarkHelpful(caller: Caller, id: number): Promise<HelpfulState> {
      const outcome = await reviews.unmarkHelpful(id, caller.user.uid);
      return typeof outcome === 'string' ? refused(outcome, id) : outcome;
    },

    async report(caller: Caller, id: number, reason: string): Promise<{ reported: true }> {
      const text = trimmed('reason', reason, REPORT_REASON_MIN_LENGTH, REPORT_REASON_MAX_LENGTH);
      const outcome = await reviews.report(id, caller.user.uid, text);
      if (outcome === 'own-review') throw badRequest('You cannot report your own review');
      if (outcome === 'duplicate') throw conflict('You have already reported this review');
      if (outcome !== 'reported') refused(outcome, id);
      return { reported: true };
    },

    /** The caller deleted their data elsewhere (profile): their reviews show a deleted visitor. */
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;

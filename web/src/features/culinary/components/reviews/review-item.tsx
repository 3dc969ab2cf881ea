import type { Review } from '@tn/contracts/culinary';
import { EyeOff, Flag, Pencil, ThumbsUp, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast.ts';
import { ReviewPhoto } from '../../../../components/media/review-photo.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useLanguage } from '../../../../hooks/use-language.ts';
import { useSingleFlight } from '../../../../hooks/use-single-flight.ts';
import { rememberFocus } from '../../../../lib/auth/auth-store.ts';
import { formatDate } from '../../../../lib/date-format.ts';
import type { ReviewSubject } from '../../api/culinary-keys.ts';
import { useSetHelpful } from '../../api/review-writes.ts';
import { formatNumber } from '../../../../lib/number-format.ts';
import { reviewErrorText } from '../../utils/review-errors.ts';
import { StarRating } from '../rating-badge.tsx';

export interface ReviewActions {
  onEdit: (review: Review, opener: HTMLElement) => void;
  onDelete: (review: Review, opener: HTMLElement) => void;
  onReport: (review: Review, opener: HTMLElement) => void;
  /** A signed-out visitor pressed Helpful or Report: they are asked to sign in, and it carries on after. */
  onSignIn: (intent: ReviewIntent, opener: HTMLElement) => void;
}

/** What a signed-out visitor pressed on a review, carried on once they have signed in. */
export interface ReviewIntent {
  action: 'helpful' | 'report';
  reviewId: number;
}

/**
 * One review: author ("Visitor" without a name, "Deleted visitor" once they deleted their data), date, stars, text, photo. Helpful (with its
 * count) and Report are for other people's reviews; the author gets Edit and Delete instead.
 */
export function ReviewItem({
  review,
  subject,
  signedIn,
  actions,
  resume,
  onResumed,
}: {
  review: Review;
  subject: ReviewSubject;
  signedIn: boolean;
  actions: ReviewActions;
  /** Helpful or Report, pressed on this review before signing in: done once, when this review shows signed in. */
  resume?: ReviewIntent;
  onResumed?: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const helpful = useSetHelpful(subject);
  const singleFlight = useSingleFlight();
  // A visitor who deleted their data is named as such; one who never gave a name is a "Visitor".
  const author = review.authorDeleted ? t('culinary.reviews.deletedVisitor') : review.authorName?.trim() || t('culinary.reviews.visitor');
  const mine = review.mine === true;
  const marked = review.helpfulByMe === true;
  const edited = review.updatedAt !== review.createdAt;

  const helpfulButton = useRef<HTMLButtonElement>(null);
  const reportButton = useRef<HTMLButtonElement>(null);

  const setHelpful = (next: boolean) =>
    singleFlight((settled) =>
      helpful.mutate(
        { id: review.id, helpful: next },
        {
          onError: (error) => toast.error(t('culinary.reviews.helpfulFailed'), { description: reviewErrorText(error, t) }),
          onSettled: settled,
        },
      ),
    );

  const report = (from: HTMLElement) => {
    if (review.reportedByMe) return;
    if (signedIn) actions.onReport(review, from);
    else actions.onSignIn({ action: 'report', reviewId: review.id }, from);
  };

  // The list this review is in was drawn again for the signed-in visitor (their marks, their own
  // reviews), so the button they pressed is a new one: focus goes to it, also when the sign-in
  // dialog closes only later and hands focus back (rememberFocus). Marking is not a toggle here:
  // what they asked for may be done already (marked, reported on another device).
  const handled = useRef<ReviewIntent | null>(null);
  useEffect(() => {
    if (!resume || handled.current === resume) return;
    handled.current = resume;
    onResumed?.();
    const button = resume.action === 'helpful' ? helpfulButton.current : reportButton.current;
    if (!button) return;
    rememberFocus(button);
    button.focus();
    if (resume.action === 'helpful' && !marked) setHelpful(true);
    if (resume.action === 'report') report(button);
  });

  return (
    <article className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 md:p-5" aria-label={t('culinary.reviews.itemLabel', { author })}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-stone-900">
            <span className="min-w-0 wrap-anywhere">{author}</span>
            {/* Whole, on the next line when the name leaves no room. */}
            {mine && (
              <span className="rounded-full bg-tea-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-tea-800 ring-1 ring-tea-200">
                {t('culinary.reviews.yours')}
              </span>
            )}
          </p>
          <p className="text-xs text-stone-600">
            <time dateTime={review.createdAt}>{formatDate(review.createdAt, language)}</time>
            {edited && ` · ${t('culinary.reviews.edited')}`}
          </p>
        </div>
        <StarRating rating={review.rating} />
      </header>

      {review.hidden && (
        <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
          <EyeOff aria-hidden="true" className="size-4 shrink-0" />
          {t('culinary.reviews.hiddenNote')}
        </p>
      )}

      <p className="leading-relaxed whitespace-pre-line wrap-anywhere text-stone-800">{review.content}</p>

      {review.imageUrl && <ReviewPhoto url={review.imageUrl} author={author} />}

      <footer className="flex flex-wrap items-center gap-2">
        {mine ? (
          <>
            <span className="mr-auto inline-flex items-center gap-1.5 text-sm text-stone-600">
              <ThumbsUp aria-hidden="true" className="size-4" />
              {t('culinary.reviews.helpfulCount', { count: review.helpfulCount, formatted: formatNumber(review.helpfulCount, language) })}
            </span>
            <Button size="sm" variant="outline" onClick={(event) => actions.onEdit(review, event.currentTarget)}>
              <Pencil aria-hidden="true" />
              {t('culinary.reviews.edit')}
            </Button>
            <Button size="sm" variant="ghost" className="text-red-800 hover:bg-red-50 hover:text-red-900" onClick={(event) => actions.onDelete(review, event.currentTarget)}>
              <Trash2 aria-hidden="true" />
              {t('culinary.reviews.delete')}
            </Button>
          </>
        ) : (
          <>
            <Button
              size="sm"
              variant={marked ? 'secondary' : 'outline'}
              ref={helpfulButton}
              aria-pressed={signedIn ? marked : undefined}
              onClick={(event) =>
                signedIn ? setHelpful(!marked) : actions.onSignIn({ action: 'helpful', reviewId: review.id }, event.currentTarget)
              }
            >
              <ThumbsUp aria-hidden="true" className={marked ? 'fill-current' : undefined} />
              {t('culinary.reviews.helpful', { formatted: formatNumber(review.helpfulCount, language) })}
            </Button>
            {/* A review is reported once per visitor: once theirs is sent the button says so and
                does nothing, but keeps keyboard focus (it is where focus returns from the dialog). */}
            <Button
              ref={reportButton}
              size="sm"
              variant="ghost"
              aria-disabled={review.reportedByMe === true || undefined}
              className={review.reportedByMe ? 'cursor-default opacity-70' : undefined}
              onClick={(event) => report(event.currentTarget)}
            >
              <Flag aria-hidden="true" className={review.reportedByMe ? 'fill-current' : undefined} />
              {review.reportedByMe ? t('culinary.reviews.reported') : t('culinary.reviews.report')}
            </Button>
          </>
        )}
      </footer>
    </article>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import type { Review } from '@tn/contracts/culinary';
import { MessageSquarePlus, MessagesSquare, Pencil, RotateCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { OfflineNote } from '../../../../components/ui/offline-note.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useFocusAfterRemoval } from '../../../../hooks/use-focus-after-removal.ts';
import { useOnline } from '../../../../hooks/use-online.ts';
import { useAuthStore } from '../../../../lib/auth/auth-store.ts';
import type { ReviewSubject } from '../../api/culinary-keys.ts';
import { getReviewsQueryOptions, useReviews } from '../../api/get-reviews.ts';
import { useSignInThen } from '../../hooks/use-sign-in-then.ts';
import { DeleteReviewDialogContent } from './delete-review-dialog.tsx';
import { ReportDialogContent } from './report-dialog.tsx';
import { ReviewDialogContent, type ReviewDialogMode, type ReviewDraft } from './review-dialog.tsx';
import { ReviewItem, type ReviewActions, type ReviewIntent } from './review-item.tsx';

type OpenDialog =
  | { type: 'write'; mode: ReviewDialogMode; draft?: ReviewDraft }
  | { type: 'report'; review: Review }
  | { type: 'delete'; review: Review };

/** What a signed-out visitor was doing when asked to sign in: writing a review, or Helpful or Report on one. */
type SignInIntent = { action: 'write'; draft: ReviewDraft } | ReviewIntent;

/**
 * The reviews of a dish or a place to eat: Write a review, the list (newest first) or "No
 * reviews yet" with "Be the first to review", and the dialogs to write, edit, delete and report.
 * The dialogs have no Radix trigger (several buttons open them), so focus goes back by hand to
 * the button that opened one, or to the heading when that button is gone (a deleted review).
 * Offline, a note says that writing needs a connection and the write buttons are disabled; when
 * the reviews could not be read, that reading them needs one too (instead of a load error).
 */
export function ReviewsSection({ subject, subjectName }: { subject: ReviewSubject; subjectName: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reviews = useReviews(subject);
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  const uid = useAuthStore((s) => (s.status === 'signedIn' ? (s.user?.uid ?? null) : null));
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A review that leaves the list under the keyboard's focus (hidden by enough reports, read
  // again after its dialog gave focus back): focus goes to the review now in its place, or to
  // the heading. (Read again before the dialog closed, restoreFocus finds its opener gone.)
  const focusAfterRemoval = useFocusAfterRemoval<HTMLUListElement>(reviews.data, () => heading.current);
  // What a visitor began signed out carries on once they have signed in: a review's dialog opens
  // again with the draft (signing in given up, the draft waits for the next Write a review);
  // Helpful or Report is done by its review once the list shows it to the signed-in visitor.
  const [keptDraft, setKeptDraft] = useState<ReviewDraft | null>(null);
  const [resumed, setResumed] = useState<ReviewIntent | null>(null);
  const askSignIn = useSignInThen<SignInIntent>({
    resume: (intent) => {
      if (intent.action === 'write') setDialog({ type: 'write', mode: { kind: 'create' }, draft: intent.draft });
      else setResumed(intent);
    },
    abandon: (intent) => {
      if (intent.action === 'write') setKeptDraft(intent.draft);
    },
  });
  // The review is gone from the signed-in list (deleted meanwhile): nothing is left to do.
  if (resumed && reviews.isSuccess && !reviews.data.some((review) => review.id === resumed.reviewId)) setResumed(null);
  const headingId = `reviews-heading-${subject.kind}`;
  const offlineNoteId = `reviews-offline-${subject.kind}`;
  const online = useOnline();

  const open = (next: OpenDialog, from: HTMLElement) => {
    opener.current = from;
    setDialog(next);
  };
  const close = () => setDialog(null);
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    (opener.current?.isConnected ? opener.current : heading.current)?.focus();
  };
  const signIn = (intent: SignInIntent, from?: HTMLElement) => {
    close();
    // The sign-in dialog returns focus here when it is given up.
    askSignIn(intent, from ?? opener.current ?? undefined);
  };

  const actions: ReviewActions = {
    onEdit: (review, from) => open({ type: 'write', mode: { kind: 'edit', review } }, from),
    onDelete: (review, from) => open({ type: 'delete', review }, from),
    onReport: (review, from) => open({ type: 'report', review }, from),
    onSignIn: (intent, from) => signIn(intent, from),
  };

  const findOwnReview = async () => {
    const list = await queryClient.fetchQuery({ ...getReviewsQueryOptions(subject, uid), staleTime: 0 }).catch(() => []);
    return list.find((review) => review.mine)?.id ?? null;
  };

  // One review per visitor: once theirs is in the list, the button edits it instead of opening
  // a blank form that the service could only refuse (409) after it was filled in.
  const own = reviews.data?.find((review) => review.mine);
  const writeButton = (label: string, variant: 'primary' | 'outline', mode: ReviewDialogMode = { kind: 'create' }) => (
    <Button
      variant={variant}
      // aria-disabled, not disabled: the button stays focusable and its description is read.
      aria-disabled={!online || undefined}
      aria-describedby={online ? undefined : offlineNoteId}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-55"
      onClick={(event) => {
        if (!online) return;
        open({ type: 'write', mode, draft: mode.kind === 'create' ? (keptDraft ?? undefined) : undefined }, event.currentTarget);
        setKeptDraft(null);
      }}
    >
      {mode.kind === 'edit' ? <Pencil aria-hidden="true" /> : <MessageSquarePlus aria-hidden="true" />}
      {label}
    </Button>
  );

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={heading} id={headingId} tabIndex={-1} className="flex items-center gap-2 text-2xl font-bold tracking-tight text-stone-900">
          <MessagesSquare aria-hidden="true" className="size-6 text-tea-700" />
          {t('culinary.reviews.title')}
          {reviews.data && reviews.data.length > 0 && (
            <span className="text-base font-medium text-stone-600">({reviews.data.length})</span>
          )}
        </h2>
        {reviews.data &&
          reviews.data.length > 0 &&
          (own ? writeButton(t('culinary.reviews.editMine'), 'outline', { kind: 'edit', review: own }) : writeButton(t('culinary.reviews.write'), 'primary'))}
      </div>

      {!online && (
        <OfflineNote id={offlineNoteId}>{reviews.isError ? t('culinary.reviews.offline.read') : t('culinary.reviews.offline.message')}</OfflineNote>
      )}

      {reviews.isPending ? (
        <div className="grid gap-3">
          <span role="status" className="sr-only">
            {t('culinary.reviews.loading')}
          </span>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-32 w-full rounded-2xl" />
          ))}
        </div>
      ) : reviews.isError ? (
        // Offline, a failed read is no fault: reviews are never kept for offline use (they are
        // per visitor), so the note above says they need a connection, and TanStack Query reads
        // them again once it is back (refetchOnReconnect): there is nothing to try again yet.
        online && (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
            <p className="font-medium text-red-800">{t('culinary.reviews.loadError')}</p>
            <Button variant="outline" className="mt-4" onClick={() => void reviews.refetch()}>
              <RotateCw aria-hidden="true" />
              {t('errors.retry')}
            </Button>
          </div>
        )
      ) : reviews.data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
          <p className="text-stone-700">{t('culinary.reviews.empty')}</p>
          {writeButton(t('culinary.reviews.beFirst'), 'primary')}
        </div>
      ) : (
        <ul className="grid gap-3" {...focusAfterRemoval}>
          {reviews.data.map((review) => (
            <li key={review.id}>
              <ReviewItem
                review={review}
                subject={subject}
                signedIn={signedIn}
                actions={actions}
                resume={resumed?.reviewId === review.id ? resumed : undefined}
                onResumed={() => setResumed(null)}
              />
            </li>
          ))}
        </ul>
      )}

      <Dialog open={dialog !== null} onOpenChange={(isOpen) => !isOpen && close()}>
        {dialog?.type === 'write' && (
          <ReviewDialogContent
            key={dialog.mode.kind === 'edit' ? `edit-${dialog.mode.review.id}` : 'create'}
            subject={subject}
            subjectName={subjectName}
            mode={dialog.mode}
            onClose={close}
            findOwnReview={findOwnReview}
            draft={dialog.draft}
            onSignIn={(draft) => signIn({ action: 'write', draft })}
            onCloseAutoFocus={restoreFocus}
          />
        )}
        {dialog?.type === 'report' && <ReportDialogContent key={dialog.review.id} subject={subject} reviewId={dialog.review.id} onClose={close} onCloseAutoFocus={restoreFocus} />}
        {dialog?.type === 'delete' && (
          <DeleteReviewDialogContent key={dialog.review.id} reviewId={dialog.review.id} onClose={close} onCloseAutoFocus={restoreFocus} />
        )}
      </Dialog>
    </section>
  );
}

import { REVIEW_MAX_LENGTH, REVIEW_MIN_LENGTH } from '@tn/contracts/constants';
import type { CreateReviewBody, Review, UpdateReviewBody } from '@tn/contracts/culinary';
import { textLength } from '@tn/contracts/text';
import { LogIn } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast.ts';
import { photoFileProblem, PhotoFileField } from '../../../../components/media/photo-file-field.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../../components/ui/dialog.tsx';
import { OfflineNote } from '../../../../components/ui/offline-note.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useOnline } from '../../../../hooks/use-online.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { useAuthStore } from '../../../../lib/auth/auth-store.ts';
import type { ReviewSubject } from '../../api/culinary-keys.ts';
import { useCreateReview, useUpdateReview } from '../../api/review-writes.ts';
import { uploadErrorText } from '../../../../lib/media/upload-errors.ts';
import { useUploadPhoto } from '../../../../lib/media/upload-photo.ts';
import { reviewErrorText } from '../../utils/review-errors.ts';
import { StarPicker } from './star-picker.tsx';

// One id: a second click replaces the toast on screen instead of queueing another.
const REVIEW_TOAST_ID = 'review-form';

export type ReviewDialogMode = { kind: 'create' } | { kind: 'edit'; review: Review };

/** What a visitor wrote before leaving the dialog to sign in, to fill it in again afterwards. */
export interface ReviewDraft {
  rating: number;
  content: string;
}

export interface ReviewDialogProps {
  subject: ReviewSubject;
  /** The dish or place, localized, named in the description. */
  subjectName: string;
  mode: ReviewDialogMode;
  /** Closes the dialog (after a success, Cancel, Esc). */
  onClose: () => void;
  /** After a 409: the id of the caller's own review of this subject, if it can be found. */
  findOwnReview: () => Promise<number | null>;
  /** Sign in from the dialog, which closes; the draft so far comes along. */
  onSignIn: (draft: ReviewDraft) => void;
  /** A new review's draft from before a sign-in. */
  draft?: ReviewDraft;
  /** Where focus goes when the dialog closes (it has no trigger of its own). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Writing or editing a review, inside a Radix dialog (the caller renders the Dialog root). On
 * submit the checks run in this order, each with its toast: signed in, a rating, at least 10
 * characters after trimming. Then the photo (if one was picked) is uploaded to the media service
 * and its id sent as imageId. A 409 (already reviewed) offers to save the draft over the
 * caller's existing review instead. Offline (the connection dropped while the dialog was open),
 * a note says so and sending is refused before anything is uploaded; the draft stays.
 */
export function ReviewDialogContent({ subject, subjectName, mode, onClose, findOwnReview, onSignIn, draft, onCloseAutoFocus }: ReviewDialogProps) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  const existing = mode.kind === 'edit' ? mode.review : null;
  const online = useOnline();

  const [target, setTarget] = useState<number | null>(existing?.id ?? null);
  const [rating, setRating] = useState(existing?.rating ?? draft?.rating ?? 0);
  const [content, setContent] = useState(existing?.content ?? draft?.content ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [keepPhoto, setKeepPhoto] = useState(existing?.imageUrl != null);
  const [uploaded, setUploaded] = useState<{ file: File; id: string } | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<'rating' | 'content' | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const formId = useId();
  const contentId = `${formId}-content`;
  const hintId = `${formId}-hint`;
  const offlineId = `${formId}-offline`;
  const textArea = useRef<HTMLTextAreaElement>(null);
  const ratingGroup = useRef<HTMLDivElement>(null);

  const upload = useUploadPhoto();
  const create = useCreateReview();
  const update = useUpdateReview();

  const editing = target !== null;
  // Marked once a submit refused the text, and only while it is still too short.
  const contentInvalid = invalid === 'content' && textLength(content.trim()) < REVIEW_MIN_LENGTH;
  const existingPhoto = existing?.imageUrl ?? null;

  const refuse = (title: string, description: string, field?: 'rating' | 'content') => {
    toast.error(title, { id: REVIEW_TOAST_ID, description });
    setInvalid(field ?? null);
    if (field === 'rating') ratingGroup.current?.querySelector<HTMLInputElement>('input')?.focus();
    if (field === 'content') textArea.current?.focus();
  };

  // A file the media service would refuse is refused as it is picked, beside the field: kept,
  // it showed as a broken preview and was only refused on submit, as if an upload had failed.
  const pickFile = (picked: File | null) => {
    const problem = picked && photoFileProblem(picked);
    if (picked && problem) {
      setFile(null);
      setFileError(problem === 'type' ? t('culinary.reviews.photo.notAPhoto', { name: picked.name }) : t(`photos.upload.errors.${problem}`));
      return;
    }
    setFileError(null);
    setFile(picked);
    if (picked) setKeepPhoto(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!navigator.onLine) return refuse(t('culinary.reviews.offline.title'), t('culinary.reviews.offline.message'));
    // Read at the moment of submitting: a sign-in may have landed since the last render.
    if (useAuthStore.getState().status !== 'signedIn') return refuse(t('culinary.reviews.validation.authTitle'), t('culinary.reviews.validation.auth'));
    if (rating < 1) return refuse(t('culinary.reviews.validation.ratingTitle'), t('culinary.reviews.validation.rating'), 'rating');
    const text = content.trim();
    if (textLength(text) < REVIEW_MIN_LENGTH) {
      return refuse(t('culinary.reviews.validation.shortTitle'), t('culinary.reviews.validation.short', { min: REVIEW_MIN_LENGTH }), 'content');
    }
    setInvalid(null);
    setBusy(true);
    try {
      let imageId: string | undefined;
      if (file) {
        if (uploaded?.file === file) {
          imageId = uploaded.id;
        } else {
          try {
            imageId = (await upload.mutateAsync(file)).id;
            setUploaded({ file, id: imageId });
          } catch (error) {
            toast.error(t('culinary.reviews.photo.failedTitle'), { id: REVIEW_TOAST_ID, description: uploadErrorText(error, t) });
            return;
          }
        }
      }
      if (target === null) {
        const body: CreateReviewBody = {
          ...(subject.kind === 'dish' ? { dishId: subject.id } : { restaurantId: subject.id }),
          rating,
          content: text,
          ...(imageId ? { imageId } : {}),
        };
        await create.mutateAsync(body);
        toast.success(t('culinary.reviews.submittedTitle'), { id: REVIEW_TOAST_ID, description: t('culinary.reviews.submitted') });
      } else {
        const body: UpdateReviewBody = { rating, content: text };
        if (imageId) body.imageId = imageId;
        else if (existingPhoto && !keepPhoto && target === existing?.id) body.imageId = null;
        await update.mutateAsync({ id: target, body });
        toast.success(t('culinary.reviews.updatedTitle'), { id: REVIEW_TOAST_ID, description: t('culinary.reviews.updated') });
      }
      onClose();
    } catch (error) {
      if (target === null && isApiError(error, 409)) {
        setConflict(true);
        return;
      }
      toast.error(t('culinary.reviews.failedTitle'), { id: REVIEW_TOAST_ID, description: reviewErrorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  const editInstead = async () => {
    const id = await findOwnReview();
    if (id === null) {
      toast.error(t('culinary.reviews.failedTitle'), { id: REVIEW_TOAST_ID, description: t('culinary.reviews.errors.ownNotFound') });
      return;
    }
    setConflict(false);
    setTarget(id);
    // The server decides what the old review had; the draft's photo (if any) is what will be sent.
    textArea.current?.focus();
  };

  return (
    // The dialog focuses its first tab stop: with a rating already chosen (an edit, a kept draft)
    // that is the chosen star, the stars' one tab stop, so an arrow key moves from it (from
    // star 1, → made a 4-star review a 2 and Space a 1).
    <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto" onCloseAutoFocus={onCloseAutoFocus}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
        <DialogHeader>
          <DialogTitle>{editing ? t('culinary.reviews.dialog.editTitle') : t('culinary.reviews.dialog.title')}</DialogTitle>
          <DialogDescription>{t('culinary.reviews.dialog.description', { name: subjectName })}</DialogDescription>
        </DialogHeader>

        {!signedIn && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
            <p>{t('culinary.reviews.dialog.signInNote')}</p>
            <Button size="sm" onClick={() => onSignIn({ rating, content })}>
              <LogIn aria-hidden="true" />
              {t('culinary.reviews.signIn')}
            </Button>
          </div>
        )}

        {!online && <OfflineNote id={offlineId}>{t('culinary.reviews.offline.message')}</OfflineNote>}

        {conflict && (
          <div role="alert" className="grid gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
            <p className="font-medium">{t('culinary.reviews.conflict.title')}</p>
            <p>{t('culinary.reviews.conflict.message', { name: subjectName })}</p>
            <Button size="sm" variant="outline" className="justify-self-start" onClick={() => void editInstead()}>
              {t('culinary.reviews.conflict.edit')}
            </Button>
          </div>
        )}

        <div ref={ratingGroup}>
          <StarPicker value={rating} onChange={setRating} legend={t('culinary.reviews.dialog.rating')} />
        </div>

        <div className="grid gap-1.5">
          <label htmlFor={contentId} className="text-sm font-medium text-stone-800">
            {t('culinary.reviews.dialog.content')}
          </label>
          <textarea
            ref={textArea}
            id={contentId}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            rows={5}
            maxLength={REVIEW_MAX_LENGTH}
            aria-describedby={hintId}
            aria-invalid={contentInvalid || undefined}
            placeholder={t('culinary.reviews.dialog.placeholder')}
            className="w-full resize-y rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-tea-600 aria-invalid:border-red-600"
          />
          <p id={hintId} className="flex justify-between gap-3 text-xs text-stone-600">
            <span>{t('culinary.reviews.dialog.hint', { min: REVIEW_MIN_LENGTH })}</span>
            <span>{t('culinary.reviews.dialog.counter', { length: textLength(content.trim()), max: REVIEW_MAX_LENGTH })}</span>
          </p>
        </div>

        <PhotoFileField
          label={t('culinary.reviews.photo.label')}
          file={file}
          onFileChange={pickFile}
          current={keepPhoto && existingPhoto ? { url: existingPhoto, alt: t('culinary.reviews.photo.currentAlt') } : null}
          onRemoveCurrent={() => setKeepPhoto(false)}
          previewAlt={(name) => t('culinary.reviews.photo.previewAlt', { name })}
          removeLabel={t('culinary.reviews.photo.remove')}
          error={fileError}
        />

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('culinary.reviews.dialog.cancel')}</Button>
          </DialogClose>
          <Button
            type="submit"
            pending={busy}
            aria-disabled={!online || undefined}
            aria-describedby={online ? undefined : offlineId}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-55"
          >
            {busy && <Spinner className="text-white" />}
            {editing
              ? t(busy ? 'culinary.reviews.dialog.saving' : 'culinary.reviews.dialog.save')
              : t(busy ? 'culinary.reviews.dialog.submitting' : 'culinary.reviews.dialog.submit')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

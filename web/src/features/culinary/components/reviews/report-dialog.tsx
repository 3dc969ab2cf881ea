import { REPORT_REASON_MAX_LENGTH } from '@tn/contracts/constants';
import { textLength } from '@tn/contracts/text';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../../../hooks/use-single-flight.ts';
import { toast } from '../../../../lib/toast.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../../components/ui/dialog.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import type { ReviewSubject } from '../../api/culinary-keys.ts';
import { useReportReview } from '../../api/review-writes.ts';
import { reviewErrorText } from '../../utils/review-errors.ts';

/**
 * Reporting someone's review: a reason (required, up to 500 characters, counted as the service
 * counts them), then Send. The limit and a counter show under the field. A longer reason is not
 * cut (a native maxLength dropped the end of a pasted text without a word): it is marked, said
 * to be too long, and not sent until shortened.
 */
export function ReportDialogContent({
  subject,
  reviewId,
  onClose,
  onCloseAutoFocus,
}: {
  subject: ReviewSubject;
  reviewId: number;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation();
  const report = useReportReview(subject);
  const singleFlight = useSingleFlight();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const length = textLength(reason.trim());
  const tooLong = length > REPORT_REASON_MAX_LENGTH;
  const error = missing ? t('culinary.reviews.reportDialog.required') : tooLong ? t('culinary.reviews.reportDialog.tooLong', { max: REPORT_REASON_MAX_LENGTH }) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text === '' || tooLong) {
      setMissing(text === '');
      field.current?.focus();
      return;
    }
    singleFlight((settled) =>
      report.mutate(
        { id: reviewId, reason: text },
        {
          onSuccess: () => {
            toast.success(t('culinary.reviews.reportDialog.sentTitle'), { description: t('culinary.reviews.reportDialog.sent') });
            onClose();
          },
          onError: (error) => {
            if (isApiError(error, 409)) {
              toast(t('culinary.reviews.reportDialog.alreadyTitle'), { description: t('culinary.reviews.reportDialog.already') });
              onClose();
              return;
            }
            toast.error(t('culinary.reviews.reportDialog.failedTitle'), { description: reviewErrorText(error, t) });
          },
          onSettled: settled,
        },
      ),
    );
  };

  return (
    <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <DialogHeader>
          <DialogTitle>{t('culinary.reviews.reportDialog.title')}</DialogTitle>
          <DialogDescription>{t('culinary.reviews.reportDialog.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium text-stone-800">
            {t('culinary.reviews.reportDialog.reason')}
          </label>
          <textarea
            ref={field}
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (missing) setMissing(false);
            }}
            rows={3}
            aria-invalid={error !== null || undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            className="w-full resize-y rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm focus:border-tea-600 aria-invalid:border-red-600"
          />
          <p id={`${id}-hint`} className="flex justify-between gap-3 text-xs text-stone-600">
            <span>{t('culinary.reviews.reportDialog.limit', { max: REPORT_REASON_MAX_LENGTH })}</span>
            <span className={tooLong ? 'font-semibold text-red-800' : undefined}>
              {t('culinary.reviews.dialog.counter', { length, max: REPORT_REASON_MAX_LENGTH })}
            </span>
          </p>
          {/* Said as it appears: crossing the limit while typing or pasting is heard at once. */}
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
              {error}
            </p>
          )}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('culinary.reviews.dialog.cancel')}</Button>
          </DialogClose>
          <Button type="submit" pending={report.isPending}>
            {t('culinary.reviews.reportDialog.send')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { DecisionWords } from './decision-buttons.tsx';

/**
 * Rejecting needs a reason (the visitor sees it beside their photo, the audit log keeps it): the
 * dialog refuses to send an empty one and says so beside the field.
 */
export function RejectDialogContent({
  words,
  itemName,
  busy,
  onReject,
  onCloseAutoFocus,
}: {
  words: Pick<DecisionWords, 'rejectTitle' | 'rejectDescription' | 'reasonRequired' | 'rejectConfirm'>;
  /** Already localized: what is being rejected, named in the description. */
  itemName: string;
  busy: boolean;
  onReject: (reason: string) => void;
  /** Where focus goes when it closes (default: back to Reject). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    onReject(text);
  };

  return (
    <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <DialogHeader>
          <DialogTitle>{t(words.rejectTitle)}</DialogTitle>
          <DialogDescription>{t(words.rejectDescription, { name: itemName })}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium text-stone-800">
            {t('admin.reject.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
            rows={3}
            required
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
            className="w-full resize-y rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm focus:border-tea-600 aria-invalid:border-red-600"
          />
          {missing && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
              {t(words.reasonRequired)}
            </p>
          )}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('admin.cancel')}</Button>
          </DialogClose>
          <Button type="submit" variant="destructive" pending={busy}>
            {busy && <Spinner className="text-white" />}
            {t(words.rejectConfirm)}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

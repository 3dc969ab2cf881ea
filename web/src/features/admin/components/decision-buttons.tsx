import type { ParseKeys } from 'i18next';
import { Check, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { useSingleFlight } from '../../../hooks/use-single-flight.ts';
import { useDecision, type ModerationItemKind } from '../api/decisions.ts';
import { moderationErrorText } from '../utils/moderation-errors.ts';
import { RejectDialogContent } from './reject-dialog.tsx';

/** The words of each decision (i18n keys): a reported review is kept or removed, not approved. */
export interface DecisionWords {
  approve: ParseKeys;
  reject: ParseKeys;
  approved: ParseKeys;
  rejected: ParseKeys;
  rejectTitle: ParseKeys;
  rejectDescription: ParseKeys;
  reasonRequired: ParseKeys;
  rejectConfirm: ParseKeys;
}
const APPROVE_OR_REJECT: DecisionWords = {
  approve: 'admin.approve',
  reject: 'admin.reject.open',
  approved: 'admin.approved',
  rejected: 'admin.rejected',
  rejectTitle: 'admin.reject.title',
  rejectDescription: 'admin.reject.description',
  reasonRequired: 'admin.reject.reasonRequired',
  rejectConfirm: 'admin.reject.confirm',
};
const KEEP_OR_REMOVE: DecisionWords = {
  approve: 'admin.reviews.keep',
  reject: 'admin.reviews.remove',
  approved: 'admin.reviews.kept',
  rejected: 'admin.reviews.removed',
  rejectTitle: 'admin.reviews.removeTitle',
  rejectDescription: 'admin.reviews.removeDescription',
  reasonRequired: 'admin.reviews.removeReasonRequired',
  rejectConfirm: 'admin.reviews.remove',
};

/**
 * Approve (at once) or Reject (a dialog asks the reason) one item of a queue. The queue reloads
 * after either; a refusal (another editor decided first, the session ended) shows in a toast.
 */
export function DecisionButtons({
  kind,
  id,
  itemName,
  describedBy,
}: {
  kind: ModerationItemKind;
  id: number;
  /** Already localized: names the item in the reject dialog and the toasts. */
  itemName: string;
  /** The item's heading, so that every Approve and Reject says which item it is about. */
  describedBy: string;
}) {
  const { t } = useTranslation();
  const words = kind === 'review' ? KEEP_OR_REMOVE : APPROVE_OR_REJECT;
  const decision = useDecision();
  const singleFlight = useSingleFlight();
  const [rejecting, setRejecting] = useState(false);
  const buttons = useRef<HTMLDivElement>(null);
  // The decided item leaves its queue: keyboard focus goes to the queue's panel, not the page's top.
  const panel = useRef<HTMLElement | null>(null);
  const decided = useRef(false);
  const focusPanel = () => requestAnimationFrame(() => panel.current?.focus());
  /** The item is off the queue (it reloads): the dialog closes, and focus waits on the panel. */
  const leaveQueue = () => {
    decided.current = true;
    if (rejecting) setRejecting(false);
    else focusPanel();
  };

  const send = (body: { decision: 'approve' } | { decision: 'reject'; reason: string }) => {
    panel.current = buttons.current?.closest<HTMLElement>('[role="tabpanel"]') ?? null;
    singleFlight((settled) =>
      decision.mutate(
        { kind, id, body },
        {
          onSuccess: () => {
            leaveQueue();
            toast.success(t(body.decision === 'approve' ? words.approved : words.rejected, { name: itemName }));
          },
          onError: (error) => {
            // Gone, or decided by another editor: it leaves the queue all the same.
            if (isApiError(error, 404) || isApiError(error, 409)) leaveQueue();
            toast.error(t('admin.errors.title'), { description: moderationErrorText(error, t) });
          },
          onSettled: settled,
        },
      ),
    );
  };

  return (
    <div ref={buttons} className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => send({ decision: 'approve' })} pending={decision.isPending} aria-describedby={describedBy}>
        <Check aria-hidden="true" />
        {t(words.approve)}
      </Button>
      <Dialog open={rejecting} onOpenChange={setRejecting}>
        <DialogTrigger asChild>
          <Button size="sm" variant="outline" pending={decision.isPending} aria-describedby={describedBy}>
            <X aria-hidden="true" />
            {t(words.reject)}
          </Button>
        </DialogTrigger>
        {rejecting && (
          <RejectDialogContent
            words={words}
            itemName={itemName}
            busy={decision.isPending}
            onReject={(reason) => send({ decision: 'reject', reason })}
            onCloseAutoFocus={(event) => {
              if (!decided.current) return;
              event.preventDefault();
              focusPanel();
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

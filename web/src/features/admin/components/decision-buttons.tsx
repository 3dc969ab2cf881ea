import { Check, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { useSingleFlight } from '../../../hooks/use-single-flight.ts';
import { useDecision, type ModerationItemKind } from '../api/decisions.ts';
import { moderationErrorText } from '../utils/moderation-errors.ts';
import { RejectDialogContent } from './reject-dialog.tsx';

/**
 * Approve (at once) or Reject (a dialog asks the reason) one item of a queue. The queue reloads
 * after either; a refusal (another editor decided first, the session ended) shows in a toast.
 */
export function DecisionButtons({
  kind,
  id,
  itemName,
  describedBy,
  approveLabel,
  rejectLabel,
}: {
  kind: ModerationItemKind;
  id: number;
  /** Already localized: names the item in the reject dialog and the toasts. */
  itemName: string;
  /** The item's heading, so that every Approve and Reject says which item it is about. */
  describedBy: string;
  /** The buttons' texts where they mean something else (a reported review: keep it, remove it). */
  approveLabel?: string;
  rejectLabel?: string;
}) {
  const { t } = useTranslation();
  const decision = useDecision();
  const singleFlight = useSingleFlight();
  const [rejecting, setRejecting] = useState(false);
  const buttons = useRef<HTMLDivElement>(null);
  // The decided item leaves its queue: keyboard focus goes to the queue's panel, not the page's top.
  const panel = useRef<HTMLElement | null>(null);
  const decided = useRef(false);
  const focusPanel = () => requestAnimationFrame(() => panel.current?.focus());

  const send = (body: { decision: 'approve' } | { decision: 'reject'; reason: string }) => {
    panel.current = buttons.current?.closest<HTMLElement>('[role="tabpanel"]') ?? null;
    singleFlight((settled) =>
      decision.mutate(
        { kind, id, body },
        {
          onSuccess: () => {
            decided.current = true;
            if (rejecting) setRejecting(false);
            else focusPanel();
            toast.success(body.decision === 'approve' ? t('admin.approved', { name: itemName }) : t('admin.rejected', { name: itemName }));
          },
          onError: (error) => toast.error(t('admin.errors.title'), { description: moderationErrorText(error, t) }),
          onSettled: settled,
        },
      ),
    );
  };

  return (
    <div ref={buttons} className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => send({ decision: 'approve' })} pending={decision.isPending} aria-describedby={describedBy}>
        <Check aria-hidden="true" />
        {approveLabel ?? t('admin.approve')}
      </Button>
      <Dialog open={rejecting} onOpenChange={setRejecting}>
        <DialogTrigger asChild>
          <Button size="sm" variant="outline" pending={decision.isPending} aria-describedby={describedBy}>
            <X aria-hidden="true" />
            {rejectLabel ?? t('admin.reject.open')}
          </Button>
        </DialogTrigger>
        {rejecting && (
          <RejectDialogContent
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

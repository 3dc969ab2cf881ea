import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../../../hooks/use-single-flight.ts';
import { toast } from '../../../../lib/toast.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../../components/ui/dialog.tsx';
import { useDeleteReview } from '../../api/review-writes.ts';
import { reviewErrorText } from '../../utils/review-errors.ts';

/** "Delete your review?" with Cancel and Delete; the reviews reload after it. */
export function DeleteReviewDialogContent({
  reviewId,
  onClose,
  onCloseAutoFocus,
}: {
  reviewId: number;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteReview();
  const singleFlight = useSingleFlight();
  const confirm = () =>
    singleFlight((settled) =>
      remove.mutate(reviewId, {
        onSuccess: () => {
          toast.success(t('culinary.reviews.deleteDialog.doneTitle'), { description: t('culinary.reviews.deleteDialog.done') });
          onClose();
        },
        onError: (error) => toast.error(t('culinary.reviews.deleteDialog.failedTitle'), { description: reviewErrorText(error, t) }),
        onSettled: settled,
      }),
    );

  return (
    <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus} role="alertdialog">
      <DialogHeader>
        <DialogTitle>{t('culinary.reviews.deleteDialog.title')}</DialogTitle>
        <DialogDescription>{t('culinary.reviews.deleteDialog.description')}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('culinary.reviews.dialog.cancel')}</Button>
        </DialogClose>
        <Button variant="destructive" onClick={confirm} pending={remove.isPending}>
          {t('culinary.reviews.delete')}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

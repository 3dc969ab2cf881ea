import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../../lib/toast.ts';
import { Button } from '../../../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../../../components/ui/dialog.tsx';
import { useSingleFlight } from '../../../../../hooks/use-single-flight.ts';
import { useWithdrawPlacePhoto } from '../../../api/place-photos.ts';
import { placePhotoErrorText } from '../../../utils/place-photo-errors.ts';

/** "Withdraw this photo?" with Cancel and Withdraw; the own list and the gallery reload after it. */
export function WithdrawPhotoDialogContent({
  locationId,
  photoId,
  onClose,
  onWithdrawn,
}: {
  locationId: number;
  photoId: number;
  onClose: () => void;
  /** Focus goes here once withdrawn (the photo's Withdraw button goes with it). */
  onWithdrawn: () => void;
}) {
  const { t } = useTranslation();
  const withdraw = useWithdrawPlacePhoto(locationId);
  const done = useRef(false);
  const singleFlight = useSingleFlight();
  const confirm = () =>
    singleFlight((settled) =>
      withdraw.mutate(photoId, {
        onSuccess: () => {
          done.current = true;
          toast.success(t('photos.withdraw.doneTitle'), { description: t('photos.withdraw.done') });
          onClose();
        },
        onError: (error) => toast.error(t('photos.withdraw.failedTitle'), { description: placePhotoErrorText(error, t) }),
        onSettled: settled,
      }),
    );

  return (
    <DialogContent
      className="max-w-md"
      role="alertdialog"
      onCloseAutoFocus={(event) => {
        if (!done.current) return;
        event.preventDefault();
        onWithdrawn();
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('photos.withdraw.title')}</DialogTitle>
        <DialogDescription>{t('photos.withdraw.description')}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('photos.form.cancel')}</Button>
        </DialogClose>
        <Button variant="destructive" onClick={confirm} pending={withdraw.isPending}>
          {t('photos.withdraw.confirm')}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

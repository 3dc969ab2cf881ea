import type { CommunityPhoto } from '@tn/contracts/place-photos';
import { Camera, Clock, ImagePlus, RotateCw, Trash2, CircleCheck, CircleX } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../../../components/media/responsive-image.tsx';
import { Button } from '../../../../../components/ui/button.tsx';
import { Dialog, DialogTrigger } from '../../../../../components/ui/dialog.tsx';
import { Spinner } from '../../../../../components/ui/spinner.tsx';
import { useLanguage } from '../../../../../hooks/use-language.ts';
import { useAuthStore } from '../../../../../lib/auth/auth-store.ts';
import { formatDate } from '../../../../../lib/date-format.ts';
import { useMyPlacePhotos } from '../../../api/place-photos.ts';
import { PlacePhotoDialogContent } from './place-photo-dialog.tsx';
import { WithdrawPhotoDialogContent } from './withdraw-photo-dialog.tsx';

/**
 * Visitors' photos on a place page: "Add your photo" (a signed-out visitor gets the sign-in
 * dialog, as for voting), then the signed-in author's own photos of the place with where each
 * stands (pending review, approved, rejected with the editor's reason), each withdrawable.
 */
export function PlacePhotosSection({ locationId, placeName }: { locationId: number; placeName: string }) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  const openSignIn = useAuthStore((s) => s.openSignIn);
  const [adding, setAdding] = useState(false);
  // A withdrawn photo's own controls go with it: focus then returns to "Add your photo".
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAdd = () => addButton.current?.focus();

  return (
    <section aria-labelledby="place-photos-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="place-photos-heading" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Camera aria-hidden="true" className="size-5 text-tea-700" />
        {t('photos.section.title')}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{t('photos.section.intro')}</p>
      {signedIn ? (
        <Dialog open={adding} onOpenChange={setAdding}>
          <DialogTrigger asChild>
            <Button ref={addButton} className="mt-4">
              <ImagePlus aria-hidden="true" />
              {t('photos.section.add')}
            </Button>
          </DialogTrigger>
          {adding && <PlacePhotoDialogContent locationId={locationId} placeName={placeName} onClose={() => setAdding(false)} />}
        </Dialog>
      ) : (
        <Button className="mt-4" onClick={openSignIn}>
          <ImagePlus aria-hidden="true" />
          {t('photos.section.add')}
        </Button>
      )}
      {signedIn && <MyPhotos locationId={locationId} onWithdrawn={focusAdd} />}
    </section>
  );
}

function MyPhotos({ locationId, onWithdrawn }: { locationId: number; onWithdrawn: () => void }) {
  const { t } = useTranslation();
  const mine = useMyPlacePhotos(locationId);

  if (mine.isPending) {
    return (
      <p role="status" className="mt-4 flex items-center gap-2 text-sm text-stone-600">
        <Spinner />
        {t('photos.mine.loading')}
      </p>
    );
  }
  if (mine.isError) {
    return (
      <div role="alert" className="mt-4 grid justify-items-start gap-2 text-sm text-red-800">
        <p>{t('photos.mine.loadError')}</p>
        <Button size="sm" variant="outline" onClick={() => void mine.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('errors.retry')}
        </Button>
      </div>
    );
  }
  if (mine.data.length === 0) return null;

  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold text-stone-900">{t('photos.mine.title')}</h3>
      <ul className="mt-2 grid gap-3">
        {mine.data.map((photo) => (
          <li key={photo.id}>
            <MyPhoto photo={photo} locationId={locationId} onWithdrawn={onWithdrawn} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function MyPhoto({ photo, locationId, onWithdrawn }: { photo: CommunityPhoto; locationId: number; onWithdrawn: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [withdrawing, setWithdrawing] = useState(false);
  const sent = formatDate(photo.createdAt, language);

  return (
    <article data-testid="my-place-photo" data-status={photo.status} className="flex gap-3 rounded-xl border border-stone-200 p-2">
      <ResponsiveImage
        photo={photo}
        sizes="96px"
        alt={t('photos.mine.alt', { date: sent })}
        className="h-20 w-24 shrink-0 rounded-lg object-cover"
      />
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <PhotoStatus photo={photo} />
        <p className="text-xs text-stone-600">{t('photos.mine.sent', { date: sent })}</p>
        <Dialog open={withdrawing} onOpenChange={setWithdrawing}>
          <DialogTrigger asChild>
            <Button size="sm" variant="ghost" className="justify-self-start" aria-label={t('photos.mine.withdrawOf', { date: sent })}>
              <Trash2 aria-hidden="true" />
              {t('photos.mine.withdraw')}
            </Button>
          </DialogTrigger>
          {withdrawing && (
            <WithdrawPhotoDialogContent
              locationId={locationId}
              photoId={photo.id}
              onClose={() => setWithdrawing(false)}
              onWithdrawn={onWithdrawn}
            />
          )}
        </Dialog>
      </div>
    </article>
  );
}

function PhotoStatus({ photo }: { photo: CommunityPhoto }) {
  const { t } = useTranslation();
  const badge = 'inline-flex w-fit items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';
  if (photo.status === 'pending') {
    return (
      <span className={`${badge} bg-amber-50 text-amber-900 ring-amber-300`}>
        <Clock aria-hidden="true" className="size-3.5" />
        {t('photos.status.pending')}
      </span>
    );
  }
  if (photo.status === 'approved') {
    return (
      <span className={`${badge} bg-tea-50 text-tea-900 ring-tea-200`}>
        <CircleCheck aria-hidden="true" className="size-3.5" />
        {t('photos.status.approved')}
      </span>
    );
  }
  return (
    <span className={`${badge} bg-red-50 text-red-900 ring-red-200`}>
      <CircleX aria-hidden="true" className="size-3.5" />
      {photo.reason ? t('photos.status.rejectedBecause', { reason: photo.reason }) : t('photos.status.rejected')}
    </span>
  );
}

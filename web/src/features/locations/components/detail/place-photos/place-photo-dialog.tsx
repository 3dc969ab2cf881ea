import type { PhotoLicence } from '@tn/contracts/place-photos';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../../lib/toast.ts';
import { photoFileProblem, PhotoFileField } from '../../../../../components/media/photo-file-field.tsx';
import { Button } from '../../../../../components/ui/button.tsx';
import { OfflineNote } from '../../../../../components/ui/offline-note.tsx';
import { DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../../../components/ui/dialog.tsx';
import { Spinner } from '../../../../../components/ui/spinner.tsx';
import { useOnline } from '../../../../../hooks/use-online.ts';
import { licenceExplained, licenceName, PHOTO_LICENCE_CHOICES } from '../../../../../lib/photo-licence.ts';
import { refusedField } from '../../../../../lib/refused-field.ts';
import { uploadErrorText } from '../../../../../lib/media/upload-errors.ts';
import { useUploadPhoto } from '../../../../../lib/media/upload-photo.ts';
import { useAddPlacePhoto } from '../../../api/place-photos.ts';
import { placePhotoErrorText } from '../../../utils/place-photo-errors.ts';


type Field = 'file' | 'licence' | 'ownWork';

/**
 * Adding one's own photo of a place: the file (the media service's limits, checked there), a
 * licence (CC BY 4.0 or CC0, each explained), and "This is my own photo", all three required.
 * Errors show beside their field; on success the photo waits for an editor ("pending review").
 */
export function PlacePhotoDialogContent({ locationId, placeName, onClose }: { locationId: number; placeName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [licence, setLicence] = useState<PhotoLicence | null>(null);
  const [ownWork, setOwnWork] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The upload of the file picked, kept so that a retry after a refused save does not upload it again.
  const [uploaded, setUploaded] = useState<{ file: File; id: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Offline a send would wait for the connection with its spinner and no word of why: it is
  // refused, and a note says so (the choices stay).
  const online = useOnline();
  const form = useRef<HTMLFormElement>(null);
  const upload = useUploadPhoto();
  const add = useAddPlacePhoto(locationId);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !online) return;
    const missing: Partial<Record<Field, string>> = {};
    const problem = file && photoFileProblem(file);
    if (!file) missing.file = t('photos.form.errors.file');
    else if (problem) missing.file = t(`photos.upload.errors.${problem}`);
    if (!licence) missing.licence = t('photos.form.errors.licence');
    if (!ownWork) missing.ownWork = t('photos.form.errors.ownWork');
    setErrors(missing);
    setFormError(null);
    if (!file || missing.file || !licence || !ownWork) return focusFirstInvalid();

    setBusy(true);
    try {
      let uploadId = uploaded?.file === file ? uploaded.id : null;
      if (!uploadId) {
        try {
          uploadId = (await upload.mutateAsync(file)).id;
          setUploaded({ file, id: uploadId });
        } catch (error) {
          setErrors({ file: uploadErrorText(error, t) });
          return focusFirstInvalid();
        }
      }
      await add.mutateAsync({ uploadId, licence, ownWork: true });
      toast.success(t('photos.form.sentTitle'), { description: t('photos.form.sent') });
      onClose();
    } catch (error) {
      if (refusedField(error) === 'uploadId') {
        // The upload is gone (unused uploads are deleted after a day): the next try uploads again.
        setUploaded(null);
        setErrors({ file: t('photos.errors.uploadGone') });
        return focusFirstInvalid();
      }
      setFormError(placePhotoErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const pick = (next: File | null) => {
    setFile(next);
    setErrors((prev) => ({ ...prev, file: undefined }));
  };

  return (
    <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
        <DialogHeader>
          <DialogTitle>{t('photos.form.title')}</DialogTitle>
          <DialogDescription>{t('photos.form.description', { name: placeName })}</DialogDescription>
        </DialogHeader>

        <PhotoFileField
          label={t('photos.form.file')}
          hint={t('photos.form.fileHint')}
          file={file}
          onFileChange={pick}
          previewAlt={(name) => t('photos.form.previewAlt', { name })}
          removeLabel={t('photos.form.remove')}
          error={errors.file}
          required
        />

        <fieldset className="grid gap-2" aria-describedby={errors.licence ? `${id}-licence-error` : undefined}>
          <legend className="mb-1 text-sm font-medium text-stone-800">{t('photos.form.licence')}</legend>
          {PHOTO_LICENCE_CHOICES.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-200 p-3 has-[:checked]:border-tea-600 has-[:checked]:bg-tea-50"
            >
              <input
                type="radio"
                name={`${id}-licence`}
                value={value}
                checked={licence === value}
                onChange={() => {
                  setLicence(value);
                  setErrors((prev) => ({ ...prev, licence: undefined }));
                }}
                aria-invalid={errors.licence ? true : undefined}
                aria-describedby={`${id}-${value}-explained`}
                className="mt-1 size-4 accent-tea-700"
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-semibold text-stone-900">{licenceName(value, t)}</span>
                <span id={`${id}-${value}-explained`} className="text-sm text-stone-600">
                  {licenceExplained(value, t)}
                </span>
              </span>
            </label>
          ))}
          {errors.licence && (
            <p id={`${id}-licence-error`} role="alert" className="text-sm font-medium text-red-700">
              {errors.licence}
            </p>
          )}
        </fieldset>

        <div className="grid gap-1.5">
          <label className="flex cursor-pointer items-start gap-3 text-sm text-stone-800">
            <input
              type="checkbox"
              checked={ownWork}
              onChange={(event) => {
                setOwnWork(event.target.checked);
                setErrors((prev) => ({ ...prev, ownWork: undefined }));
              }}
              required
              aria-invalid={errors.ownWork ? true : undefined}
              aria-describedby={errors.ownWork ? `${id}-own-error` : undefined}
              className="mt-0.5 size-4 accent-tea-700"
            />
            <span>
              <span className="font-medium">{t('photos.form.ownWork')}</span>
              <span className="block text-stone-600">{t('photos.form.ownWorkHint')}</span>
            </span>
          </label>
          {errors.ownWork && (
            <p id={`${id}-own-error`} role="alert" className="text-sm font-medium text-red-700">
              {errors.ownWork}
            </p>
          )}
        </div>

        {!online && <OfflineNote id={`${id}-offline`}>{t('photos.form.offline')}</OfflineNote>}

        {formError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
            {formError}
          </p>
        )}

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('photos.form.cancel')}</Button>
          </DialogClose>
          <Button
            type="submit"
            pending={busy}
            aria-disabled={!online || undefined}
            aria-describedby={online ? undefined : `${id}-offline`}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-55"
          >
            {busy && <Spinner className="text-white" />}
            {busy ? t('photos.form.sending') : t('photos.form.submit')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

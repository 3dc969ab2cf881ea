import { MEDIA_ACCEPTED_TYPES, MEDIA_MAX_UPLOAD_BYTES } from '@tn/contracts/constants';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button, buttonVariants } from '../ui/button.tsx';

/**
 * What the media service would refuse in a picked file, checked before anything is uploaded (a
 * picker can still hand over another type, e.g. "All files", and a phone's photo can pass 10 MB:
 * sent whole on a mobile connection, only to be refused): its type as the browser names it, or
 * its size. The key under photos.upload.errors of what to say, or null.
 */
export function photoFileProblem(file: File): 'type' | 'tooLarge' | null {
  if (!(MEDIA_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > MEDIA_MAX_UPLOAD_BYTES ? 'tooLarge' : null;
}

/** An object URL of the picked file, revoked when replaced or when the field goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let next: string | null = null;
    try {
      next = file ? URL.createObjectURL(file) : null;
    } catch {
      // No preview where the browser cannot make one; the photo is still sent.
    }
    setUrl(next);
    return () => {
      if (next) URL.revokeObjectURL(next);
    };
  }, [file]);
  return url;
}

export interface PhotoFileFieldProps {
  /** Already localized: the field's visible label. */
  label: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** A photo stored earlier (editing a review), shown while no new file is picked. */
  current?: { url: string; alt: string } | null;
  /** Removing the stored photo (only asked when `current` shows). */
  onRemoveCurrent?: () => void;
  /** Alt text of the preview, given the picked file's name. */
  previewAlt: (fileName: string) => string;
  removeLabel: string;
  /** Below the field, announced and linked to the input; the field is marked invalid. */
  error?: string | null;
  hint?: string;
  required?: boolean;
}

/**
 * Choosing one photo to upload (a review's, a place's): a labelled file input limited to the
 * types the media service takes, a preview of the pick with a Remove button, an optional hint and
 * error. The upload itself is the caller's (lib/media/upload-photo.ts), on submit.
 */
export function PhotoFileField({
  label,
  file,
  onFileChange,
  current = null,
  onRemoveCurrent,
  previewAlt,
  removeLabel,
  error,
  hint,
  required = false,
}: PhotoFileFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const remove = () => {
    if (file) onFileChange(null);
    else onRemoveCurrent?.();
    if (input.current) input.current.value = '';
  };
  const shown = preview ? { url: preview, alt: previewAlt(file?.name ?? '') } : current;

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <ImagePlus aria-hidden="true" className="size-4 text-tea-700" />
        {label}
      </label>
      <div className="flex min-w-0 items-center gap-3">
        {/*
          The browser's own picker button and "no file chosen" speak the browser's language, not
          the page's: the input lies unseen over a button of ours (a click or a dropped file still
          lands on it, and the keyboard reaches it), with the pick's name beside it.
        */}
        <div
          className={buttonVariants({
            variant: 'outline',
            size: 'sm',
            className: cn('relative has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-tea-600', error && 'border-red-600'),
          })}
        >
          <span aria-hidden="true">{t('photos.picker.choose')}</span>
          <input
            ref={input}
            id={id}
            type="file"
            accept={MEDIA_ACCEPTED_TYPES.join(',')}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
            className="absolute inset-0 size-full cursor-pointer opacity-0"
          />
        </div>
        <span className="min-w-0 truncate text-sm text-stone-600">{file?.name ?? (current ? t('photos.picker.keeping') : t('photos.picker.none'))}</span>
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {shown && (
        <div className="flex items-end gap-3">
          <img src={shown.url} alt={shown.alt} className="h-28 w-auto max-w-[60%] rounded-lg object-cover ring-1 ring-stone-200" />
          <Button size="sm" variant="ghost" onClick={remove}>
            <Trash2 aria-hidden="true" />
            {removeLabel}
          </Button>
        </div>
      )}
    </div>
  );
}

import type { Photo } from '@tn/contracts/common';
import { Fragment } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { photoAuthor } from '../../lib/photo-author.ts';
import { usePhotoFailed } from './failed-photos.ts';

/** What a credit names: the author, the licence and the page that states them. */
export type Credit = Pick<Photo, 'author' | 'licence' | 'sourceUrl'>;

export interface PhotoCreditProps {
  photo: Credit & { url?: string };
  /**
   * Shown beside its picture, which is too small for it to be laid over (a list's thumbnail, the
   * map's popup): it goes when that picture fails to load and shows its placeholder, as a credit
   * laid over a picture goes with it. Needs the photo's url.
   */
  besidePicture?: boolean;
  /**
   * 'overlay': white on a dark band, laid over the picture; 'dark': light text on a dark surface
   * (a caption bar); 'plain': small grey text on a light one.
   */
  tone?: 'overlay' | 'dark' | 'plain';
  /** 'sm' where the picture fills the screen (the lightbox). */
  size?: 'xs' | 'sm';
  className?: string;
}

/**
 * Only http(s) addresses and paths of this site (a visitor's photo: its largest stored size under
 * /media/) become links; anything else stays plain text.
 */
function isWebAddress(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * "Ảnh: {author}, {licence}" / "Photo: {author}, {licence}": the credit every shown photo needs,
 * author and licence linking to the page that states them (a Commons file page), in a new tab.
 */
export function PhotoCredit({ photo, tone = 'plain', size = 'xs', besidePicture = false, className }: PhotoCreditProps) {
  const { t } = useTranslation();
  const pictureFailed = usePhotoFailed(besidePicture ? photo.url : undefined);
  const author = photoAuthor(photo.author, t);
  // Not named <link>: Trans parses its tags as HTML, where link is a void element.
  const linked = isWebAddress(photo.sourceUrl);
  const page = linked ? (
    // Trans puts the author and licence inside this link.
    <a
      href={photo.sourceUrl}
      target="_blank"
      rel="noopener"
      className={cn(
        'rounded underline underline-offset-2 hover:no-underline',
        tone === 'plain' ? 'text-stone-700 decoration-stone-400 hover:text-tea-800' : 'text-white decoration-white/60',
      )}
    />
  ) : (
    <span />
  );
  if (pictureFailed) return null;
  return (
    <p
      data-testid="photo-credit"
      className={cn(
        size === 'sm' ? 'text-sm' : 'text-xs',
        'leading-snug',
        tone === 'overlay' && 'w-fit max-w-[calc(100%-0.75rem)] rounded bg-black/65 px-1.5 py-0.5 text-white',
        tone === 'dark' && 'text-stone-200',
        tone === 'plain' && 'text-stone-500',
        className,
      )}
    >
      <Trans
        i18nKey="photo.credit"
        values={{ author, licence: photo.licence }}
        // The hint says where the link goes: without a link it would be untrue.
        components={{ page, hint: linked ? <span className="sr-only" /> : <Fragment /> }}
      />
    </p>
  );
}

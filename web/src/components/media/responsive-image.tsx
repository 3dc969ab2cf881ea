import type { Photo } from '@tn/contracts/common';
import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { FULL_WIDTH, photoSrcset } from '../../lib/media/commons-thumbnails.ts';

/** The parts of a photo that size it: the media service's photos carry all four, sourced ones the url only. */
export type SizedPhoto = Pick<Photo, 'url' | 'srcset' | 'width' | 'height'>;

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  photo: SizedPhoto;
  /** How wide the picture shows, for the browser to pick from the srcset (ignored without one). */
  sizes?: string;
}

/**
 * An <img> that lets the browser fetch the smallest size that fills its box (srcset + sizes: the
 * sizes the media service stored, or Commons' scaled copies of a Commons original), reserves its
 * shape before it loads (width and height where known: no layout shift), and loads lazily and
 * decodes off the main thread unless told otherwise.
 */
export function ResponsiveImage({ photo, sizes = FULL_WIDTH, loading = 'lazy', decoding = 'async', alt, onError, ...props }: ResponsiveImageProps) {
  // A scaled copy Commons cannot make (a width above the original's) fails: then the original,
  // which is no larger than that width anyway. Remembered per address, so a new photo tries again.
  const [originalOnly, setOriginalOnly] = useState<string | null>(null);
  const offered = photoSrcset(photo);
  const scaled = offered !== undefined && !photo.srcset?.trim();
  const srcSet = scaled && originalOnly === photo.url ? undefined : offered;
  const failed = (event: SyntheticEvent<HTMLImageElement>) => {
    if (scaled && srcSet !== undefined) setOriginalOnly(photo.url);
    else onError?.(event);
  };
  return (
    <img
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={photo.url}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={failed}
      {...props}
    />
  );
}

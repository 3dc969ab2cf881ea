import type { Photo } from '@tn/contracts/common';
import type { ImgHTMLAttributes } from 'react';

/** The parts of a photo that size it: the media service's photos carry all four, sourced ones the url only. */
export type SizedPhoto = Pick<Photo, 'url' | 'srcset' | 'width' | 'height'>;

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  photo: SizedPhoto;
  /** How wide the picture shows, for the browser to pick from the srcset (ignored without one). */
  sizes?: string;
}

/**
 * An <img> that lets the browser fetch the smallest stored size that fills its box (srcset +
 * sizes), reserves its shape before it loads (width and height: no layout shift), and loads
 * lazily and decodes off the main thread unless told otherwise.
 */
export function ResponsiveImage({ photo, sizes = '100vw', loading = 'lazy', decoding = 'async', alt, ...props }: ResponsiveImageProps) {
  const srcSet = photo.srcset?.trim() || undefined;
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
      {...props}
    />
  );
}

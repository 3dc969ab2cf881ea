import { photoSrcset } from '../../lib/media/commons-thumbnails.ts';
import type { GalleryImage } from './types.ts';

/** How wide the gallery's main picture shows: it fills the page's main column, two thirds of it from lg. */
export const MAIN_IMAGE_SIZES = '(min-width: 1024px) 56rem, 100vw';

/** What the browser is asked for to show an image as the gallery's main picture. */
export interface MainImageSources {
  src: string;
  /** Absent when the image has no other sizes: then `src` alone. */
  srcset?: string;
  sizes?: string;
}

/**
 * The address set of the gallery's main <img> for `image`: what a preload made before the app
 * runs (web/build/route-preload.ts) must name exactly, or the browser downloads the photo twice.
 */
export function mainImageSources(image: Pick<GalleryImage, 'src' | 'srcset'>): MainImageSources {
  const srcset = photoSrcset({ url: image.src, srcset: image.srcset });
  return srcset ? { src: image.src, srcset, sizes: MAIN_IMAGE_SIZES } : { src: image.src };
}

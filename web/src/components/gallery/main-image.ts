import { imageSources, type ImageSources } from '../../lib/media/commons-thumbnails.ts';
import type { GalleryImage } from './types.ts';

/** How wide the gallery's main picture shows: it fills the page's main column, two thirds of it from lg. */
export const MAIN_IMAGE_SIZES = '(min-width: 1024px) 56rem, 100vw';

/** The address set of the gallery's main <img> for `image` (what a preload of it must name). */
export function mainImageSources(image: Pick<GalleryImage, 'src' | 'srcset'>): ImageSources {
  return imageSources({ url: image.src, srcset: image.srcset }, MAIN_IMAGE_SIZES);
}

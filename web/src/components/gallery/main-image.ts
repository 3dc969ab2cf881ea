import { imageSources, type ImageSources } from '../../lib/media/commons-thumbnails.ts';
import type { GalleryImage } from './types.ts';

/**
 * How wide the gallery's main picture shows: the page's main column, within the page's margins
 * (1rem each side, 1.5rem from md); from lg, the column beside the place's facts. Exact on phones,
 * so that they take the smallest copy that fills it rather than one a step larger.
 */
export const MAIN_IMAGE_SIZES = '(min-width: 1024px) 56rem, (min-width: 768px) calc(100vw - 3rem), calc(100vw - 2rem)';

/** The address set of the gallery's main <img> for `image` (what a preload of it must name). */
export function mainImageSources(image: Pick<GalleryImage, 'src' | 'srcset'>): ImageSources {
  return imageSources({ url: image.src, srcset: image.srcset }, MAIN_IMAGE_SIZES);
}

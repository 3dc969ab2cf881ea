import type { Location } from '@tn/contracts/locations';
import { mainImageSources } from '../../../components/gallery/main-image.ts';
import type { ImageSources } from '../../../lib/media/commons-thumbnails.ts';
import type { GalleryImage } from '../../../components/gallery/types.ts';

/** A place's gallery: its photos in order, each with its own credit, a repeated file once. */
export function placeGalleryImages(location: Pick<Location, 'photos'>, name: string): GalleryImage[] {
  return location.photos
    .filter((photo, i, all) => photo.url.trim() !== '' && all.findIndex((p) => p.url === photo.url) === i)
    .map((photo) => ({ src: photo.url, alt: name, caption: name, credit: photo, srcset: photo.srcset, width: photo.width, height: photo.height }));
}

/**
 * The place page's largest picture (its gallery's first) as its <img> asks for it, for the route
 * preload script to ask for it as soon as the place's data arrives; undefined without a photo.
 */
export function placeLeadImage(location: Pick<Location, 'photos'>): ImageSources | undefined {
  const first = placeGalleryImages(location, '')[0];
  return first && mainImageSources(first);
}

import type { GalleryImage } from './types.ts';

export interface SlideSize {
  src: string;
  width: number;
  height: number;
}

/**
 * The stored sizes of a picture for the lightbox ("url 320w, url 800w" → each with its width and
 * height, the height from the picture's proportions), so a full-screen view loads the largest
 * one and a phone a smaller one. None without a srcset or a known size.
 */
export function slideSizes(image: Pick<GalleryImage, 'srcset' | 'width' | 'height'>): SlideSize[] {
  const { srcset, width, height } = image;
  if (!srcset || !width || !height) return [];
  return srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .flatMap(([src, descriptor]) => {
      const w = Number(/^(\d+)w$/.exec(descriptor ?? '')?.[1]);
      return src && w > 0 ? [{ src, width: w, height: Math.round((w * height) / width) }] : [];
    });
}

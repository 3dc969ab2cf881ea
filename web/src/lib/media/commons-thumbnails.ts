import { COMMONS_COPY_WIDTHS, COMMONS_FILE_NAME, COMMONS_THUMB_PREFIX } from '@tn/contracts/constants';

/**
 * Photos sourced from Wikimedia Commons are stored as the address of the original file, often
 * several megabytes. Commons serves any such file scaled down at a standard width under
 * /thumb/, and the media service serves those copies from the site's own origin
 * (/media/commons/…, the same path), with a 720 px one it scales itself for common phones:
 * this gives the browser those widths to choose from (srcset), so a phone fetches a picture the
 * size of its screen instead of the camera's original, over the connection it already has to the
 * site rather than a new one to Commons.
 */

// An original on Commons: https://upload.wikimedia.org/wikipedia/commons/<a>/<ab>/<name>, a
// photo format it scales as itself (the names the media service serves copies of).
const COMMONS_ORIGINAL = new RegExp(`^https://upload\\.wikimedia\\.org/wikipedia/commons/([0-9a-f])/(\\1[0-9a-f])/(${COMMONS_FILE_NAME})$`);

/** "/media/commons/…/330px-<name> 330w, …" for a Commons original, undefined for any other address. */
export function commonsSrcset(url: string): string | undefined {
  const match = COMMONS_ORIGINAL.exec(url);
  if (!match) return undefined;
  const [, a, ab, name] = match;
  return COMMONS_COPY_WIDTHS.map(
    (width) => `${COMMONS_THUMB_PREFIX}/${a}/${ab}/${name}/${width}px-${name} ${width}w`,
  ).join(', ');
}

/**
 * The sizes a photo is offered in: those the media service stored, else Commons' scaled copies of
 * a Commons original; undefined when there are none (the address alone).
 */
export function photoSrcset(photo: { url: string; srcset?: string | null }): string | undefined {
  return photo.srcset?.trim() || commonsSrcset(photo.url);
}

/** How wide a picture shows unless its <img> says otherwise (ResponsiveImage): the screen's width. */
export const FULL_WIDTH = '100vw';

/** What the browser is asked for to show a photo (ResponsiveImage's <img>): its address, and its sizes when it has some. */
export interface ImageSources {
  src: string;
  /** Absent when the photo has no other sizes: then `src` alone. */
  srcset?: string;
  sizes?: string;
}

/**
 * The addresses of `photo` shown `sizes` wide, as ResponsiveImage's <img> names them: what a
 * preload made before the app runs (src/app/route-preload.ts) must name exactly, or the browser
 * downloads the photo twice.
 */
export function imageSources(photo: { url: string; srcset?: string | null }, sizes: string = FULL_WIDTH): ImageSources {
  const srcset = photoSrcset(photo);
  return srcset ? { src: photo.url, srcset, sizes } : { src: photo.url };
}

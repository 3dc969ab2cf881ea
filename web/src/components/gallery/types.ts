import type { Credit } from '../media/photo-credit.tsx';

/** One gallery image: its address, alt text, an optional caption and the credit it is shown with. */
export interface GalleryImage {
  src: string;
  alt: string;
  caption?: string;
  /** Required: no picture is shown without its author, licence and source page. */
  credit: Credit;
  /** Stored sizes ("url 320w, …") and the pixel size, when known (visitors' photos). */
  srcset?: string;
  width?: number;
  height?: number;
}

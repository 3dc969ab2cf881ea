/** Spec §3 gallery image: src, alt, caption. */
export interface GalleryImage {
  src: string;
  alt: string;
  caption?: string;
}

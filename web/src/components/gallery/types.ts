/** One gallery image: its address, alt text and an optional caption. */
export interface GalleryImage {
  src: string;
  alt: string;
  caption?: string;
}

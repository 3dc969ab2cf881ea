import type { Photo } from '@tn/contracts/common';
import type { Dish, Restaurant } from '@tn/contracts/culinary';

/**
 * A dish's photo with its credit, or null (the placeholder shows). Never the bare `imageUrl`:
 * no photo is shown without its author, licence and source page (docs/content-sources.md,
 * Photos). A server from before dishes had photos sends none: the placeholder then too.
 */
export function dishPhoto(dish: Dish): Photo | null {
  return dish.photo ?? null;
}

/**
 * The credited photos of a place to eat. The contract carries only bare image addresses
 * (imageUrl, images) for them, with no author, licence or source page: until it carries
 * credited photos, as dishes and locations do, every place to eat shows its placeholder. This
 * is the one place to change when it does.
 */
export function creditedPhotos(_place: Restaurant): Photo[] {
  return [];
}

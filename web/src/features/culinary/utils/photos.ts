import type { Photo } from '@tn/contracts/common';
import type { Dish, Restaurant } from '@tn/contracts/culinary';

/**
 * The credited photos of a dish or a place to eat. The culinary contract carries bare image
 * addresses (imageUrl, images) with no author, licence or source page, and no photo is shown
 * without its credit (docs/content-sources.md, Photos): until the contract carries credited
 * photos, as locations do, every dish and place shows its placeholder. This is the one place
 * to change when it does.
 */
export function creditedPhotos(_item: Dish | Restaurant): Photo[] {
  return [];
}

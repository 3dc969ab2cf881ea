import type { Photo } from '@tn/contracts/common';
import { imageSources, type ImageSources } from '../../../lib/media/commons-thumbnails.ts';
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
 * The photo of the dish grid's first card (the /culinary screen's largest picture), as its <img>
 * names it (ResponsiveImage: the sizes offered, shown at the screen's width): what the route
 * preload script asks for as soon as GET /api/dishes answers, before the app has drawn the card.
 */
export function dishesLeadImage(dishes: Dish[]): ImageSources | undefined {
  const photo = dishes[0] && dishPhoto(dishes[0]);
  return photo ? imageSources(photo) : undefined;
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

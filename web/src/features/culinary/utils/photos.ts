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
 * How wide a dish card's photo shows: the grid's column, one on a phone, two from sm, three from
 * lg, in a page at most 80rem wide with margins of 1rem (1.5rem from md) and 1.5rem between
 * columns. Exact, so that a phone takes the smallest copy that fills it.
 */
export const DISH_CARD_SIZES =
  '(min-width: 1280px) 24.7rem, (min-width: 1024px) calc((100vw - 6rem) / 3), (min-width: 768px) calc((100vw - 4.5rem) / 2), (min-width: 640px) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)';

/**
 * The photo of the dish grid's first card (the /culinary screen's largest picture), as its <img>
 * names it (the sizes offered, DISH_CARD_SIZES): what the route preload script asks for as soon
 * as GET /api/dishes answers, before the app has drawn the card.
 */
export function dishesLeadImage(dishes: Dish[]): ImageSources | undefined {
  const photo = dishes[0] && dishPhoto(dishes[0]);
  return photo ? imageSources(photo, DISH_CARD_SIZES) : undefined;
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

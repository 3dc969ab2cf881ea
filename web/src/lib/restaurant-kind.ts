import type { RestaurantKind } from '@tn/contracts/constants';
import type { TFunction } from 'i18next';

/** "Homestay village", "Tea cooperative"… in the active language (the culinary pages and the editors' queue). */
export function restaurantKindLabel(kind: RestaurantKind, t: TFunction): string {
  switch (kind) {
    case 'homestay_village':
      return t('culinary.kinds.homestay_village');
    case 'tea_cooperative':
      return t('culinary.kinds.tea_cooperative');
    case 'food_street':
      return t('culinary.kinds.food_street');
    case 'restaurant':
      return t('culinary.kinds.restaurant');
  }
}

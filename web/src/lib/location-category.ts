import { LOCATION_CATEGORIES, type LocationCategory } from '@tn/contracts/constants';
import type { TFunction } from 'i18next';

// A Record over the contract's union: adding a category to @tn/contracts fails the typecheck
// here until it gets a label.
const CATEGORY_KEYS: Record<LocationCategory, `categories.${LocationCategory}`> = {
  spiritual: 'categories.spiritual',
  cultural_historical: 'categories.cultural_historical',
  ecotourism: 'categories.ecotourism',
};

export function isKnownCategory(category: string): category is LocationCategory {
  return (LOCATION_CATEGORIES as readonly string[]).includes(category);
}

/** Display names for the three known categories; any other category is shown raw. */
export function categoryLabel(category: string, t: TFunction): string {
  return isKnownCategory(category) ? t(CATEGORY_KEYS[category]) : category;
}

import type { ColumnType, Generated } from 'kysely';
import type { RestaurantKind } from '@tn/contracts/constants';
import type { ModerationDecision, ModerationStatus } from '@tn/contracts/moderation';

type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date>;

/** culinary.dishes */
export interface DishesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  nameVi: string | null;
  imageUrl: Generated<string>;
  /** The dish's photo and its credit: all four set or all null (a check constraint). */
  photoUrl: string | null;
  photoAuthor: string | null;
  photoLicence: string | null;
  photoSourceUrl: string | null;
  description: string;
  descriptionVi: string | null;
  region: string | null;
  regionVi: string | null;
  ingredient: string | null;
  ingredientVi: string | null;
  preparationTime: string | null;
  locationId: number | null;
  ratingSum: Generated<number>;
  ratingCount: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  createdBy: number | null;
}

/** culinary.restaurants */
export interface RestaurantsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  nameVi: string | null;
  imageUrl: string | null;
  images: Generated<string[]>;
  description: string | null;
  descriptionVi: string | null;
  address: string | null;
  addressVi: string | null;
  phone: string | null;
  website: string | null;
  openingHours: string | null;
  openingHoursVi: string | null;
  latitude: number | null;
  longitude: number | null;
  isSample: Generated<boolean>;
  kind: Generated<RestaurantKind>;
  priceNote: string | null;
  priceNoteVi: string | null;
  ratingSum: Generated<number>;
  ratingCount: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  createdBy: number | null;
  /** A visitor suggested it and an editor approved it. */
  suggestedByVisitors: Generated<boolean>;
  /** What a suggested place serves, in the visitor's words. */
  serves: string | null;
}

/** culinary.menus */
export interface MenusTable {
  id: Generated<number>;
  name: string;
  nameVi: string | null;
  description: string | null;
  descriptionVi: string | null;
  restaurantId: number;
  isActive: Generated<boolean>;
  displayOrder: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** culinary.menu_items */
export interface MenuItemsTable {
  id: Generated<number>;
  menuId: number;
  dishId: number;
  price: string | null;
  isAvailable: Generated<boolean>;
  displayOrder: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** culinary.dish_restaurants: which restaurant serves which dish. */
export interface DishRestaurantsTable {
  id: Generated<number>;
  dishId: number;
  restaurantId: number;
}

/**
 * culinary.reviews: about exactly one dish or one restaurant (a check constraint), one per user
 * per subject (unique constraints). updated_at equals created_at until the author edits it.
 */
export interface ReviewsTable {
  id: Generated<number>;
  content: string;
  rating: number;
  imageUrl: string | null;
  imageId: string | null;
  dishId: number | null;
  restaurantId: number | null;
  userId: string;
  authorName: string | null;
  /** Set when the author deleted their data: the review shows "Deleted visitor". */
  authorDeletedAt: Date | null;
  hiddenAt: Date | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** culinary.review_helpful: one "helpful" per user per review. */
export interface ReviewHelpfulTable {
  reviewId: number;
  userId: string;
  createdAt: CreatedAt;
}

/** culinary.review_reports: one report per user per review, with its reason. */
export interface ReviewReportsTable {
  id: Generated<number>;
  reviewId: number;
  userId: string;
  reason: string;
  createdAt: CreatedAt;
}

/** culinary.suggestions: places to eat suggested by visitors, pending until an editor decides. */
export interface SuggestionsTable {
  id: Generated<number>;
  name: string;
  kind: RestaurantKind;
  address: string;
  serves: string;
  latitude: number | null;
  longitude: number | null;
  authorUid: string;
  authorName: string | null;
  status: Generated<ModerationStatus>;
  reason: string | null;
  createdAt: CreatedAt;
  decidedAt: Date | null;
  decidedBy: string | null;
  restaurantId: number | null;
}

/** culinary.review_decisions: editors' decisions on reported reviews. */
export interface ReviewDecisionsTable {
  id: Generated<number>;
  reviewId: number;
  decision: ModerationDecision;
  reason: string | null;
  editorUid: string;
  at: CreatedAt;
}

/** culinary.moderation_log: every editor's decision on culinary content. */
export interface ModerationLogTable {
  id: Generated<number>;
  at: CreatedAt;
  editorUid: string;
  editorName: string | null;
  subject: 'suggestion' | 'review';
  subjectId: number;
  decision: ModerationDecision;
  reason: string | null;
  /** When decided: the suggested place's name, or the name of what a review is about; null: not known. */
  subjectName: string | null;
  subjectNameVi: string | null;
}

export interface CulinaryDatabase {
  'culinary.suggestions': SuggestionsTable;
  'culinary.review_decisions': ReviewDecisionsTable;
  'culinary.moderation_log': ModerationLogTable;
  'culinary.dishes': DishesTable;
  'culinary.restaurants': RestaurantsTable;
  'culinary.menus': MenusTable;
  'culinary.menu_items': MenuItemsTable;
  'culinary.dish_restaurants': DishRestaurantsTable;
  'culinary.reviews': ReviewsTable;
  'culinary.review_helpful': ReviewHelpfulTable;
  'culinary.review_reports': ReviewReportsTable;
}

import { Type, type Static } from 'typebox';
import { ErrorBody, Nullable, Timestamp } from './common.ts';

/** Shown when a dish has no preparation time of its own (spec §9). */
export const DEFAULT_PREPARATION_TIME = '30 minutes';
/** Spec §9: top-rated dishes, similar dishes and popular dishes each show three. */
export const TOP_RATED_DISHES = 3;
export const SIMILAR_DISHES = 3;
export const POPULAR_DISHES = 3;

export const REVIEW_MIN_LENGTH = 10;
export const REVIEW_MAX_LENGTH = 2000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Average of the reviews' ratings (0 when none) and how many there are. */
const Rating = {
  averageRating: Type.Number({ minimum: 0, maximum: RATING_MAX, description: '0 when there is no review' }),
  ratingCount: Type.Integer({ minimum: 0 }),
};

/** A restaurant named on a dish card or detail page: enough to show and link it. */
export const RestaurantRef = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  nameVi: Nullable(Type.String()),
});
export type RestaurantRef = Static<typeof RestaurantRef>;

// ---- dishes ----

const dishFields = {
  slug: Type.String(),
  name: Type.String(),
  nameVi: Nullable(Type.String()),
  imageUrl: Type.String({ description: 'empty when no sourced image exists' }),
  description: Type.String(),
  descriptionVi: Nullable(Type.String()),
  region: Nullable(Type.String()),
  regionVi: Nullable(Type.String()),
  ingredient: Nullable(Type.String()),
  ingredientVi: Nullable(Type.String()),
  preparationTime: Nullable(Type.String({ description: `the web shows "${DEFAULT_PREPARATION_TIME}" when null` })),
  locationId: Nullable(Type.Integer()),
};

export const Dish = Type.Object(
  {
    id: Type.Integer(),
    ...dishFields,
    ...Rating,
    restaurants: Type.Array(RestaurantRef, { description: 'restaurants serving it, the first one featured' }),
    price: Nullable(Type.String({ description: 'a menu price as written by the restaurant, e.g. "45.000đ"' })),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'Dish' },
);
export type Dish = Static<typeof Dish>;
export const DishList = Type.Array(Dish);
export type DishList = Static<typeof DishList>;

/** Insert shape (spec §3): no generated id or timestamps, nothing derived from reviews or menus. */
export const NewDish = Type.Object({ ...dishFields, createdBy: Type.Optional(Nullable(Type.Integer())) });
export type NewDish = Static<typeof NewDish>;

/** A dish as a menu line shows it: name and description, no ratings. */
export const DishRef = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  nameVi: Nullable(Type.String()),
  description: Type.String(),
  descriptionVi: Nullable(Type.String()),
  imageUrl: Type.String(),
});
export type DishRef = Static<typeof DishRef>;

// ---- restaurants ----

const restaurantFields = {
  slug: Type.String(),
  name: Type.String(),
  nameVi: Nullable(Type.String()),
  imageUrl: Nullable(Type.String()),
  images: Type.Array(Type.String()),
  description: Nullable(Type.String()),
  descriptionVi: Nullable(Type.String()),
  address: Nullable(Type.String()),
  addressVi: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  website: Nullable(Type.String()),
  openingHours: Nullable(Type.String()),
  openingHoursVi: Nullable(Type.String()),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  isSample: Type.Boolean({ description: 'a seeded example no source names; the web labels it' }),
};

export const Restaurant = Type.Object(
  { id: Type.Integer(), ...restaurantFields, ...Rating, createdAt: Timestamp, updatedAt: Timestamp },
  { $id: 'Restaurant' },
);
export type Restaurant = Static<typeof Restaurant>;
export const RestaurantList = Type.Array(Restaurant);
export type RestaurantList = Static<typeof RestaurantList>;

export const NewRestaurant = Type.Object({ ...restaurantFields, createdBy: Type.Optional(Nullable(Type.Integer())) });
export type NewRestaurant = Static<typeof NewRestaurant>;

// ---- menus ----

export const MenuItem = Type.Object({
  id: Type.Integer(),
  price: Nullable(Type.String({ description: 'as written by the restaurant' })),
  isAvailable: Type.Boolean(),
  dish: DishRef,
});
export type MenuItem = Static<typeof MenuItem>;

/** An active menu with its items, both in display order. */
export const Menu = Type.Object(
  {
    id: Type.Integer(),
    restaurantId: Type.Integer(),
    name: Type.String(),
    nameVi: Nullable(Type.String()),
    description: Nullable(Type.String()),
    descriptionVi: Nullable(Type.String()),
    menuItems: Type.Array(MenuItem),
  },
  { $id: 'Menu' },
);
export type Menu = Static<typeof Menu>;
export const MenuList = Type.Array(Menu);
export type MenuList = Static<typeof MenuList>;

/** The link between a dish and a restaurant serving it (culinary.dish_restaurants). */
export const DishRestaurant = Type.Object({ id: Type.Integer(), dishId: Type.Integer(), restaurantId: Type.Integer() });
export type DishRestaurant = Static<typeof DishRestaurant>;

// ---- reviews ----

export const Review = Type.Object(
  {
    id: Type.Integer(),
    content: Type.String(),
    rating: Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX }),
    imageUrl: Nullable(Type.String()),
    dishId: Nullable(Type.Integer()),
    restaurantId: Nullable(Type.Integer()),
    userId: Type.String(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'Review' },
);
export type Review = Static<typeof Review>;
export const ReviewList = Type.Array(Review);
export type ReviewList = Static<typeof ReviewList>;

/**
 * The text as typed; the server stores it trimmed. The pattern holds the trimmed length to
 * 10–2000 (first and last non-space character with 8 or more between them); maxLength on the
 * raw text bounds the work and, as raw ≥ trimmed, the upper limit too.
 */
const ReviewContent = Type.String({
  minLength: REVIEW_MIN_LENGTH,
  maxLength: REVIEW_MAX_LENGTH,
  pattern: `^\\s*\\S[\\s\\S]{${REVIEW_MIN_LENGTH - 2},}\\S\\s*$`,
  description: `${REVIEW_MIN_LENGTH} to ${REVIEW_MAX_LENGTH} characters once trimmed`,
});

const reviewFields = {
  content: ReviewContent,
  rating: Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX }),
  // The web never uploads the chosen file (spec §5); a link, when given, must be https.
  imageUrl: Type.Optional(Nullable(Type.String({ maxLength: 2048, pattern: '^https://\\S+$' }))),
};

/**
 * POST /api/reviews: about exactly one dish or one restaurant. The author comes from the ID
 * token; a `userId` in the body (the spec's client sends one) is not declared, so ignored.
 */
export const NewReview = Type.Union([
  Type.Object({ ...reviewFields, dishId: Id, restaurantId: Type.Optional(Type.Null()) }),
  Type.Object({ ...reviewFields, restaurantId: Id, dishId: Type.Optional(Type.Null()) }),
]);
export type NewReview = Static<typeof NewReview>;

export const culinaryRoutes = {
  // GET /api/dishes
  dishes: { response: { 200: DishList } },
  // GET /api/dishes/slug/{slug}
  dishBySlug: { response: { 200: Dish, 400: ErrorBody, 404: ErrorBody } },
  // GET /api/dishes/{id}/reviews
  dishReviews: { response: { 200: ReviewList, 400: ErrorBody, 404: ErrorBody } },
  // GET /api/dishes/{id}/similar
  dishSimilar: { response: { 200: DishList, 400: ErrorBody, 404: ErrorBody } },
  // GET /api/restaurants
  restaurants: { response: { 200: RestaurantList } },
  // GET /api/restaurants/slug/{slug}
  restaurantBySlug: { response: { 200: Restaurant, 400: ErrorBody, 404: ErrorBody } },
  // GET /api/restaurants/{id}/menus
  restaurantMenus: { response: { 200: MenuList, 400: ErrorBody, 404: ErrorBody } },
  // GET /api/restaurants/{id}/reviews
  restaurantReviews: { response: { 200: ReviewList, 400: ErrorBody, 404: ErrorBody } },
  // GET /api/restaurants/{id}/popular-dishes
  restaurantPopularDishes: { response: { 200: DishList, 400: ErrorBody, 404: ErrorBody } },
  // POST /api/reviews
  createReview: {
    body: NewReview,
    response: { 201: Review, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  },
};

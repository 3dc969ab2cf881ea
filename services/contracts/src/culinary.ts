import { Type, type Static } from 'typebox';
import { AnonymizeAnswer, ErrorBody, Nullable, Photo, Timestamp } from './common.ts';
import { MediaId } from './media.ts';
import { DecisionBody, ModerationLog, ModerationQuery, ModerationStatusSchema } from './moderation.ts';
import {
  DISH_SORTS,
  NEARBY_RADIUS_KM,
  RATING_MAX,
  RATING_MIN,
  REPORT_REASON_MAX_LENGTH,
  REPORT_REASON_MIN_LENGTH,
  RESTAURANT_KINDS,
  RESTAURANT_SORTS,
  REVIEW_MAX_LENGTH,
  REVIEW_MIN_LENGTH,
  REVIEWS_PAGE_DEFAULT,
  REVIEWS_PAGE_MAX,
} from './constants.ts';

/**
 * The culinary service's calls: dishes, places to eat ("restaurants", of several kinds), their
 * menus and visitors' reviews. Rules behind them: docs/product-rules.md, Culinary.
 */

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** How visitors rated a dish or a place: only reviews that are not hidden count. */
export const Rating = {
  averageRating: Nullable(
    Type.Number({ minimum: RATING_MIN, maximum: RATING_MAX, description: 'plain mean of the ratings, 2 decimals; null without any' }),
  ),
  ratingCount: Type.Integer({ minimum: 0 }),
  weightedRating: Type.Number({
    description: 'the damped average that orders "top rated": (m·C + sum) / (m + count), see RATING_PRIOR_WEIGHT',
  }),
};

// ---- references: just enough to name a thing in either language and link to it ----

export const DishRef = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  nameVi: Nullable(Type.String()),
});
export type DishRef = Static<typeof DishRef>;

export const RestaurantKind = Type.Enum(RESTAURANT_KINDS);

export const RestaurantRef = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  nameVi: Nullable(Type.String()),
  kind: RestaurantKind,
});
export type RestaurantRef = Static<typeof RestaurantRef>;

// ---- entities ----

export const Dish = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    nameVi: Nullable(Type.String()),
    imageUrl: Type.String({ description: 'always empty, kept for older clients: a bare address has no credit; use photo' }),
    /** Its photo with the credit it must be shown with; null: none is known (the placeholder shows). */
    photo: Nullable(Photo),
    description: Type.String(),
    descriptionVi: Nullable(Type.String()),
    region: Nullable(Type.String()),
    regionVi: Nullable(Type.String()),
    ingredient: Nullable(Type.String()),
    ingredientVi: Nullable(Type.String()),
    preparationTime: Nullable(Type.String({ description: 'only where a source gives one; null: not listed' })),
    /** A catalog location the dish belongs to (a plain id: no key crosses services). */
    locationId: Nullable(Type.Integer()),
    ...Rating,
    restaurants: Type.Array(RestaurantRef, { description: 'places to eat that serve it, the first one first' }),
    price: Nullable(
      Type.String({ description: 'as stated on the menu of the first place that serves it; null: price not listed' }),
    ),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'Dish' },
);
export type Dish = Static<typeof Dish>;
export const DishList = Type.Array(Dish);
export type DishList = Static<typeof DishList>;

export const Restaurant = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    nameVi: Nullable(Type.String()),
    kind: RestaurantKind,
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
    priceNote: Nullable(Type.String({ description: 'a price a source states for the venue, dated; null: not listed' })),
    priceNoteVi: Nullable(Type.String()),
    latitude: Nullable(Type.Number({ description: 'only where a source gives the position; null: no marker' })),
    longitude: Nullable(Type.Number()),
    ...Rating,
    /** True for a place a visitor suggested and an editor approved (always sent; false for the others). */
    suggestedByVisitors: Type.Optional(Type.Boolean()),
    /** What a suggested place serves, in the visitor's words; null for sourced places. */
    serves: Type.Optional(Nullable(Type.String())),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'Restaurant' },
);
export type Restaurant = Static<typeof Restaurant>;
export const RestaurantList = Type.Array(Restaurant);
export type RestaurantList = Static<typeof RestaurantList>;

/** Another place to eat near a place (GET /api/restaurants/{id}/nearby). */
export const NearbyRestaurant = Type.Object(
  {
    ...RestaurantRef.properties,
    distanceKm: Type.Number({
      minimum: 0,
      maximum: NEARBY_RADIUS_KM,
      description: 'straight-line distance from the place, in km rounded to 0.1',
    }),
  },
  { $id: 'NearbyRestaurant' },
);
export type NearbyRestaurant = Static<typeof NearbyRestaurant>;
export const NearbyRestaurantList = Type.Array(NearbyRestaurant);
export type NearbyRestaurantList = Static<typeof NearbyRestaurantList>;

export const MenuItem = Type.Object({
  id: Type.Integer(),
  price: Nullable(Type.String({ description: 'as a source states it; null: price not listed' })),
  dish: Type.Object({
    ...DishRef.properties,
    description: Type.String(),
    descriptionVi: Nullable(Type.String()),
  }),
});
export type MenuItem = Static<typeof MenuItem>;

export const Menu = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    nameVi: Nullable(Type.String()),
    description: Nullable(Type.String()),
    descriptionVi: Nullable(Type.String()),
    items: Type.Array(MenuItem),
  },
  { $id: 'Menu' },
);
export type Menu = Static<typeof Menu>;
export const MenuList = Type.Array(Menu);
export type MenuList = Static<typeof MenuList>;

export const Review = Type.Object(
  {
    id: Type.Integer(),
    /** Exactly one of dishId and restaurantId is set. */
    dishId: Nullable(Type.Integer()),
    restaurantId: Nullable(Type.Integer()),
    rating: Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX }),
    content: Type.String(),
    imageUrl: Nullable(Type.String()),
    authorName: Nullable(Type.String({ description: "the author's display name when they wrote it; null: the web shows \"Visitor\"" })),
    /** Present (true) only when the author deleted their data: authorName is null, the web shows "Deleted visitor". */
    authorDeleted: Type.Optional(Type.Boolean()),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    helpfulCount: Type.Integer({ minimum: 0 }),
    /** Only for a signed-in caller: they marked it helpful. */
    helpfulByMe: Type.Optional(Type.Boolean()),
    /** Only for a signed-in caller: they reported it (a review is reported once per user). */
    reportedByMe: Type.Optional(Type.Boolean()),
    /** Only for a signed-in caller: they wrote it (they may edit or delete it). */
    mine: Type.Optional(Type.Boolean()),
    /** Only on the caller's own review, when reports have hidden it from everyone else. */
    hidden: Type.Optional(Type.Boolean()),
  },
  { $id: 'Review' },
);
export type Review = Static<typeof Review>;
export const ReviewList = Type.Array(Review);
export type ReviewList = Static<typeof ReviewList>;

// ---- queries and bodies ----

const SearchText = Type.String({
  maxLength: 100,
  description: 'words that must each appear in a name, case ignored; diacritics ignored only in a word written without them',
});

// GET /api/dishes[?q=&sort=&region=]
export const ListDishesQuery = Type.Object({
  q: Type.Optional(SearchText),
  sort: Type.Optional(Type.Enum(DISH_SORTS)),
  region: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'words that must each appear in the region (either language), as q' }),
  ),
});
export type ListDishesQuery = Static<typeof ListDishesQuery>;

// GET /api/restaurants[?q=&kind=&sort=]
export const ListRestaurantsQuery = Type.Object({
  q: Type.Optional(SearchText),
  kind: Type.Optional(RestaurantKind),
  sort: Type.Optional(Type.Enum(RESTAURANT_SORTS)),
});
export type ListRestaurantsQuery = Static<typeof ListRestaurantsQuery>;

// GET /api/dishes/{id}/reviews, GET /api/restaurants/{id}/reviews: newest first
export const ListReviewsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: REVIEWS_PAGE_MAX, default: REVIEWS_PAGE_DEFAULT })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
});
export type ListReviewsQuery = Static<typeof ListReviewsQuery>;

const ReviewContent = Type.String({
  minLength: REVIEW_MIN_LENGTH,
  // Some slack before trimming; the service checks REVIEW_MAX_LENGTH after trimming.
  maxLength: REVIEW_MAX_LENGTH + 1000,
  description: `${REVIEW_MIN_LENGTH} to ${REVIEW_MAX_LENGTH} characters after trimming`,
});
const ReviewRating = Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX });
/** One of the caller's uploads in the media service (POST /api/media answers its id). */
const ImageId = MediaId;

/**
 * POST /api/reviews. The author comes from the verified token: a `userId` (which the old client
 * sent) is not declared, so the service drops it. Exactly one of dishId and restaurantId.
 */
export const CreateReviewBody = Type.Object({
  dishId: Type.Optional(Id),
  restaurantId: Type.Optional(Id),
  rating: ReviewRating,
  content: ReviewContent,
  imageId: Type.Optional(ImageId),
});
export type CreateReviewBody = Static<typeof CreateReviewBody>;

/** PATCH /api/reviews/{id}: any of these, at least one; imageId null removes the photo. */
export const UpdateReviewBody = Type.Object({
  rating: Type.Optional(ReviewRating),
  content: Type.Optional(ReviewContent),
  imageId: Type.Optional(Nullable(ImageId)),
});
export type UpdateReviewBody = Static<typeof UpdateReviewBody>;

/** POST /api/reviews/{id}/helpful and DELETE …/helpful answer the review's new state. */
export const HelpfulState = Type.Object({
  helpfulCount: Type.Integer({ minimum: 0 }),
  helpfulByMe: Type.Boolean(),
});
export type HelpfulState = Static<typeof HelpfulState>;

// POST /api/reviews/{id}/report
export const ReportBody = Type.Object({
  reason: Type.String({
    minLength: REPORT_REASON_MIN_LENGTH,
    maxLength: REPORT_REASON_MAX_LENGTH + 500,
    description: `${REPORT_REASON_MIN_LENGTH} to ${REPORT_REASON_MAX_LENGTH} characters after trimming`,
  }),
});
export type ReportBody = Static<typeof ReportBody>;
export const ReportAnswer = Type.Object({ reported: Type.Literal(true) });
export type ReportAnswer = Static<typeof ReportAnswer>;

// ---- places to eat suggested by visitors, and the editors' work (docs/product-rules.md, Moderation) ----

export const SUGGESTION_NAME_MAX_LENGTH = 120;
export const SUGGESTION_ADDRESS_MAX_LENGTH = 300;
export const SUGGESTION_SERVES_MAX_LENGTH = 500;

const SuggestionText = (max: number) =>
  Type.String({ minLength: 1, maxLength: max + 200, description: `1 to ${max} characters after trimming` });

// POST /api/restaurants/suggestions (signed in) → 201 SuggestionCreated. latitude and longitude:
// both or neither (else 400 naming the missing one).
export const SuggestionBody = Type.Object({
  name: SuggestionText(SUGGESTION_NAME_MAX_LENGTH),
  kind: RestaurantKind,
  address: SuggestionText(SUGGESTION_ADDRESS_MAX_LENGTH),
  serves: SuggestionText(SUGGESTION_SERVES_MAX_LENGTH),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
});
export type SuggestionBody = Static<typeof SuggestionBody>;
export const SuggestionCreated = Type.Object({ id: Type.Integer(), status: Type.Literal('pending') });
export type SuggestionCreated = Static<typeof SuggestionCreated>;

/** A suggested place to eat as editors see it. */
export const Suggestion = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    kind: RestaurantKind,
    address: Type.String(),
    serves: Type.String(),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    authorName: Nullable(Type.String({ description: "the visitor's display name when they sent it" })),
    status: ModerationStatusSchema,
    reason: Nullable(Type.String()),
    createdAt: Timestamp,
    /** Once approved: the place to eat it became. */
    restaurantId: Nullable(Type.Integer()),
    restaurantSlug: Nullable(Type.String()),
  },
  { $id: 'Suggestion' },
);
export type Suggestion = Static<typeof Suggestion>;
export const SuggestionList = Type.Array(Suggestion, { description: 'oldest first' });
export type SuggestionList = Static<typeof SuggestionList>;

/** What a review is about, to name and link it: a dish or a place to eat. */
export const ReviewSubject = Type.Object({
  type: Type.Union([Type.Literal('dish'), Type.Literal('restaurant')]),
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  nameVi: Nullable(Type.String()),
});
export type ReviewSubject = Static<typeof ReviewSubject>;

/**
 * A review visitors reported (GET /api/reviews/moderation/reported): hidden once it has
 * REPORTS_TO_HIDE reports. Approving keeps it (shown again, reports cleared); rejecting removes it
 * from everyone but its author for good.
 */
export const ReportedReview = Type.Object(
  {
    ...Review.properties,
    hidden: Type.Boolean(),
    subject: ReviewSubject,
    reportCount: Type.Integer({ minimum: 0, description: '0 once an editor approved it (its reports are cleared)' }),
    reports: Type.Array(Type.Object({ reason: Type.String(), createdAt: Timestamp }), { description: 'oldest first' }),
  },
  { $id: 'ReportedReview' },
);
export type ReportedReview = Static<typeof ReportedReview>;
export const ReportedReviewList = Type.Array(ReportedReview, { description: 'most reported first' });
export type ReportedReviewList = Static<typeof ReportedReviewList>;

/**
 * GET /api/reviews/mine/export (signed in): everything culinary keeps about the caller, newest
 * first in each list (what profile's export of a user's data gathers from culinary).
 */
export const MyCulinaryData = Type.Object(
  {
    /** The caller's reviews as they see them (one hidden by reports says so), each naming its subject. */
    reviews: Type.Array(Type.Object({ ...Review.properties, subject: ReviewSubject })),
    helpfulMarks: Type.Array(Type.Object({ reviewId: Type.Integer(), markedAt: Timestamp })),
    reports: Type.Array(Type.Object({ reviewId: Type.Integer(), reason: Type.String(), reportedAt: Timestamp })),
    /** The places to eat the caller suggested, any status. */
    suggestions: SuggestionList,
  },
  { $id: 'MyCulinaryData' },
);
export type MyCulinaryData = Static<typeof MyCulinaryData>;

const editorErrors = { 401: ErrorBody, 403: ErrorBody };

export const moderationRoutes = {
  // POST /api/restaurants/suggestions (signed in) → 201
  suggest: { body: SuggestionBody, response: { 201: SuggestionCreated, 400: ErrorBody, 401: ErrorBody } },
  // GET /api/restaurants/moderation/suggestions[?status=pending] (editors)
  suggestions: { querystring: ModerationQuery, response: { 200: SuggestionList, 400: ErrorBody, ...editorErrors } },
  // POST /api/restaurants/moderation/suggestions/{id}/decision (editors): approve makes it a place to eat
  decideSuggestion: { body: DecisionBody, response: { 200: Suggestion, 400: ErrorBody, ...editorErrors, 404: ErrorBody, 409: ErrorBody } },
  // GET /api/reviews/moderation/reported (editors): reviews with reports and no decision yet
  reported: { response: { 200: ReportedReviewList, ...editorErrors } },
  // POST /api/reviews/moderation/reported/{id}/decision (editors); 409: no report waits on it
  decideReview: { body: DecisionBody, response: { 200: ReportedReview, 400: ErrorBody, ...editorErrors, 404: ErrorBody, 409: ErrorBody } },
  // GET /api/restaurants/moderation/log (editors): culinary's decisions, newest first
  log: { response: { 200: ModerationLog, ...editorErrors } },
};

// ---- route schemas (params come from @tn/contracts/common: IdParams, SlugParams) ----

export const dishRoutes = {
  // GET /api/dishes
  list: { querystring: ListDishesQuery, response: { 200: DishList, 400: ErrorBody } },
  // GET /api/dishes/top-rated: at most TOP_RATED_DISHES, only dishes with a rating
  topRated: { response: { 200: DishList } },
  // GET /api/dishes/slug/{slug}
  bySlug: { response: { 200: Dish, 400: ErrorBody, 404: ErrorBody } },
  // GET /api/dishes/{id}/reviews (a signed-in caller also gets helpfulByMe and mine)
  reviews: { querystring: ListReviewsQuery, response: { 200: ReviewList, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } },
  // GET /api/dishes/{id}/similar: at most SIMILAR_DISHES
  similar: { response: { 200: DishList, 400: ErrorBody, 404: ErrorBody } },
};

export const restaurantRoutes = {
  // GET /api/restaurants
  list: { querystring: ListRestaurantsQuery, response: { 200: RestaurantList, 400: ErrorBody } },
  // GET /api/restaurants/slug/{slug}
  bySlug: { response: { 200: Restaurant, 400: ErrorBody, 404: ErrorBody } },
  // GET /api/restaurants/{id}/menus: active menus and available items, in display order
  menus: { response: { 200: MenuList, 400: ErrorBody, 404: ErrorBody } },
  // GET /api/restaurants/{id}/reviews
  reviews: { querystring: ListReviewsQuery, response: { 200: ReviewList, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } },
  // GET /api/restaurants/{id}/popular-dishes: at most POPULAR_DISHES
  popularDishes: { response: { 200: DishList, 400: ErrorBody, 404: ErrorBody } },
  // GET /api/restaurants/{id}/nearby: at most NEARBY_RESTAURANTS within NEARBY_RADIUS_KM, nearest
  // first; none when the place has no position
  nearby: { response: { 200: NearbyRestaurantList, 400: ErrorBody, 404: ErrorBody } },
};

const writeErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody };

export const reviewRoutes = {
  // POST /api/reviews → 201
  create: { body: CreateReviewBody, response: { 201: Review, ...writeErrors } },
  // PATCH /api/reviews/{id} (the author only)
  update: { body: UpdateReviewBody, response: { 200: Review, ...writeErrors } },
  // DELETE /api/reviews/{id} → 204 (the author only)
  remove: { response: { 204: Type.Null(), ...writeErrors } },
  // POST /api/reviews/{id}/helpful, DELETE /api/reviews/{id}/helpful
  helpful: { response: { 200: HelpfulState, ...writeErrors } },
  // POST /api/reviews/{id}/report
  report: { body: ReportBody, response: { 200: ReportAnswer, ...writeErrors } },
  // POST /api/reviews/mine/anonymize (no body): the caller's reviews lose their author name and
  // show as from a deleted visitor, their suggested places lose it too; idempotent. Called by
  // profile when a user deletes their data.
  anonymizeMine: { response: { 200: AnonymizeAnswer, 401: ErrorBody, 503: ErrorBody } },
  // GET /api/reviews/mine/export: what culinary keeps about the caller (MyCulinaryData)
  exportMine: { response: { 200: MyCulinaryData, 401: ErrorBody } },
};

/**
 * Runtime constants of the product, with no schema library attached: the web imports them
 * without bundling TypeBox, and the services read the same values. One place for each number.
 */

/** Votes one signed-in user may cast per week (Monday 00:00 Asia/Ho_Chi_Minh to the next). */
export const WEEKLY_VOTE_LIMIT = 3;

/** How long the matchupToken of a matchup stays good for a vote (it is single use too). */
export const MATCHUP_TOKEN_TTL_MINUTES = 30;

/** Location categories, in the order every screen lists them. */
export const LOCATION_CATEGORIES = ['spiritual', 'cultural_historical', 'ecotourism'] as const;
export type LocationCategory = (typeof LOCATION_CATEGORIES)[number];

/**
 * The author a visitor's photo credit stores when the account has no display name (never an
 * email); the web shows it in the visitor's language.
 */
export const PHOTO_AUTHOR_FALLBACK = 'Visitor';

/** Elo: everyone starts each monthly season at ELO_START; K is the largest move of one vote. */
export const ELO_START = 1000;
export const ELO_K = 32;

/** Sign-in providers the web offers (Firebase `sign_in_provider` ids). */
export const AUTH_PROVIDERS = ['google.com', 'facebook.com', 'github.com'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

// ---- Culinary (docs/product-rules.md, Culinary) ----

/** What a place to eat is; every seeded venue is one of these (a source names its kind). */
export const RESTAURANT_KINDS = ['homestay_village', 'tea_cooperative', 'food_street', 'restaurant'] as const;
export type RestaurantKind = (typeof RESTAURANT_KINDS)[number];

/** Orders of GET /api/dishes; the first is the default (the culinary page's "Top Rated"). */
export const DISH_SORTS = ['top-rated', 'newest'] as const;
export type DishSort = (typeof DISH_SORTS)[number];

/** Orders of GET /api/restaurants; the first is the default. */
export const RESTAURANT_SORTS = ['top-rated', 'newest', 'name'] as const;
export type RestaurantSort = (typeof RESTAURANT_SORTS)[number];

/** A review's star rating: a whole number in this range. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** A review's text, counted after trimming white space at both ends. */
export const REVIEW_MIN_LENGTH = 10;
export const REVIEW_MAX_LENGTH = 2000;

/** A report's reason, counted after trimming. */
export const REPORT_REASON_MIN_LENGTH = 1;
export const REPORT_REASON_MAX_LENGTH = 500;

/** Reports (each from a different user) that hide a review until an editor looks at it. */
export const REPORTS_TO_HIDE = 3;

/** A place's "similar places": same category first, then the nearest. */
export const SIMILAR_PLACES = 6;

/** How many dishes the top-rated tab, a dish's "similar dishes" and a place's "popular dishes" show. */
export const TOP_RATED_DISHES = 3;
export const SIMILAR_DISHES = 3;
export const POPULAR_DISHES = 3;

/**
 * A place's "nearby places to eat": at most NEARBY_RESTAURANTS other places with a known
 * position, nearest first, no farther than NEARBY_RADIUS_KM in a straight line.
 */
export const NEARBY_RESTAURANTS = 3;
export const NEARBY_RADIUS_KM = 30;

/**
 * The damped (Bayesian) average that orders "top rated": (m·C + sum of ratings) / (m + count),
 * with m = RATING_PRIOR_WEIGHT and C the mean of every visible rating of that kind of subject
 * (all dish reviews for dishes, all place reviews for places), or RATING_PRIOR_FALLBACK when there
 * is none. A single 5-star review cannot outrank many good ones.
 */
export const RATING_PRIOR_WEIGHT = 5;
export const RATING_PRIOR_FALLBACK = 3.5;

/** Reviews a list call answers at most (GET …/reviews?limit=). */
export const REVIEWS_PAGE_MAX = 100;
export const REVIEWS_PAGE_DEFAULT = 50;

// ---- Dashboard (docs/product-rules.md, Dashboard) ----

/** The travel moods a signed-in user may choose on the dashboard (none until chosen). */
export const TRAVEL_MOODS = ['adventure', 'relaxation', 'culture', 'nature', 'food'] as const;
export type TravelMood = (typeof TRAVEL_MOODS)[number];

/** A planned trip's notes, counted after trimming white space at both ends. */
export const TRIP_NOTES_MAX_LENGTH = 500;

/** How far ahead a trip may be planned, in years from today in the province (year 9999 is a slip). */
export const TRIP_MAX_YEARS_AHEAD = 5;

/** How many places GET /api/me/recommendations offers at most. */
export const RECOMMENDATIONS_MAX = 3;

// ---- Travel assistant ----

/** A question's length, counted after trimming white space at both ends. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

/** The earlier turns a request may carry (the service keeps no conversation of its own). */
export const CHAT_HISTORY_MAX_TURNS = 10;

// ---- Wikimedia Commons photos (the seeded ones), served from the site's own origin ----

/** Widths Commons keeps ready for every file (its standard thumbnail steps): the only ones asked of Commons. */
export const COMMONS_THUMBNAIL_WIDTHS = [330, 500, 960, 1280, 1920] as const;
/**
 * Widths the media service scales down itself from the next wider standard copy, where Commons'
 * steps leave gaps that common phones fall in. A photo across a phone's screen (its width less
 * the page's margins) needs 650-670 px on one 360-412 px wide at 1.75-2× (Lighthouse's phone
 * among them) and 980-1080 px at 2.6-3×; without these copies the browser takes the 960 px or
 * the 1280 px one, 1.4-1.8 times the pixels (the largest picture of a place's page and of the
 * culinary guide).
 */
export const COMMONS_SCALED_WIDTHS = [720, 1080] as const;
/** Every width a Commons photo is offered in (its srcset), ascending. */
export const COMMONS_COPY_WIDTHS: readonly number[] = [...COMMONS_THUMBNAIL_WIDTHS, ...COMMONS_SCALED_WIDTHS].sort((a, b) => a - b);
/**
 * Where the media service answers Commons' scaled copy of a file, by Commons' own thumbnail path:
 * `/media/commons/<a>/<ab>/<name>/<width>px-<name>` for
 * `https://upload.wikimedia.org/wikipedia/commons/thumb/<a>/<ab>/<name>/<width>px-<name>`.
 */
export const COMMONS_THUMB_PREFIX = '/media/commons';
/**
 * A Commons file name as its addresses write it (encodeURIComponent of the name: letters,
 * digits, _.!~*'()- and %XX; a title is at most 255 bytes, so at most 765 characters written so)
 * with a photo format Commons scales as itself: the only names whose copies are asked for (a
 * regular expression's source).
 */
export const COMMONS_FILE_NAME = "[A-Za-z0-9%_.!~*'()-]{1,765}\\.(?:[jJ][pP][eE]?[gG]|[pP][nN][gG]|[wW][eE][bB][pP])";

/** What a photo upload may be; anything else answers 415, whatever its name or declared type. */
export const MEDIA_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type MediaAcceptedType = (typeof MEDIA_ACCEPTED_TYPES)[number];
/** Largest photo upload accepted (10 MB); a bigger one answers 413. */
export const MEDIA_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

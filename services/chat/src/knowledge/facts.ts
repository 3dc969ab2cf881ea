import type { ChatLanguage } from '@tn/contracts/chat';
import type { LocationCategory, TravelMood } from '@tn/contracts/constants';
import type { Dish, Restaurant } from '@tn/contracts/culinary';
import type { Location } from '@tn/contracts/locations';
import { matchesSearch } from '@tn/contracts/search';
import { MOOD_CATEGORIES, PLACE_KINDS, type PlaceKind } from './intents.ts';
import { aliasesOf, findNamed, foldWords, type NameMatch } from './names.ts';
import type { Question } from './question.ts';
import type { TravelData } from './travel-data.ts';

/**
 * The data functions both modes answer from: local mode formats their results, OpenAI mode hands
 * them to the model as tool results. Every fact is quoted from the owning service's data in the
 * language asked for (the other language when that one is missing); a field the data leaves
 * empty stays null, so no answer can state an hour, a price or a place that is not there.
 */

export interface PlaceFacts {
  slug: string;
  name: string;
  category: string;
  region: string | null;
  address: string;
  description: string;
  openingHours: string | null;
  ticketPrice: string | null;
  tips: string | null;
  /** This month's rank; null: not ranked this month (nobody has voted on it yet). */
  rank: number | null;
  eloScore: number;
  matches: number;
  latitude: number;
  longitude: number;
  /** The place's page in the app, and a route to it on Google Maps. */
  link: string;
  directions: string;
}

export interface WhereToEat {
  name: string;
  kind: string;
  link: string;
}

export interface DishFacts {
  slug: string;
  name: string;
  description: string;
  region: string | null;
  /** As the menu of the first place serving it states it; null: not listed. */
  price: string | null;
  averageRating: number | null;
  ratingCount: number;
  whereToTry: WhereToEat[];
  link: string;
}

export interface RestaurantFacts {
  slug: string;
  name: string;
  kind: string;
  description: string | null;
  address: string | null;
  openingHours: string | null;
  priceNote: string | null;
  averageRating: number | null;
  ratingCount: number;
  link: string;
}

/** Which services could not be read: the answer then says so instead of "nothing found". */
export interface Missing {
  places: boolean;
  food: boolean;
}

const pick = (language: ChatLanguage, en: string, vi: string | null | undefined) => (language === 'vi' && vi?.trim() ? vi : en);
const pickNullable = (language: ChatLanguage, en: string | null, vi: string | null) =>
  (language === 'vi' ? (vi?.trim() ? vi : en) : (en?.trim() ? en : vi))?.trim() || null;

/** The same Google Maps route link the place page offers ("name, address"). */
export function directionsUrl(name: string, address: string): string {
  const destination = [name, address].map((p) => p.trim()).filter(Boolean).join(', ') || 'Thái Nguyên';
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

export function placeFacts(place: Location, language: ChatLanguage): PlaceFacts {
  const name = pick(language, place.name, place.nameVi);
  const address = pick(language, place.address, place.addressVi);
  return {
    slug: place.slug,
    name,
    category: place.category,
    region: place.region,
    address,
    description: pick(language, place.description, place.descriptionVi),
    openingHours: pickNullable(language, place.openingHours, place.openingHoursVi),
    ticketPrice: pickNullable(language, place.ticketPrice, place.ticketPriceVi),
    tips: pickNullable(language, place.tips, place.tipsVi),
    rank: place.rank,
    eloScore: place.eloScore,
    matches: place.matches,
    latitude: place.latitude,
    longitude: place.longitude,
    link: `/location/${place.slug}`,
    directions: directionsUrl(pick('vi', place.name, place.nameVi), pick('vi', place.address, place.addressVi)),
  };
}

export function dishFacts(dish: Dish, language: ChatLanguage): DishFacts {
  return {
    slug: dish.slug,
    name: pick(language, dish.name, dish.nameVi),
    description: pick(language, dish.description, dish.descriptionVi),
    region: pickNullable(language, dish.region, dish.regionVi),
    price: dish.price?.trim() || null,
    averageRating: dish.averageRating,
    ratingCount: dish.ratingCount,
    whereToTry: dish.restaurants.map((r) => ({ name: pick(language, r.name, r.nameVi), kind: r.kind, link: `/culinary/restaurant/${r.slug}` })),
    link: `/culinary/dish/${dish.slug}`,
  };
}

export function restaurantFacts(restaurant: Restaurant, language: ChatLanguage): RestaurantFacts {
  return {
    slug: restaurant.slug,
    name: pick(language, restaurant.name, restaurant.nameVi),
    kind: restaurant.kind,
    description: pickNullable(language, restaurant.description, restaurant.descriptionVi),
    address: pickNullable(language, restaurant.address, restaurant.addressVi),
    openingHours: pickNullable(language, restaurant.openingHours, restaurant.openingHoursVi),
    priceNote: pickNullable(language, restaurant.priceNote, restaurant.priceNoteVi),
    averageRating: restaurant.averageRating,
    ratingCount: restaurant.ratingCount,
    link: `/culinary/restaurant/${restaurant.slug}`,
  };
}

export interface NamesFound {
  places: NameMatch<Location>[];
  dishes: NameMatch<Dish>[];
  restaurants: NameMatch<Restaurant>[];
}

/** Distance in km between two points (haversine; plenty at a province's scale). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

/** One question's view of the data: each list read once (or from the short cache). */
export interface Snapshot {
  places: Location[];
  dishes: Dish[];
  restaurants: Restaurant[];
  missing: Missing;
}

export async function snapshotOf(data: TravelData): Promise<Snapshot> {
  const [places, dishes, restaurants] = await Promise.all([data.places(), data.dishes(), data.restaurants()]);
  return {
    places: places ?? [],
    dishes: dishes ?? [],
    restaurants: restaurants ?? [],
    missing: { places: places === null, food: dishes === null || restaurants === null },
  };
}

/** The places, dishes and places to eat a question names, best match first. */
export function namedIn(snapshot: Snapshot, question: Question): NamesFound {
  return {
    places: findNamed(question.folded, snapshot.places, () => ({ generic: true })),
    dishes: findNamed(question.folded, snapshot.dishes, (d) => ({
      generic: false,
      strip: areaNames(d.region, d.regionVi),
      also: areaAndLastWord(d, snapshot.dishes),
    })),
    restaurants: findNamed(question.folded, snapshot.restaurants, () => ({ generic: true })),
  };
}

/**
 * "Tân Cương tea" for "Tân Cương green tea": an English dish name that starts with its area, as
 * its area and last word (longer than the area alone, so the dish wins over "Tân Cương", the tea
 * hills). Not when another dish's name holds the same words ("Ba Bể fish": sour or grilled?).
 */
function areaAndLastWord(dish: Dish, dishes: readonly Dish[]): string[] {
  const name = foldWords(dish.name);
  const wordsOf = (folded: string) => new Set(folded.trim().split(' '));
  return areaNames(dish.region, dish.regionVi)
    .map(foldWords)
    .filter((area) => area.trim() !== '' && name.startsWith(area) && name.length > area.length)
    .map((area) => `${area}${name.trim().split(' ').at(-1)} `)
    .filter((short) => {
      const words = [...wordsOf(short)];
      return !dishes.some((other) => other !== dish && words.every((w) => wordsOf(foldWords(`${other.name} ${other.nameVi ?? ''}`)).has(w)));
    });
}

/** The place names in a dish's area ("xã Hà Châu, Phú Bình" → Hà Châu, Phú Bình). */
function areaNames(...areas: (string | null)[]): string[] {
  return areas
    .flatMap((area) => (area ?? '').split(/[,;()–]|\s(?:and|và)\s/u))
    .map((piece) => piece.trim().replace(/^(xã|người|huyện|tp)\s+|\s+(commune|communities|city)$/iu, '').trim())
    .filter(Boolean);
}

/** This month's ranked places, best first (the catalog answers them in rank order). */
export function standings(snapshot: Snapshot, language: ChatLanguage, limit = 5): PlaceFacts[] {
  return snapshot.places
    .filter((p) => p.rank !== null)
    .sort((a, b) => a.rank! - b.rank!)
    .slice(0, limit)
    .map((p) => placeFacts(p, language));
}

/** Places whose names say they are of one of these kinds (a waterfall, a museum…). */
export function placesOfKinds(snapshot: Snapshot, kinds: readonly PlaceKind[]): Location[] {
  const words = kinds.flatMap((k) => PLACE_KINDS[k]).map(foldWords);
  return snapshot.places.filter((p) => {
    const names = foldWords(`${p.name} ${p.nameVi ?? ''}`);
    return words.some((w) => names.includes(w));
  });
}

/**
 * The dishes of a place's area: those tied to the place, or whose area names the place's
 * region or the place itself ("Khang Ninh, Ba Bể" for Hồ Ba Bể).
 */
export function dishesAround(snapshot: Snapshot, language: ChatLanguage, place: Location, limit = 3): DishFacts[] {
  const areas = [...(place.region ? [foldWords(place.region)] : []), ...aliasesOf(place, { generic: true })];
  return snapshot.dishes
    .filter((d) => d.locationId === place.id || areas.some((a) => foldWords(`${d.region ?? ''} ${d.regionVi ?? ''}`).includes(a)))
    .slice(0, limit)
    .map((d) => dishFacts(d, language));
}

export interface SuggestOptions {
  /** Only among these places (e.g. of the kind asked for). */
  among?: readonly Location[];
  categories?: readonly LocationCategory[];
  mood?: TravelMood;
  /** Nearest to this place first (the place itself left out). */
  nearSlug?: string;
  limit?: number;
}

/**
 * Places to suggest: of the categories asked for (or the mood's), nearest to a place when one
 * is given, else this month's best ranked first, then the catalog's order.
 */
export function suggestPlaces(snapshot: Snapshot, language: ChatLanguage, options: SuggestOptions): PlaceFacts[] {
  const categories = new Set<string>([...(options.categories ?? []), ...(options.mood ? MOOD_CATEGORIES[options.mood] : [])]);
  const origin = options.nearSlug ? snapshot.places.find((p) => p.slug === options.nearSlug) : undefined;
  let places = (options.among ?? snapshot.places).filter((p) => (categories.size === 0 || categories.has(p.category)) && p.slug !== origin?.slug);
  if (origin) places = [...places].sort((a, b) => distanceKm(origin, a) - distanceKm(origin, b));
  else places = [...places].sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity));
  return places.slice(0, options.limit ?? 3).map((p) => placeFacts(p, language));
}

/** Places whose names hold every word of `query` (the catalog's own search rule). */
export function searchPlaces(snapshot: Snapshot, language: ChatLanguage, query: string, category?: string): PlaceFacts[] {
  return snapshot.places
    .filter((p) => (!category || p.category === category) && matchesSearch(query, [p.name, p.nameVi]))
    .map((p) => placeFacts(p, language));
}

/** Dishes whose names hold every word of `query` (all when empty), top rated first. */
export function searchDishes(snapshot: Snapshot, language: ChatLanguage, query = '', limit = 5): DishFacts[] {
  return snapshot.dishes.filter((d) => matchesSearch(query, [d.name, d.nameVi])).slice(0, limit).map((d) => dishFacts(d, language));
}

/** Places to eat whose names hold every word of `query` (all when empty), top rated first. */
export function searchRestaurants(snapshot: Snapshot, language: ChatLanguage, query = '', limit = 5): RestaurantFacts[] {
  return snapshot.restaurants.filter((r) => matchesSearch(query, [r.name, r.nameVi])).slice(0, limit).map((r) => restaurantFacts(r, language));
}

/**
 * Places to eat or stay of these kinds (all kinds when none), top rated first; near a place when
 * given: within 30 km of it when both positions are known, or with the place's name or region
 * in their address ("bản Pác Ngòi, xã Ba Bể" is near Hồ Ba Bể).
 */
export function restaurantsOfKinds(
  snapshot: Snapshot,
  language: ChatLanguage,
  kinds: readonly string[],
  near?: Location,
  limit = 5,
): RestaurantFacts[] {
  const areas = near ? [...(near.region ? [foldWords(near.region)] : []), ...aliasesOf(near, { generic: true })] : [];
  const isNear = (r: Restaurant) => {
    if (!near) return true;
    if (r.latitude !== null && r.longitude !== null && distanceKm(near, { latitude: r.latitude, longitude: r.longitude }) <= 30) return true;
    const address = foldWords(`${r.address ?? ''} ${r.addressVi ?? ''} ${r.name} ${r.nameVi ?? ''}`);
    return areas.some((a) => address.includes(a));
  };
  return snapshot.restaurants
    .filter((r) => (kinds.length === 0 || kinds.includes(r.kind)) && isNear(r))
    .slice(0, limit)
    .map((r) => restaurantFacts(r, language));
}

/** Places to eat with a known position within `radiusKm` of a place, nearest first. */
export function restaurantsNear(snapshot: Snapshot, language: ChatLanguage, place: Location, radiusKm = 30, limit = 3) {
  return snapshot.restaurants
    .filter((r) => r.latitude !== null && r.longitude !== null)
    .map((r) => ({ restaurant: r, km: distanceKm(place, { latitude: r.latitude!, longitude: r.longitude! }) }))
    .filter((r) => r.km <= radiusKm)
    .sort((a, b) => a.km - b.km)
    .slice(0, limit)
    .map((r) => ({ ...restaurantFacts(r.restaurant, language), distanceKm: Math.round(r.km * 10) / 10 }));
}

import type { LocationCategory, RestaurantKind, TravelMood } from '@tn/contracts/constants';
import { besideAName, hasPhrase, hasPhraseAsTyped, phraseOf, without, type Question } from './question.ts';

/**
 * What a question asks, from the usual ways of asking in Vietnamese and English. Phrases are
 * written as people type them and folded like the question (no case or accents), then found as
 * whole words in the question with the names of places and dishes taken out.
 */
export type Intent =
  | 'hours'
  | 'price'
  | 'where'
  | 'tips'
  | 'festival'
  | 'rank'
  | 'food'
  | 'stay'
  | 'suggest'
  | 'near'
  | 'about'
  | 'greeting'
  | 'thanks'
  | 'help';

const INTENT_PHRASES: Record<Intent, readonly string[]> = {
  hours: [
    'giờ mở cửa', 'mở cửa', 'đóng cửa', 'mấy giờ', 'giờ nào', 'khi nào mở', 'giờ giấc', 'thời gian mở',
    'open', 'opens', 'opening', 'opening hours', 'hours', 'close', 'closes', 'closing', 'what time', 'when',
  ],
  price: [
    // Not "giá" or "vé" alone: see INTENT_WORDS_AS_TYPED.
    'giá vé', 'giá cả', 'vé vào', 'mua vé', 'bao nhiêu tiền', 'bao nhiêu', 'mất phí', 'phí', 'chi phí', 'miễn phí',
    'price', 'prices', 'ticket', 'tickets', 'cost', 'costs', 'how much', 'fee', 'fees', 'entrance', 'admission', 'free',
  ],
  where: [
    'ở đâu', 'chỗ nào', 'nằm ở', 'địa chỉ', 'đường đi', 'cách đi', 'đi đến', 'đến bằng', 'đi thế nào', 'chỉ đường', 'bản đồ', 'đi như thế nào',
    'where', 'address', 'located', 'location', 'directions', 'how to get', 'get there', 'get to', 'map', 'route',
  ],
  tips: ['mẹo', 'lưu ý', 'kinh nghiệm', 'lời khuyên', 'nên biết', 'tip', 'tips', 'advice', 'know before'],
  rank: [
    'xếp hạng', 'thứ hạng', 'hạng mấy', 'hạng bao nhiêu', 'đứng thứ', 'đứng đầu', 'dẫn đầu', 'top', 'số một', 'số 1',
    'bình chọn', 'nhất', 'tốt nhất', 'đẹp nhất', 'nổi tiếng nhất', 'bảng xếp hạng',
    'rank', 'ranked', 'ranking', 'rankings', 'standings', 'best', 'top rated', 'leads', 'leading', 'leader', 'first place',
    'number one', 'most popular', 'most voted', 'votes', 'winning',
  ],
  food: [
    // Not "ăn" alone: typed without diacritics it is the English "an".
    'ăn gì', 'ăn ở đâu', 'đi ăn', 'nên ăn', 'món', 'món ăn', 'quán ăn', 'ăn uống', 'đặc sản', 'ẩm thực', 'quán', 'nhà hàng',
    'thưởng thức', 'nếm', 'uống',
    'eat', 'eating', 'food', 'foods', 'dish', 'dishes', 'cuisine', 'specialty', 'specialties', 'restaurant', 'restaurants',
    'try', 'taste', 'drink', 'local food',
  ],
  suggest: [
    'gợi ý', 'đề xuất', 'nên đi', 'nên đến', 'nên ghé', 'đi đâu', 'chơi đâu', 'tham quan', 'giới thiệu vài', 'có gì',
    'suggest', 'suggestion', 'suggestions', 'recommend', 'recommendation', 'recommendations', 'ideas', 'where should',
    'what to see', 'what to do', 'worth visiting', 'places to visit', 'visit',
  ],
  near: ['gần', 'gần đây', 'lân cận', 'quanh', 'xung quanh', 'near', 'nearby', 'close to', 'around'],
  about: ['là gì', 'giới thiệu', 'thông tin', 'kể về', 'biết về', 'có gì hay', 'what is', 'tell me about', 'about', 'info', 'information', 'describe'],
  // A place's festivals are in its tips.
  festival: ['lễ hội', 'festival', 'festivals'],
  stay: ['chỗ ở', 'nghỉ đêm', 'qua đêm', 'lưu trú', 'ngủ ở đâu', 'stay', 'accommodation', 'overnight', 'sleep'],
  greeting: ['xin chào', 'chào', 'chào bạn', 'hello', 'hi', 'hey', 'good morning', 'good afternoon'],
  thanks: ['cảm ơn', 'cám ơn', 'thank you', 'thanks', 'thank'],
  help: ['giúp', 'bạn làm được gì', 'bạn biết gì', 'help', 'what can you do'],
};

/**
 * Words that ask something only when typed with their diacritics: without them they are other
 * everyday words ("gia đình" family, "quốc gia" nation, "ve" for "về", about), so a bare "gia"
 * or "ve" never asks a price. Typed without diacritics, a price is asked in longer phrases
 * ("gia ve", "ve vao cua", "bao nhieu tien").
 */
const INTENT_WORDS_AS_TYPED: Partial<Record<Intent, readonly string[]>> = {
  price: ['giá', 'vé'],
};

/**
 * The province's own name. Every place and dish is in it, so the name alone asks nothing: a
 * question that names it is about the province as a whole (and answered with suggestions) only
 * when every other word of it is one of ABOUT_THE_PROVINCE. "Thời tiết ở Thái Nguyên?" asks about
 * the weather, which the data does not hold: "I don't know", not three temples and a cave.
 */
const PROVINCE_NAMES = ['thái nguyên'];
/**
 * Words that leave a question about the province as a whole ("Tell me about Thái Nguyên", "Du
 * lịch tỉnh Thái Nguyên có gì hay?", "things to do in Thai Nguyen"): what travellers ask of a
 * destination, the words that, like the name, hold for every place ("tỉnh", "du lịch",
 * "province", "tourism"), and the small words of a question. Any other word ("thời tiết",
 * "weather", "huyện", "governor") asks something the data may not hold. Numbers are let through
 * ("lịch trình 2 ngày"). Compared folded, word by word.
 */
const ABOUT_THE_PROVINCE = [
  ...INTENT_PHRASES.about,
  // The province, and travel in it.
  'tỉnh', 'thành phố', 'tp', 'vùng', 'vùng đất', 'du lịch', 'khách du lịch', 'địa điểm', 'điểm đến', 'điểm du lịch',
  'điểm tham quan', 'nơi', 'chỗ', 'chơi', 'đi chơi', 'làm gì', 'lịch trình', 'hướng dẫn', 'cẩm nang', 'review', 'ngày',
  'nổi tiếng', 'nổi bật', 'hấp dẫn', 'thú vị', 'đẹp', 'hay',
  'province', 'city', 'region', 'area', 'tourism', 'tourist', 'tourists', 'travel', 'travelling', 'traveling', 'trip', 'tour',
  'guide', 'itinerary', 'plan', 'planning', 'visit', 'visiting', 'place', 'places', 'spot', 'spots', 'attraction',
  'attractions', 'sights', 'sightseeing', 'highlights', 'things', 'see', 'do', 'go', 'going', 'famous', 'known', 'worth',
  'interesting', 'good', 'nice', 'beautiful', 'days', 'day',
  // The small words of a question.
  'ở', 'tại', 'về', 'của', 'có', 'gì', 'những', 'các', 'nào', 'không', 'thế nào', 'như thế nào', 'ra sao', 'sao', 'nhé',
  'nha', 'ạ', 'à', 'ơi', 'đi', 'lên', 'đến', 'tới', 'sắp', 'nên', 'thì', 'cho', 'tôi', 'mình', 'bạn', 'hãy', 'với', 'chút',
  'một chút', 'muốn',
  'tell', 'me', 'us', 'what', 'why', 's', 'm', 'is', 'are', 'am', 'there', 'in', 'to', 'for', 'the', 'a', 'an', 'of', 'it', 'can',
  'should', 'i', 'we', 'you', 'my', 'please', 'like', 'how', 'know', 'more', 'anything',
];

/** Kinds of place people ask for, to the catalog's categories. */
const CATEGORY_PHRASES: Record<LocationCategory, readonly string[]> = {
  spiritual: ['tâm linh', 'chùa', 'đền', 'đền chùa', 'lễ chùa', 'spiritual', 'temple', 'temples', 'pagoda', 'pagodas', 'religious', 'worship'],
  cultural_historical: [
    'lịch sử', 'văn hóa', 'di tích', 'bảo tàng', 'di sản', 'cách mạng', 'history', 'historic', 'historical', 'culture', 'cultural',
    'museum', 'museums', 'heritage', 'relic', 'relics',
  ],
  ecotourism: [
    'sinh thái', 'thiên nhiên', 'hồ', 'thác', 'hang động', 'động', 'núi', 'rừng', 'suối', 'cảnh đẹp', 'phong cảnh',
    'ecotourism', 'eco', 'nature', 'natural', 'lake', 'lakes', 'waterfall', 'waterfalls', 'cave', 'caves', 'mountain',
    'mountains', 'forest', 'scenery', 'outdoors',
  ],
};

/** Travel moods (the dashboard's), as people put them. */
const MOOD_PHRASES: Record<TravelMood, readonly string[]> = {
  adventure: ['phiêu lưu', 'mạo hiểm', 'khám phá', 'leo núi', 'trekking', 'adventure', 'adventurous', 'explore', 'hiking', 'trek', 'thrill'],
  relaxation: ['thư giãn', 'nghỉ ngơi', 'nghỉ dưỡng', 'yên tĩnh', 'yên bình', 'bình yên', 'relax', 'relaxing', 'relaxation', 'peaceful', 'quiet', 'calm', 'chill'],
  culture: ['văn hóa', 'truyền thống', 'dân tộc', 'lễ hội', 'culture', 'cultural', 'tradition', 'traditional', 'ethnic', 'festival'],
  nature: ['thiên nhiên', 'cảnh đẹp', 'sinh thái', 'nature', 'natural', 'scenery', 'green', 'outdoors', 'landscape'],
  food: ['ăn uống', 'ẩm thực', 'đặc sản', 'foodie', 'food', 'culinary', 'cuisine'],
};

/**
 * Kinds of place inside a category ("which waterfall…", "museum opening hours"): a place is of a
 * kind when one of these words is in its name (either language, folded, whole words).
 */
export const PLACE_KINDS = {
  waterfall: ['thác', 'waterfall', 'waterfalls'],
  lake: ['hồ', 'lake', 'lakes', 'reservoir'],
  // Not "động" alone: it is also the "động" of "hoạt động" (activity).
  cave: ['hang động', 'cave', 'caves'],
  pagoda: ['chùa', 'pagoda', 'pagodas'],
  temple: ['đền', 'temple', 'temples'],
  museum: ['bảo tàng', 'museum', 'museums'],
  national_park: ['vườn quốc gia', 'national park', 'national parks'],
} as const;
export type PlaceKind = keyof typeof PLACE_KINDS;

/** Kinds of place to eat or stay people ask for, to culinary's kinds. */
const EAT_KIND_PHRASES: Record<RestaurantKind, readonly string[]> = {
  homestay_village: ['homestay', 'homestays', 'nhà sàn', 'bản homestay', 'homestay village'],
  tea_cooperative: ['hợp tác xã', 'htx', 'hợp tác xã chè', 'tea cooperative', 'cooperative', 'tea farm'],
  food_street: ['phố ẩm thực', 'cung đường ẩm thực', 'food street', 'street food'],
  restaurant: ['nhà hàng', 'restaurant', 'restaurants'],
};

/** Which categories suit a mood (food points at dishes instead). */
export const MOOD_CATEGORIES: Record<TravelMood, readonly LocationCategory[]> = {
  adventure: ['ecotourism'],
  relaxation: ['ecotourism', 'spiritual'],
  culture: ['cultural_historical', 'spiritual'],
  nature: ['ecotourism'],
  food: [],
};

const compiled = <K extends string>(table: Record<K, readonly string[]>) =>
  Object.entries(table).map(([key, phrases]) => [key as K, (phrases as string[]).map(phraseOf)] as const);
const INTENTS = compiled(INTENT_PHRASES);
const INTENTS_AS_TYPED = compiled(INTENT_WORDS_AS_TYPED as Record<Intent, readonly string[]>);
const CATEGORIES = compiled(CATEGORY_PHRASES);
const MOODS = compiled(MOOD_PHRASES);
const KINDS = compiled(PLACE_KINDS);
const EAT_KINDS = compiled(EAT_KIND_PHRASES);

const found = <K extends string>(question: Question, table: readonly (readonly [K, Question[]])[]): K[] =>
  table.filter(([, phrases]) => phrases.some((p) => hasPhrase(question, p))).map(([key]) => key);

const PROVINCE = PROVINCE_NAMES.map(phraseOf);
// Word by word, so that phrases sharing a word ("địa điểm", "điểm du lịch") never hide each other.
const ABOUT_THE_PROVINCE_WORDS = new Set(ABOUT_THE_PROVINCE.flatMap((p) => phraseOf(p).folded.trim().split(' ')));

/** Whether the question names the province and asks nothing else about it (see PROVINCE_NAMES). */
function asksAboutTheProvince(question: Question): boolean {
  if (!PROVINCE.some((p) => hasPhrase(question, p))) return false;
  const rest = without(question, PROVINCE.map((p) => p.folded)).folded.split(' ');
  return rest.every((word) => !/\p{L}/u.test(word) || ABOUT_THE_PROVINCE_WORDS.has(word));
}

export interface Reading {
  intents: Set<Intent>;
  categories: LocationCategory[];
  moods: TravelMood[];
  kinds: PlaceKind[];
  /** Kinds of place to eat or stay asked for ("homestay", "tea cooperative"). */
  eatKinds: RestaurantKind[];
  /** A kind of place named beside a capitalised word no name matched ("Chùa Một Cột"): a place we do not know. */
  unknownName: boolean;
  /** The province as a whole ("Tell me about Thái Nguyên"): suggestions, not "unknown". */
  province: boolean;
}

/** What a question (with the names found in it taken out) asks for. */
export function readQuestion(question: Question): Reading {
  return {
    intents: new Set([
      ...found(question, INTENTS),
      ...INTENTS_AS_TYPED.filter(([, words]) => words.some((w) => hasPhraseAsTyped(question, w))).map(([intent]) => intent),
    ]),
    categories: found(question, CATEGORIES),
    moods: found(question, MOODS),
    kinds: found(question, KINDS),
    eatKinds: found(question, EAT_KINDS),
    unknownName: KINDS.some(([, phrases]) => phrases.some((p) => besideAName(question, p))),
    province: asksAboutTheProvince(question),
  };
}

import type { TravelMood } from '@tn/contracts/constants';
import { foldForSearch } from '@tn/contracts/search';

/**
 * The words that make a place fit a travel mood, in Vietnamese and English, matched against a
 * place's names and descriptions (both languages) ignoring case and accents, as whole words or
 * phrases. The one list: the recommendations' match score and the profile's mood match both come
 * from it (docs/product-rules.md, Dashboard).
 */
export const MOOD_KEYWORDS: Record<TravelMood, readonly string[]> = {
  adventure: [
    'leo núi', 'trekking', 'khám phá', 'mạo hiểm', 'hang động', 'đỉnh', 'đèo', 'thác', 'vách đá', 'chèo thuyền',
    'adventure', 'hiking', 'trek', 'climb', 'explore', 'cave', 'peak', 'pass', 'waterfall', 'kayak',
  ],
  relaxation: [
    'nghỉ dưỡng', 'thư giãn', 'yên bình', 'thanh bình', 'hồ', 'suối', 'homestay', 'đồi chè', 'bình yên', 'tĩnh lặng',
    'relax', 'peaceful', 'quiet', 'tranquil', 'lake', 'stream', 'resort', 'tea hills', 'calm', 'serene',
  ],
  culture: [
    'đền', 'chùa', 'di tích', 'bảo tàng', 'lịch sử', 'văn hóa', 'lễ hội', 'dân tộc', 'đình', 'cách mạng',
    'temple', 'pagoda', 'museum', 'historic', 'history', 'heritage', 'culture', 'festival', 'ethnic', 'relic',
  ],
  nature: [
    'hồ', 'núi', 'thác', 'hang', 'rừng', 'suối', 'đồi', 'sinh thái', 'thiên nhiên', 'vườn quốc gia',
    'lake', 'mountain', 'waterfall', 'cave', 'forest', 'stream', 'hill', 'ecotourism', 'nature', 'national park',
  ],
  food: [
    'ẩm thực', 'món', 'đặc sản', 'chè', 'trà', 'chợ', 'nhà hàng', 'quán', 'bánh', 'nông sản',
    'food', 'cuisine', 'dish', 'specialty', 'tea', 'market', 'restaurant', 'taste', 'cake', 'local produce',
  ],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One matcher per mood: each keyword as a whole word or phrase of the folded text. */
const MATCHERS = Object.fromEntries(
  Object.entries(MOOD_KEYWORDS).map(([mood, words]) => [
    mood,
    [...new Set(words.map(foldForSearch))].map((w) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(w)}(?![\\p{L}\\p{N}])`, 'u')),
  ]),
) as Record<TravelMood, RegExp[]>;

export interface PlaceText {
  name: string;
  nameVi: string | null;
  description: string;
  descriptionVi: string | null;
}

/**
 * How well a place fits a mood: the share, in whole percent, of the mood's distinct (folded)
 * keywords found in its names and descriptions. 0: it does not match.
 */
export function matchScore(mood: TravelMood, place: PlaceText): number {
  const text = foldForSearch([place.name, place.nameVi, place.description, place.descriptionVi].filter(Boolean).join('\n'));
  const matchers = MATCHERS[mood];
  const found = matchers.filter((m) => m.test(text)).length;
  return Math.round((100 * found) / matchers.length);
}

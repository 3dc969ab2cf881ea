import type { Restaurant } from '@tn/contracts/culinary';
import { describe, expect, it } from 'vitest';
import { readQuestion } from '../src/knowledge/intents.ts';
import { aliasesOf, findNamed } from '../src/knowledge/names.ts';
import { questionOf, without } from '../src/knowledge/question.ts';
import { composeAnswer } from '../src/local/local-answer.ts';
import { textsFor } from '../src/local/texts.ts';
import { COM_LAM, INJECTED, NUI_COC, place } from './fixtures.ts';

/** How a question is read: names, intents, the diacritics as typed. */
const read = (text: string) => readQuestion(questionOf(text));

describe('reading a question', () => {
  it('finds intents with or without diacritics, in either language', () => {
    for (const text of ['giờ mở cửa', 'gio mo cua', 'opening hours', 'When does it OPEN?']) expect(read(text).intents.has('hours'), text).toBe(true);
    for (const text of ['giá vé bao nhiêu', 'gia ve', 'how much', 'ticket price']) expect(read(text).intents.has('price'), text).toBe(true);
    for (const text of ['xếp hạng', 'xep hang', 'who leads this month', 'best']) expect(read(text).intents.has('rank'), text).toBe(true);
  });

  it('keeps the diacritics that were typed: "đến" is not "đền", "về" is not "vé", "chưa" is not "chùa"', () => {
    expect(read('nên đến đâu').categories).toEqual([]);
    expect(read('gợi ý đền').categories).toEqual(['spiritual']);
    // Without diacritics a word may be either.
    expect(read('goi y den').categories).toEqual(['spiritual']);
    expect(read('kể về nơi này').intents.has('price')).toBe(false);
    expect(read('đã đi chưa').categories).toEqual([]);
  });

  it('reads "gia" and "ve" without diacritics as the everyday words, not a price: "gia đình", "quốc gia", "về"', () => {
    for (const text of [
      'Hồ Núi Cốc có phù hợp cho gia đình không?',
      'Có vườn quốc gia nào đẹp?',
      'ke ve ho ba be',
      'cho toi biet ve chua hang',
      'co phu hop cho gia dinh khong',
      'đi về nhà',
    ]) {
      expect(read(text).intents.has('price'), text).toBe(false);
    }
    expect(read('Có vườn quốc gia nào đẹp?').kinds).toEqual(['national_park']);
  });

  it('still reads a price when asked for, typed with or without diacritics', () => {
    for (const text of ['giá vé', 'gia ve', 'vé bao nhiêu?', 'bao nhieu tien', 've vao cua', 'vé vào cửa', 'giá?', 'vé', 'mua ve o dau', 'gia ca the nao']) {
      expect(read(text).intents.has('price'), text).toBe(true);
    }
  });

  it('does not read the English "an" as "ăn" (to eat)', () => {
    expect(read('suggest an adventure').intents.has('food')).toBe(false);
    expect(read('nen an gi').intents.has('food')).toBe(true);
  });

  it('tells a kind of place named beside an unknown proper name ("Chùa Một Cột") from a plain kind', () => {
    expect(read('Chùa Một Cột mở cửa mấy giờ?')).toMatchObject({ kinds: ['pagoda'], unknownName: true });
    expect(read('When does One Pillar Pagoda open?')).toMatchObject({ kinds: ['pagoda'], unknownName: true });
    expect(read('Museum opening hours')).toMatchObject({ kinds: ['museum'], unknownName: false });
    expect(read('Which waterfall is the best?')).toMatchObject({ kinds: ['waterfall'], unknownName: false });
  });
});

describe('finding names', () => {
  const chuaHang = place({ id: 3, slug: 'chua-hang', name: 'Hang Pagoda (Kim Sơn Pagoda)', nameVi: 'Chùa Hang (Kim Sơn tự)' });
  const chuaHangDinhHoa = place({ id: 4, slug: 'chua-hang-dinh-hoa', name: 'Hang Pagoda, Định Hóa', nameVi: 'Chùa Hang Định Hóa' });
  const aoTien = place({ id: 5, slug: 'ao-tien', name: 'Fairy Pond', nameVi: 'Ao Tiên' });
  const places = [NUI_COC, chuaHang, chuaHangDinhHoa, aoTien];
  const named = (text: string) => findNamed(questionOf(text).folded, places, () => ({ generic: true })).map((m) => m.thing.slug);

  it('knows a place by either name, shortened, with or without diacritics', () => {
    expect(named('Hồ Núi Cốc ở đâu')).toEqual(['ho-nui-coc']);
    expect(named('nui coc mo cua may gio')).toEqual(['ho-nui-coc']);
    expect(named('Where is Núi Cốc Reservoir?')).toEqual(['ho-nui-coc']);
    expect(named('Kim Sơn pagoda')).toEqual(['chua-hang']);
  });

  it('prefers the longest name: "Chùa Hang Định Hóa" is not "Chùa Hang"', () => {
    expect(named('chùa hang định hóa ở đâu')[0]).toBe('chua-hang-dinh-hoa');
    expect(named('chùa hang ở đâu')).toEqual(['chua-hang']);
  });

  it('never shortens a name to a generic or everyday word ("Hang", "tiền")', () => {
    expect(aliasesOf(chuaHang, { generic: true })).not.toContain(' hang ');
    expect(named('bao nhiêu tiền')).toEqual([]);
    expect(named('Ao Tiên')).toEqual(['ao-tien']);
  });

  it('knows a dish by its area and last word ("Tân Cương tea"), over the place named by the area alone', () => {
    const teaHills = place({ id: 6, slug: 'doi-che-tan-cuong', name: 'Tân Cương tea hills', nameVi: 'Đồi chè Tân Cương' });
    const tea = { ...COM_LAM, id: 2, slug: 'che-tan-cuong', name: 'Tân Cương green tea', nameVi: 'Chè Tân Cương', region: 'Tân Cương, Thái Nguyên city', regionVi: 'Tân Cương, TP Thái Nguyên' };
    const snapshot = { places: [teaHills], dishes: [tea], restaurants: [], missing: { places: false, food: false } };
    const answer = (message: string) => composeAnswer(snapshot, { message, language: 'en' });
    expect(answer('How much is Tân Cương tea?')).toContain('[Tân Cương green tea](/culinary/dish/che-tan-cuong)');
    expect(answer('How much is Tân Cương tea?')).not.toContain('/location/doi-che-tan-cuong');
    expect(answer('Tân Cương tea hills tickets')).toContain('[Tân Cương tea hills](/location/doi-che-tan-cuong)');
    // Two dishes of one area ending in one word: the short form names neither.
    const sourFish = { ...COM_LAM, id: 3, slug: 'ca-chua-ba-be', name: 'Ba Bể sour fish', nameVi: 'Cá chua Ba Bể', region: 'Ba Bể', regionVi: 'Ba Bể' };
    const grilledFish = { ...COM_LAM, id: 4, slug: 'ca-nuong-ba-be', name: 'Grilled Ba Bể lake fish', nameVi: 'Cá nướng Ba Bể', region: 'Pác Ngòi', regionVi: 'Pác Ngòi' };
    const fish = { places: [], dishes: [sourFish, grilledFish], restaurants: [], missing: { places: false, food: false } };
    expect(composeAnswer(fish, { message: 'Ba Bể fish', language: 'en' })).not.toContain('/culinary/dish/ca-chua-ba-be');
    expect(composeAnswer(fish, { message: 'Ba Bể sour fish', language: 'en' })).toContain('/culinary/dish/ca-chua-ba-be');
  });

  it('knows a dish without its area: "cơm lam" is Cơm lam Định Hóa', () => {
    const dishes = findNamed(questionOf('ăn cơm lam ở đâu').folded, [COM_LAM], () => ({ generic: false, strip: ['Định Hóa'] }));
    expect(dishes.map((m) => m.thing.slug)).toEqual(['com-lam-dinh-hoa']);
  });

  it('takes the names out before reading intents: "Chùa Hang" does not ask for a rank (hạng)', () => {
    const question = questionOf('Chùa Hang ở đâu?');
    const rest = without(question, findNamed(question.folded, places, () => ({ generic: true })).map((m) => m.alias));
    expect([...readQuestion(rest).intents]).toEqual(['where']);
  });
});

describe('what is near a place', () => {
  const lake = place({ id: 10, slug: 'ho-ba-be', name: 'Ba Bể Lake', nameVi: 'Hồ Ba Bể', latitude: 22.41, longitude: 105.62 });
  const temple = place({ id: 11, slug: 'den-an-ma', name: 'An Mã Temple', nameVi: 'Đền An Mã', category: 'spiritual', latitude: 22.42, longitude: 105.62 });
  const fall = place({ id: 12, slug: 'thac-dau-dang', name: 'Đầu Đẳng Waterfall', nameVi: 'Thác Đầu Đẳng', latitude: 22.45, longitude: 105.7 });
  const farFall = place({ id: 13, slug: 'thac-mua-roi', name: 'Mưa Rơi Waterfall', nameVi: 'Thác Mưa Rơi', latitude: 21.9, longitude: 105.9 });
  const snapshot = { places: [lake, temple, fall, farFall], dishes: [], restaurants: [], missing: { places: false, food: false } };
  const linked = (answer: string) => [...answer.matchAll(/\(\/location\/([a-z-]+)\)/g)].map((m) => m[1]);

  it('names only the kind asked for, nearest first, in either language', () => {
    expect(linked(composeAnswer(snapshot, { message: 'Which waterfalls can I visit near Ba Bể?', language: 'en' }))).toEqual(['ho-ba-be', 'thac-dau-dang', 'thac-mua-roi']);
    expect(linked(composeAnswer(snapshot, { message: 'Gần hồ Ba Bể có thác nào?', language: 'vi' }))).toEqual(['ho-ba-be', 'thac-dau-dang', 'thac-mua-roi']);
    expect(linked(composeAnswer(snapshot, { message: 'Temples near Ba Bể Lake', language: 'en' }))).toEqual(['ho-ba-be', 'den-an-ma']);
  });

  it('names any place, nearest first, when no kind is asked for', () => {
    expect(linked(composeAnswer(snapshot, { message: 'What is near Ba Bể Lake?', language: 'en' }))).toEqual(['ho-ba-be', 'den-an-ma', 'thac-dau-dang', 'thac-mua-roi']);
  });
});

describe('the province by name', () => {
  // Every place is in Thái Nguyên: its name (or "tỉnh", "du lịch") names none of them.
  const snapshot = { places: [NUI_COC, INJECTED], dishes: [COM_LAM], restaurants: [], missing: { places: false, food: false } };
  const answer = (message: string, language: 'vi' | 'en') => composeAnswer(snapshot, { message, language });

  it('asks nothing by itself: a question outside the data that names it is "I don\'t know", in either language', () => {
    for (const message of ['Thời tiết ở Thái Nguyên?', 'Thời tiết Thái Nguyên hôm nay thế nào?', 'thoi tiet thai nguyen', 'Thời tiết du lịch tỉnh Thái Nguyên', 'Thái Nguyên có mấy huyện?']) {
      expect(answer(message, 'vi'), message).toBe(textsFor('vi').unknown);
    }
    for (const message of ['What is the weather in Thai Nguyen?', "What's the weather like in Thái Nguyên province?", 'Who is the governor of Thai Nguyen province?']) {
      expect(answer(message, 'en'), message).toBe(textsFor('en').unknown);
    }
  });

  it('still answers the province as a whole with suggestions, and what else is asked about it', () => {
    for (const message of ['Thái Nguyên', 'Kể về Thái Nguyên', 'Du lịch tỉnh Thái Nguyên có gì hay?', 'Các địa điểm du lịch Thái Nguyên', 'Lịch trình du lịch Thái Nguyên 2 ngày']) {
      expect(answer(message, 'vi'), message).toMatch(/^Gợi ý cho bạn:\n\n- \*\*\[Hồ Núi Cốc\]\(\/location\/ho-nui-coc\)/);
    }
    for (const message of ['Tell me about Thai Nguyen', 'things to do in Thai Nguyen', "What's Thái Nguyên like?"]) {
      expect(answer(message, 'en'), message).toMatch(/^Some suggestions:\n\n- \*\*\[Núi Cốc Reservoir\]\(\/location\/ho-nui-coc\)/);
    }
    expect(answer('Ăn gì ở Thái Nguyên?', 'vi')).toContain('[Cơm lam Định Hóa](/culinary/dish/com-lam-dinh-hoa)');
    expect(answer('Chùa ở Thái Nguyên', 'vi')).toContain('/location/den-thu');
  });
});

describe('local answers never invent', () => {
  const snapshot = { places: [NUI_COC], dishes: [COM_LAM], restaurants: [], missing: { places: false, food: false } };

  it('says an unknown field is unknown, in the language asked for', () => {
    expect(composeAnswer(snapshot, { message: 'giá vé hồ núi cốc', language: 'vi' })).toContain('Giá vé: chưa có thông tin trong dữ liệu của chúng tôi');
    expect(composeAnswer(snapshot, { message: 'nui coc ticket price', language: 'en' })).toContain('Tickets: not in our data yet');
  });

  it('says a place to eat without an address has no address, not unknown hours', () => {
    const market: Restaurant = {
      id: 9,
      slug: 'cho-phien-khang-ninh',
      name: 'Khang Ninh market',
      nameVi: 'Chợ phiên Khang Ninh',
      kind: 'food_street',
      imageUrl: null,
      images: [],
      description: null,
      descriptionVi: null,
      address: null,
      addressVi: null,
      phone: null,
      website: null,
      openingHours: 'Every five days',
      openingHoursVi: 'Năm ngày một phiên',
      priceNote: null,
      priceNoteVi: null,
      latitude: null,
      longitude: null,
      averageRating: null,
      ratingCount: 0,
      weightedRating: 3.5,
      createdAt: COM_LAM.createdAt,
      updatedAt: COM_LAM.updatedAt,
    };
    const withMarket = { ...snapshot, restaurants: [market] };
    expect(composeAnswer(withMarket, { message: 'Chợ phiên Khang Ninh', language: 'vi' })).toContain('- Địa chỉ: chưa có địa chỉ trong dữ liệu của chúng tôi\n- Giờ mở cửa: Năm ngày một phiên');
    expect(composeAnswer(withMarket, { message: 'Khang Ninh market', language: 'en' })).toContain('- Address: no address in our data yet\n- Opening hours: Every five days');
  });

  it('says when a service cannot be read, rather than "nothing found"', () => {
    const down = { ...snapshot, places: [], missing: { places: true, food: false } };
    expect(composeAnswer(down, { message: 'Which place leads this month?', language: 'en' })).toBe("I can't read the places data right now. Please try again in a few minutes.");
    const noFood = { ...snapshot, dishes: [], missing: { places: false, food: true } };
    expect(composeAnswer(noFood, { message: 'ăn gì?', language: 'vi' })).toContain('không đọc được dữ liệu ẩm thực');
  });
});

describe('standings', () => {
  const ranked = [1, 2, 3, 4, 5].map((rank) =>
    place({ id: 10 + rank, slug: `place-${rank}`, name: `Place ${rank}`, rank, matches: 1, eloScore: 1020 - rank }),
  );
  const snapshot = { places: ranked, dishes: [], restaurants: [], missing: { places: false, food: false } };
  const linesOf = (text: string) => text.split('\n').filter((line) => line.startsWith('- #'));

  it('lists the top 3 by default, or as many as asked (1 to 10)', () => {
    expect(linesOf(composeAnswer(snapshot, { message: 'Which place leads this month?', language: 'en' }))).toEqual([
      '- #1 **[Place 1](/location/place-1)** (Elo 1,019)',
      '- #2 **[Place 2](/location/place-2)** (Elo 1,018)',
      '- #3 **[Place 3](/location/place-3)** (Elo 1,017)',
    ]);
    // Scores are written as everywhere else in the app, in the language of the answer.
    expect(linesOf(composeAnswer(snapshot, { message: 'top 5 địa điểm', language: 'vi' }))).toEqual(
      [1, 2, 3, 4, 5].map((rank) => `- #${rank} **[Place ${rank}](/location/place-${rank})** (Elo 1.0${20 - rank})`),
    );
    expect(linesOf(composeAnswer(snapshot, { message: 'đâu là số 1?', language: 'vi' }))).toHaveLength(1);
    expect(linesOf(composeAnswer(snapshot, { message: 'top 50', language: 'en' }))).toHaveLength(3);
  });
});

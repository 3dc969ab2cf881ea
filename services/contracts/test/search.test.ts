import { describe, expect, it } from 'vitest';
import { foldForSearch, lowerForSearch, matchesSearch, SEARCH_MAX_WORDS, searchWords } from '../src/search.ts';

const lake = ['Nui Coc Lake', 'Hồ Núi Cốc'];
const temple = ['Doi Can Temple', 'Đền thờ Đội Cấn'];
const pagoda = ['Hang Pagoda, Dinh Hoa', 'Chùa Hang Định Hóa'];
const crater = ['Crater', 'Hố sâu'];

describe('foldForSearch and lowerForSearch', () => {
  it('folds case, every Vietnamese mark and đ/Đ', () => {
    expect(foldForSearch('Hồ Núi Cốc')).toBe('ho nui coc');
    expect(foldForSearch('ĐỀN THỜ ĐỘI CẤN')).toBe('den tho doi can');
    expect(foldForSearch('Ưu đãi')).toBe('uu dai');
  });

  it('lower-cases without dropping marks, whatever the Unicode form of the input', () => {
    const decomposed = 'HỒ'.normalize('NFD');
    expect(decomposed).not.toBe('HỒ');
    expect(lowerForSearch(decomposed)).toBe('hồ');
    expect(lowerForSearch('ĐỀN')).toBe('đền');
  });

  it('writes the tone of oa, oe and uy ending a syllable in one place', () => {
    expect(lowerForSearch('Định Hoá')).toBe(lowerForSearch('Định Hóa'));
    expect(lowerForSearch('Thuỷ')).toBe(lowerForSearch('Thủy'));
    expect(lowerForSearch('khoẻ')).toBe(lowerForSearch('khỏe'));
    // Before a final consonant both styles put the tone on the second vowel: nothing moves.
    expect(lowerForSearch('Hoàng')).toBe('hoàng');
  });
});

describe('searchWords', () => {
  it('splits on white space, keeps at most 8 words, and marks the words with diacritics', () => {
    expect(searchWords('  hồ   NUI  Cốc ')).toEqual([
      { lower: 'hồ', folded: 'ho', exact: true },
      { lower: 'nui', folded: 'nui', exact: false },
      { lower: 'cốc', folded: 'coc', exact: true },
    ]);
    expect(searchWords('Đ')).toEqual([{ lower: 'đ', folded: 'd', exact: true }]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(SEARCH_MAX_WORDS);
    expect(searchWords('   ')).toEqual([]);
  });
});

describe('matchesSearch', () => {
  it('matches every name for an empty query', () => {
    expect(matchesSearch('', lake)).toBe(true);
    expect(matchesSearch('  ', crater)).toBe(true);
  });

  it('ignores accents and case for a word written without diacritics', () => {
    for (const q of ['ho nui coc', 'HO NUI COC', 'nui coc', 'coc ho', 'lake']) expect(matchesSearch(q, lake), q).toBe(true);
    // Without marks, "ho" is in Hồ, Hố and thờ alike.
    expect(matchesSearch('ho', lake)).toBe(true);
    expect(matchesSearch('ho', crater)).toBe(true);
    expect(matchesSearch('ho', temple)).toBe(true); // thờ
    expect(matchesSearch('den', temple)).toBe(true); // Đền
  });

  it('matches the diacritics of a word written with them, ignoring only case', () => {
    expect(matchesSearch('HỒ', lake)).toBe(true);
    expect(matchesSearch('hồ', lake)).toBe(true);
    expect(matchesSearch('Núi Cốc', lake)).toBe(true);
    // The old behaviour found these for "HỒ": thờ, Hóa and Hố are not hồ.
    expect(matchesSearch('HỒ', temple)).toBe(false);
    expect(matchesSearch('HỒ', pagoda)).toBe(false);
    expect(matchesSearch('HỒ', crater)).toBe(false);
    expect(matchesSearch('Hố', lake)).toBe(false);
    expect(matchesSearch('Hố', crater)).toBe(true);
    // Đ is a letter of its own once written: "Đền" is not "Den", "den" is both.
    expect(matchesSearch('đền', temple)).toBe(true);
    expect(matchesSearch('ĐỀN', temple)).toBe(true);
    expect(matchesSearch('Đ', lake)).toBe(false);
    expect(matchesSearch('Đền', ['Den Temple', 'Den'])).toBe(false);
  });

  it('decides per word, so a half-accented query still finds the place', () => {
    expect(matchesSearch('hồ nui coc', lake)).toBe(true);
    expect(matchesSearch('ho Núi coc', lake)).toBe(true);
    expect(matchesSearch('hồ nui coc', crater)).toBe(false);
    // Every word must match.
    expect(matchesSearch('hồ zzz', lake)).toBe(false);
  });

  it('takes either spelling of a tone on oa, oe and uy', () => {
    expect(matchesSearch('Định Hoá', pagoda)).toBe(true);
    expect(matchesSearch('hóa', ['Hoá'])).toBe(true);
  });

  it('searches the names as one text and skips missing ones', () => {
    expect(matchesSearch('lake cốc', lake)).toBe(true);
    expect(matchesSearch('temple', ['Duom Temple', null])).toBe(true);
    expect(matchesSearch('đền', ['Duom Temple', null])).toBe(false);
    expect(matchesSearch(searchWords('nui coc'), lake)).toBe(true);
  });
});

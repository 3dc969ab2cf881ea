import { describe, expect, it } from 'vitest';
import { ELLIPSIS, toPlainText, truncate } from './truncate.ts';

describe('truncate (50 plain-text characters, 80 % last-space rule)', () => {
  it('leaves text within the limit untouched, without an ellipsis', () => {
    expect(truncate('Short text.', 50)).toBe('Short text.');
    const exactly50 = 'a'.repeat(50);
    expect(truncate(exactly50, 50)).toBe(exactly50);
  });

  it('cuts at the last space when it lies beyond 80 % of the limit', () => {
    // 45 letters, a space at index 45 (> 40), then more words.
    const text = `${'a'.repeat(45)} bbbbbbbbbb cccc`;
    expect(truncate(text, 50)).toBe(`${'a'.repeat(45)}${ELLIPSIS}`);
  });

  it('cuts at the limit when the last space is at or before 80 % of it', () => {
    // Only space at index 40: exactly 80 % is not beyond it.
    const text = `${'a'.repeat(40)} ${'b'.repeat(30)}`;
    expect(truncate(text, 50)).toBe(`${'a'.repeat(40)} ${'b'.repeat(9)}${ELLIPSIS}`);
    // No space at all: a long word is still cut.
    expect(truncate('x'.repeat(80), 50)).toBe(`${'x'.repeat(50)}${ELLIPSIS}`);
  });

  it('uses the space at index 41 (just beyond 80 %)', () => {
    const text = `${'a'.repeat(41)} ${'b'.repeat(30)}`;
    expect(truncate(text, 50)).toBe(`${'a'.repeat(41)}${ELLIPSIS}`);
  });

  it('works on a real Vietnamese description and never leaves a trailing space', () => {
    const text = 'Hồ Núi Cốc là hồ nhân tạo lớn nằm giữa những đồi chè xanh mướt của Thái Nguyên.';
    const cut = truncate(text, 50);
    expect(cut.endsWith(ELLIPSIS)).toBe(true);
    expect(Array.from(cut.slice(0, -1)).length).toBeLessThanOrEqual(50);
    expect(cut).toBe(`Hồ Núi Cốc là hồ nhân tạo lớn nằm giữa những đồi${ELLIPSIS}`);
  });

  it('counts decomposed Vietnamese (NFD) as the letters a reader sees', () => {
    const nfc = 'Đền Đuổm là ngôi đền cổ linh thiêng bậc nhất của vùng đất Thái Nguyên';
    expect(truncate(nfc.normalize('NFD'), 50)).toBe(truncate(nfc, 50));
  });

  it('strips markup to plain text before counting', () => {
    const html = '<p>Tea <b>hills</b> &amp; lakes</p><script>alert(1)</script>';
    expect(truncate(html, 50)).toBe('Tea hills & lakes');
    const long = `<div class="x">${'word '.repeat(20)}</div>`;
    const cut = truncate(long, 50);
    expect(cut).not.toContain('<');
    expect(cut).toBe(`${'word '.repeat(9)}word${ELLIPSIS}`);
  });
});

describe('toPlainText', () => {
  it('decodes entities and collapses whitespace', () => {
    expect(toPlainText('  a&nbsp;&lt;b&gt;\n\t c &#39;d&#x27; &quot;e&quot; &unknown; ')).toBe(`a <b> c 'd' "e" &unknown;`);
  });
  it('keeps a lone "<" that is not a tag', () => {
    expect(toPlainText('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
  });
});

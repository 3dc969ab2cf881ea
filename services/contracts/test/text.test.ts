import { describe, expect, it } from 'vitest';
import { textLength } from '../src/text.ts';

describe('textLength', () => {
  it('counts letters as a reader does: a decomposed Vietnamese letter or an emoji is one', () => {
    expect(textLength('Ngon tuyệt')).toBe(10);
    expect(textLength('Ngon tuye\u0302\u0323t')).toBe(10);
    expect('Ngon tuye\u0302\u0323t'.length).toBe(12);
    expect(textLength('Ngon 😋')).toBe(6);
    expect('Ngon 😋'.length).toBe(7);
    expect(textLength('')).toBe(0);
  });
});

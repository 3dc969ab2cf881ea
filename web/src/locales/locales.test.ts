import { describe, expect, it } from 'vitest';
import en from './en.json';
import vi from './vi.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  const viKeys = flatten(vi);
  const enKeys = flatten(en);

  it('have exactly the same keys, at every depth', () => {
    expect([...viKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('have only non-empty string values', () => {
    for (const [name, map] of [['vi', viKeys], ['en', enKeys]] as const) {
      for (const [key, value] of map) {
        expect(typeof value, `${name}:${key}`).toBe('string');
        expect((value as string).trim(), `${name}:${key}`).not.toBe('');
      }
    }
  });

  it('keep one Vietnamese spelling per term, and carousels say "mục", not "trang" or "băng chuyền"', () => {
    const texts = [...viKeys.values()].join('\n');
    for (const old of ['Tỉ lệ', 'hàng tuần', 'hàng tháng', 'băng chuyền', 'Trang trước', 'Trang sau', 'Bỏ qua, đến', 'Gợi ý cho bạn', 'hệ thống Elo']) {
      expect(texts.toLocaleLowerCase('vi'), old).not.toContain(old.toLocaleLowerCase('vi'));
    }
  });

  it('spell English the American way, as the dashboard\'s "Favorites" does', () => {
    const texts = [...enKeys.values()].join('\n').toLowerCase();
    for (const british of ['favourite', 'colour', 'centre', 'organis', 'travelled', 'cancelled']) expect(texts, british).not.toContain(british);
  });

  it('use the same interpolation placeholders in both languages', () => {
    for (const [key, value] of viKeys) {
      expect(placeholders(value as string), key).toEqual(placeholders(enKeys.get(key) as string));
    }
  });
});

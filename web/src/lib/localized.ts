import type { Language } from './i18n.ts';

/** Fields of T that have a Vietnamese twin (`name` → `nameVi`). */
export type LocalizableField<T> = {
  [K in keyof T & string]: `${K}Vi` extends keyof T ? K : never;
}[keyof T & string];

/**
 * Vietnamese fields are used when present, otherwise the English ones.
 * `localized(location, 'name', 'vi')` reads `nameVi` and falls back to `name` when the
 * Vietnamese value is null, undefined or blank.
 */
export function localized<T extends object, K extends LocalizableField<T>>(
  item: T,
  field: K,
  language: Language,
): T[K] {
  if (language === 'vi') {
    const vi: unknown = (item as Record<string, unknown>)[`${field}Vi`];
    if (typeof vi === 'string' && vi.trim() !== '') return vi as T[K];
  }
  return item[field];
}

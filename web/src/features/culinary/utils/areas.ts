import type { Language } from '../../../lib/i18n.ts';

/**
 * The areas of the province that a dish's region names, as the region filter offers them. A
 * region is free text ("Khang Ninh, Ba Bể", "Người Tày ở Định Hóa; Bắc Kạn"), so listing regions
 * as written gave overlapping choices; an area is offered when some region names it, and the
 * service matches the choice against every region that contains its words.
 *
 * In alphabetical order, the same in both languages (a test holds it to each one's collation):
 * the choices need no sorting, and so no Intl.Collator, on the screen's first drawing.
 */
const AREAS: ReadonlyArray<Record<Language, string>> = [
  { vi: 'Ba Bể', en: 'Ba Bể' },
  { vi: 'Bắc Kạn', en: 'Bắc Kạn' },
  { vi: 'Đại Từ', en: 'Đại Từ' },
  { vi: 'Định Hóa', en: 'Định Hóa' },
  { vi: 'Na Rì', en: 'Na Rì' },
  { vi: 'Phú Bình', en: 'Phú Bình' },
  { vi: 'Phú Lương', en: 'Phú Lương' },
  { vi: 'TP Thái Nguyên', en: 'Thái Nguyên city' },
  { vi: 'Võ Nhai', en: 'Võ Nhai' },
];

/** Every area, in `language`, in alphabetical order. */
export const allAreas = (language: Language) => AREAS.map((area) => area[language]);

/** The areas, in `language`, that at least one of `regions` names (case aside), in alphabetical order. */
export function areasNamedIn(regions: ReadonlyArray<string | null | undefined>, language: Language): string[] {
  const texts = regions.filter((region): region is string => Boolean(region)).map((region) => region.toLocaleLowerCase(language));
  return allAreas(language).filter((area) => texts.some((text) => text.includes(area.toLocaleLowerCase(language))));
}

/**
 * The area, in `language`, that `value` names in either language (case aside), or '' when it
 * names none. The region in the address is read through this: a link shared from the other
 * language selects the same area, and an unknown one (mistyped, or a region as written before
 * areas) is no filter, as an unknown category or sort is elsewhere, rather than a choice of its own.
 */
export function areaNamed(value: string, language: Language): string {
  const wanted = value.trim().toLocaleLowerCase(language);
  if (!wanted) return '';
  return AREAS.find((area) => Object.values(area).some((name) => name.toLocaleLowerCase(language) === wanted))?.[language] ?? '';
}

import type { Language } from '../../../lib/i18n.ts';

/**
 * The areas of the province that a dish's region names, as the region filter offers them. A
 * region is free text ("Khang Ninh, Ba Bể", "Người Tày ở Định Hóa; Bắc Kạn"), so listing regions
 * as written gave overlapping choices; an area is offered when some region names it, and the
 * service matches the choice against every region that contains its words.
 */
const AREAS: ReadonlyArray<Record<Language, string>> = [
  { vi: 'TP Thái Nguyên', en: 'Thái Nguyên city' },
  { vi: 'Phú Lương', en: 'Phú Lương' },
  { vi: 'Phú Bình', en: 'Phú Bình' },
  { vi: 'Đại Từ', en: 'Đại Từ' },
  { vi: 'Định Hóa', en: 'Định Hóa' },
  { vi: 'Võ Nhai', en: 'Võ Nhai' },
  { vi: 'Ba Bể', en: 'Ba Bể' },
  { vi: 'Na Rì', en: 'Na Rì' },
  { vi: 'Bắc Kạn', en: 'Bắc Kạn' },
];

/** The areas, in `language`, that at least one of `regions` names (case aside). */
export function areasNamedIn(regions: ReadonlyArray<string | null | undefined>, language: Language): string[] {
  const texts = regions.filter((region): region is string => Boolean(region)).map((region) => region.toLocaleLowerCase(language));
  return AREAS.map((area) => area[language]).filter((area) => texts.some((text) => text.includes(area.toLocaleLowerCase(language))));
}

/**
 * Which texts of vi.json and en.json arrive with which screen. vi.json and en.json stay the one
 * place texts are written; the build (web/build/screen-texts.ts) cuts them along this table:
 *
 * - the shell's texts (every top-level group no screen below names) are part of the app's first
 *   scripts, in Vietnamese (the default language);
 * - each screen's groups are a small file of their own per language, fetched with the screen's
 *   chunk (src/app/router.tsx; the route preload script asks for it alongside), and registered
 *   before the screen draws; a language switch fetches the other language's texts of every
 *   screen already opened before it switches (lib/i18n.ts), so no key ever shows raw.
 *
 * A group may be named by several screens (a place's page shows voting and ranking texts); the
 * build fails when a screen's code, or the shell's, uses a group it does not get here.
 */

/** Per route module (src/app/routes/<name>.tsx), the top-level groups of texts its screen uses beyond the shell's. */
export const SCREEN_TEXTS = {
  discover: ['discover', 'photos'],
  voting: ['voting', 'dashboard'],
  rankings: ['rankings'],
  location: ['location', 'photos', 'voting', 'rankings'],
  culinary: ['culinary', 'suggestPlace', 'photos'],
  dish: ['culinary', 'photos'],
  restaurant: ['culinary', 'suggestPlace', 'location', 'photos'],
  about: ['about'],
  dashboard: ['dashboard', 'voting'],
  admin: ['admin', 'photos', 'culinary'],
} as const satisfies Record<string, readonly string[]>;

export type Screen = keyof typeof SCREEN_TEXTS;

/** Groups that come with a screen, not with the shell. */
export const SCREEN_GROUPS: ReadonlySet<string> = new Set(Object.values(SCREEN_TEXTS).flat());

/** The part of a locale's texts a screen gets ('shell': everything no screen names). */
export function textsOf<T extends Record<string, unknown>>(texts: T, part: Screen | 'shell'): Partial<T> {
  const groups: ReadonlySet<string> = part === 'shell' ? SCREEN_GROUPS : new Set(SCREEN_TEXTS[part]);
  return Object.fromEntries(Object.entries(texts).filter(([group]) => (part === 'shell' ? !groups.has(group) : groups.has(group)))) as Partial<T>;
}

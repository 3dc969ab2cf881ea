import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Screen } from '../locales/screen-texts.ts';
import { LANGUAGE_STORAGE_KEY } from './language-key.ts';
import viShell from '../locales/vi.json?shell&texts';
import type vi from '../locales/vi.json';

export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';

/** The Intl locale of each language, for numbers and dates in the reader's notation. */
export const INTL_LOCALE: Record<Language, string> = { vi: 'vi-VN', en: 'en-US' };
export { LANGUAGE_STORAGE_KEY };

type Texts = Record<string, unknown>;
type Load = () => Promise<{ default: Texts }>;

/**
 * The texts come in parts (src/locales/screen-texts.ts): the shell's, part of the app in
 * Vietnamese (the default) and fetched in English when chosen, and each screen's, fetched with
 * its chunk (loadScreenTexts, from the router) in the language shown. Choosing a language
 * fetches its parts of the shell and of every screen opened so far before switching
 * (setLanguage), and the stored choice's are fetched before the first render (main.tsx): no
 * text ever shows as its key, and the first load carries one screen's texts, not all.
 */
const SHELL: Record<Language, Load> = {
  vi: async () => ({ default: viShell }),
  en: () => import('../locales/en.json?shell&texts'),
};
const SCREENS: Record<Screen, Record<Language, Load>> = {
  discover: { vi: () => import('../locales/vi.json?discover&texts'), en: () => import('../locales/en.json?discover&texts') },
  voting: { vi: () => import('../locales/vi.json?voting&texts'), en: () => import('../locales/en.json?voting&texts') },
  rankings: { vi: () => import('../locales/vi.json?rankings&texts'), en: () => import('../locales/en.json?rankings&texts') },
  location: { vi: () => import('../locales/vi.json?location&texts'), en: () => import('../locales/en.json?location&texts') },
  culinary: { vi: () => import('../locales/vi.json?culinary&texts'), en: () => import('../locales/en.json?culinary&texts') },
  dish: { vi: () => import('../locales/vi.json?dish&texts'), en: () => import('../locales/en.json?dish&texts') },
  restaurant: { vi: () => import('../locales/vi.json?restaurant&texts'), en: () => import('../locales/en.json?restaurant&texts') },
  about: { vi: () => import('../locales/vi.json?about&texts'), en: () => import('../locales/en.json?about&texts') },
  dashboard: { vi: () => import('../locales/vi.json?dashboard&texts'), en: () => import('../locales/en.json?dashboard&texts') },
  admin: { vi: () => import('../locales/vi.json?admin&texts'), en: () => import('../locales/en.json?admin&texts') },
};

/** Screens whose texts are in use: a new language brings theirs too. */
const opened = new Set<Screen>();
const parts = new Map<string, Promise<void>>();

function loadPart(language: Language, part: Screen | 'shell'): Promise<void> {
  const key = `${language}:${part}`;
  let loading = parts.get(key);
  if (!loading) {
    const load = part === 'shell' ? SHELL[language] : SCREENS[part][language];
    loading = load().then(({ default: texts }) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true);
    });
    // A part that failed (offline) is asked for again next time.
    loading.catch(() => parts.delete(key));
    parts.set(key, loading);
  }
  return loading;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof vi };
  }
}

/**
 * Makes a language's texts available: the shell's and those of every screen opened so far;
 * resolves once they are (at once when they already are).
 */
export async function loadLanguage(language: Language): Promise<void> {
  const hadShell = i18n.hasResourceBundle(language, 'translation');
  await Promise.all([loadPart(language, 'shell'), ...[...opened].map((screen) => loadPart(language, screen))]);
  // Started in a language whose texts were not there yet, i18next resolved it to the fallback
  // (vi): resolving again makes the texts and the language everyone reads agree.
  if (!hadShell && i18n.language === language) await i18n.changeLanguage(language);
}

/** A screen's texts in the language shown (and in any language chosen later), before it draws. */
export function loadScreenTexts(screen: Screen): Promise<void> {
  opened.add(screen);
  return loadPart(resolveLanguage(i18n.language), screen);
}

export function isLanguage(value: unknown): value is Language {
  return value === 'vi' || value === 'en';
}

/** Anything other than 'en' or 'vi' (missing, 'fr', garbage) means Vietnamese, the default. */
export function resolveLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

// Storage can throw (disabled cookies, private modes); the app must still start.
function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeStored(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies for this visit.
  }
}

export function readStoredLanguage(): Language {
  return resolveLanguage(readStored());
}

function syncDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();

/**
 * Initialises i18next from the stored choice. Every later change of language (from the
 * switcher or anywhere else) goes through `languageChanged`, which keeps localStorage and
 * `<html lang>` in step.
 */
export function initI18n(): typeof i18n {
  const language = readStoredLanguage();
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (next: string) => {
      const lang = resolveLanguage(next);
      writeStored(lang);
      syncDocument(lang);
    });
    void i18n.use(initReactI18next).init({
      // The shell's Vietnamese texts; the rest arrives later (loadLanguage, loadScreenTexts).
      resources: { vi: { translation: viShell } },
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      defaultNS: 'translation',
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      initAsync: false,
      showSupportNotice: false,
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  syncDocument(language);
  return i18n;
}

export async function setLanguage(language: Language): Promise<unknown> {
  await loadLanguage(language);
  return i18n.changeLanguage(language);
}

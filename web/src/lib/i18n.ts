import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import vi from '../locales/vi.json';

export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';

/** The Intl locale of each language, for numbers and dates in the reader's notation. */
export const INTL_LOCALE: Record<Language, string> = { vi: 'vi-VN', en: 'en-US' };
/** The language choice is kept in localStorage under this key. */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Vietnamese, the default, is part of the app; English is fetched when a visitor chooses it
 * (a tenth of the first load saved for everyone else). The stored choice is loaded before the
 * first render (main.tsx), a new choice before the switch (setLanguage).
 */
const MESSAGES: Record<Language, () => Promise<typeof vi>> = {
  vi: async () => vi,
  en: async () => (await import('../locales/en.json')).default,
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof vi };
  }
}

/** Makes a language's texts available; resolves once they are (at once when they already are). */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await MESSAGES[language]());
  // Started in a language whose texts were not there yet, i18next resolved it to the fallback
  // (vi): resolving again makes the texts and the language everyone reads agree.
  if (i18n.language === language) await i18n.changeLanguage(language);
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
      // English texts arrive later (loadLanguage) and are used from then on.
      resources: { vi: { translation: vi } },
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

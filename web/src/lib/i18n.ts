import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import vi from '../locales/vi.json';

export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';

/** The Intl locale of each language, for numbers and dates in the reader's notation. */
export const INTL_LOCALE: Record<Language, string> = { vi: 'vi-VN', en: 'en-US' };
/** The language choice is kept in localStorage under this key. */
export const LANGUAGE_STORAGE_KEY = 'language';

export const resources = {
  vi: { translation: vi },
  en: { translation: en },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['vi'];
  }
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
      resources,
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

export function setLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

/** The language choice is kept in localStorage under this key (read by lib/i18n.ts and by the route preload script, which cannot import i18next). */
export const LANGUAGE_STORAGE_KEY = 'language';

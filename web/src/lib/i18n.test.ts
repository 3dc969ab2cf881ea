import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, i18n, initI18n, loadLanguage, readStoredLanguage, resolveLanguage, setLanguage } from './i18n.ts';

describe('language resolution', () => {
  beforeEach(() => localStorage.clear());

  it('accepts only en and vi; anything else is vi', () => {
    expect(resolveLanguage('en')).toBe('en');
    expect(resolveLanguage('vi')).toBe('vi');
    expect(resolveLanguage('fr')).toBe('vi');
    expect(resolveLanguage('EN')).toBe('vi');
    expect(resolveLanguage(null)).toBe('vi');
    expect(resolveLanguage(undefined)).toBe('vi');
  });

  it('reads a stored "fr" as vi and a stored "en" as en', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(readStoredLanguage()).toBe('vi');
    initI18n();
    expect(i18n.language).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');

    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(readStoredLanguage()).toBe('en');
    initI18n();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('defaults to vi with nothing stored', () => {
    initI18n();
    expect(i18n.language).toBe('vi');
    expect(i18n.t('nav.discover')).toBe('Khám phá');
  });

  it('keeps <html lang> and localStorage in step on every change', async () => {
    initI18n();
    await setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(i18n.t('nav.discover')).toBe('Discover');

    // A change made directly on i18next is kept in step too.
    await i18n.changeLanguage('vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('vi');
  });
});

describe('English fetched when chosen', () => {
  it('a visitor who chose English before the texts arrived gets English everywhere once they do', async () => {
    const en = i18n.getResourceBundle('en', 'translation');
    i18n.removeResourceBundle('en', 'translation');
    try {
      await i18n.changeLanguage('en');
      // Without the texts, i18next falls back to Vietnamese.
      expect(i18n.resolvedLanguage).toBe('vi');
      await loadLanguage('en');
      expect(i18n.resolvedLanguage).toBe('en');
      expect(i18n.t('language.label')).toBe('Language');
    } finally {
      if (!i18n.hasResourceBundle('en', 'translation')) i18n.addResourceBundle('en', 'translation', en);
      await i18n.changeLanguage('vi');
    }
  });
});

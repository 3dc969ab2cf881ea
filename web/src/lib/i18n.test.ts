import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, i18n, initI18n, readStoredLanguage, resolveLanguage, setLanguage } from './i18n.ts';

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

/** A fresh copy of the i18n module (the test setup has loaded every text into the shared one). */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n.ts');
}

describe('texts fetched when needed', () => {
  beforeEach(() => localStorage.clear());

  it('a visitor who chose English before the texts arrived gets English everywhere once they do', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const fresh = await freshI18n();
    fresh.initI18n();
    // Without the texts, i18next falls back to Vietnamese.
    expect(fresh.i18n.resolvedLanguage).toBe('vi');
    await fresh.loadLanguage('en');
    expect(fresh.i18n.resolvedLanguage).toBe('en');
    expect(fresh.i18n.t('language.label')).toBe('Language');
  });

  it("the app starts with the shell's texts only; a screen's arrive with loadScreenTexts", async () => {
    const fresh = await freshI18n();
    fresh.initI18n();
    expect(fresh.i18n.t('nav.discover')).toBe('Khám phá');
    expect(fresh.i18n.exists('culinary.title')).toBe(false);
    await fresh.loadScreenTexts('culinary');
    expect(fresh.i18n.t('culinary.title')).toBe('Ẩm thực Thái Nguyên');
    expect(fresh.i18n.exists('about.title')).toBe(false);
  });

  it("a new language brings the texts of every screen opened so far, before it switches", async () => {
    const fresh = await freshI18n();
    fresh.initI18n();
    await fresh.loadScreenTexts('culinary');
    await fresh.loadScreenTexts('voting');
    await fresh.setLanguage('en');
    expect(fresh.i18n.t('culinary.title')).toBe('Thai Nguyen Cuisine');
    expect(fresh.i18n.t('voting.title')).toBe('Which place would you rather visit?');
    // A screen opened later comes in the language shown.
    await fresh.loadScreenTexts('about');
    expect(fresh.i18n.t('about.title')).toBe('About');
    await fresh.setLanguage('vi');
    expect(fresh.i18n.t('about.title')).toBe('Giới thiệu');
  });
});

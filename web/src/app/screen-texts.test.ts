import { describe, expect, it, vi } from 'vitest';

describe("a screen's texts", () => {
  it('arrive with its route: the route fetches them with its chunk, before the screen draws', async () => {
    // Fresh modules: the test setup has loaded every text into the shared i18n instance.
    vi.resetModules();
    const { i18n, initI18n } = await import('../lib/i18n.ts');
    const { createAppRoutes } = await import('./router.tsx');
    initI18n();
    const screens = createAppRoutes()[0]!.children![0]!.children!;
    const about = screens.find((route) => route.path === 'about')!;
    expect(i18n.exists('about.title')).toBe(false);
    await (about.lazy as () => Promise<unknown>)();
    expect(i18n.t('about.title')).toBe('Giới thiệu');
  });
});

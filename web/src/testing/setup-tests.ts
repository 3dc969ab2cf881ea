import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { useFailedPhotos } from '../components/media/failed-photos.ts';
import { preloadToaster } from '../components/ui/toaster.tsx';
import { initI18n, loadLanguage, loadScreenTexts } from '../lib/i18n.ts';
import { SCREEN_TEXTS, type Screen } from '../locales/screen-texts.ts';
import { resetMeStore } from './msw/me-handlers.ts';
import { resetModerationStore } from './msw/moderation-handlers.ts';
import { server } from './msw/server.ts';

// jsdom lacks these browser APIs that Radix and our hooks touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// Radix menus call these on pointer/scroll interactions.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.scrollTo = () => {};

// The first visit of a lazy route transforms its module on the fly, which can exceed 1 s.
configure({ asyncUtilTimeout: 5000 });

initI18n();
// Tests render screens and their parts on their own and switch languages with
// i18n.changeLanguage directly: every text of both languages is there from the start.
await Promise.all(Object.keys(SCREEN_TEXTS).map((screen) => loadScreenTexts(screen as Screen)));
await loadLanguage('en');
// The app fetches sonner with its first toast; tests read a toast right after the call that made it.
await preloadToaster();

// Every request needs a handler: one without is refused and fails the test that sent it.
const unhandled: string[] = [];
server.events.on('request:unhandled', ({ request }) => unhandled.push(`${request.method} ${request.url}`));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in a module: without this, the next test's toaster would show them.
  toast.dismiss();
  vi.useRealTimers();
  server.resetHandlers();
  resetMeStore();
  resetModerationStore();
  // Photos that failed in one test are not the next test's.
  useFailedPhotos.setState({ failed: new Set() });
  const missed = unhandled.splice(0);
  expect(missed, 'requests without an MSW handler').toEqual([]);
});
afterAll(() => server.close());

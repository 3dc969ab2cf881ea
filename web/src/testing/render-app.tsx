import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { createAppRoutes } from '../app/router.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { i18n, type Language } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';

// The app's RouterProvider (react-router/dom) is this one given react-dom's flushSync: with it,
// navigate(to, { flushSync: true }) renders the new page at once here too, as in the app.
const routerFlushSync = (update: () => unknown) => void flushSync(update);

export interface RenderOptions {
  /** The language the test starts in (default: Vietnamese, the app's default). */
  language?: Language;
}

export interface RenderWithProvidersOptions extends RenderOptions {
  /** Where the memory router starts, with any query string (default '/'). */
  path?: string;
  /** The route pattern `ui` is mounted on, when it reads params (default: the pathname of `path`). */
  route?: string;
}

function startIn(language: Language) {
  // Resources are bundled, so the switch completes within the call.
  act(() => {
    void i18n.changeLanguage(language);
  });
}

/** The whole app (providers, shell, lazy routes) at `path`, on a memory router. */
export function renderApp(path = '/', { language = 'vi' }: RenderOptions = {}) {
  startIn(language);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProvider>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProvider>,
  );
  return { ...view, router };
}

/**
 * One screen or component with what it relies on: i18n in `language`, a fresh QueryClient, the
 * toaster, and a memory router at `path`. Any other path renders nothing, so a test can follow
 * a navigation through `router.state.location`. The session is left to the test (set the auth
 * store); `renderApp` runs the real one.
 */
export function renderWithProviders(ui: ReactNode, { path = '/', route, language = 'vi' }: RenderWithProvidersOptions = {}) {
  startIn(language);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: route ?? new URL(path, 'http://localhost').pathname, element: ui },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} flushSync={routerFlushSync} />
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}

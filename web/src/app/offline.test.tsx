import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { server } from '../testing/msw/server.ts';
import { goOffline, goOnline } from '../testing/network.ts';
import { renderApp } from '../testing/render-app.tsx';
import { RouteErrorBoundary } from './routes/root.tsx';

const BANNER = {
  vi: 'Bạn đang ngoại tuyến: đang hiện dữ liệu đã xem',
  en: 'You are offline: showing what you have already seen',
};

describe('offline', () => {
  it.each(['vi', 'en'] as const)('the shell shows the banner while the browser is offline, and drops it when back (%s)', async (language) => {
    renderApp('/about', { language });
    const main = await screen.findByRole('main');
    expect(screen.queryByText(BANNER[language])).toBeNull();

    goOffline();
    // The shell was drawn after its lazy route loaded, outside act(): its online subscription may
    // only be set up a moment later, and then it catches up with navigator.onLine.
    const banner = await screen.findByText(BANNER[language]);
    // The shell's live region, outside the page: it stays on every screen and is announced.
    expect(banner.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(main.contains(banner)).toBe(false);

    goOnline();
    await waitFor(() => expect(screen.queryByText(BANNER[language])).toBeNull());
  });

  it('shows the banner from the start when the app opens offline', async () => {
    goOffline();
    renderApp('/about');
    await screen.findByRole('main');
    expect(screen.getByText(BANNER.vi)).toBeTruthy();
  });

  it('a screen opened offline whose read failed sends it again when the connection comes back', async () => {
    goOffline();
    // No copy in the service worker's cache: the read fails, as it does at the network.
    server.use(http.get('/api/rankings', () => HttpResponse.error(), { once: true }));
    renderApp('/rankings');
    expect(await screen.findByText('Không thể tải danh sách địa điểm')).toBeTruthy();
    goOnline();
    expect(await screen.findByRole('link', { name: /Chùa Hang/ })).toBeTruthy();
    expect(screen.queryByText('Không thể tải danh sách địa điểm')).toBeNull();
  });

  it('a screen opened after the connection dropped still asks for its data (the service worker answers with its copy)', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'Giới thiệu' });
    goOffline();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Điều hướng chính' })).getByRole('link', { name: 'Xếp hạng' }));
    // MSW stands in for the worker's cache: the read was sent, not held until the connection returns.
    expect(await screen.findByRole('link', { name: /Chùa Hang/ })).toBeTruthy();
    expect(screen.getByText(BANNER.vi)).toBeTruthy();
  });

  it.each([
    { language: 'vi' as const, title: 'Trang này chưa xem được khi ngoại tuyến', home: 'Về trang chủ', reload: 'Tải lại trang' },
    { language: 'en' as const, title: "This page isn't available offline yet", home: 'Go to the home page', reload: 'Reload page' },
  ])(
    'a screen that cannot load offline says so and offers home, not a reload into the browser offline page ($language)',
    async ({ language, title, home, reload }) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await i18n.changeLanguage(language);
      goOffline();
      // What a screen whose code was never fetched does offline: its import fails.
      const Unfetched = () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      };
      const router = createMemoryRouter([{ path: '/', Component: Unfetched, ErrorBoundary: RouteErrorBoundary }]);
      render(
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>,
      );
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
      expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe('/');
      expect(screen.queryByRole('button', { name: reload })).toBeNull();
      // Back online, the reload is what helps.
      goOnline();
      expect(await screen.findByRole('button', { name: reload })).toBeTruthy();
    },
  );
});

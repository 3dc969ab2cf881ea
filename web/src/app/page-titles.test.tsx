import { render, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../lib/auth/auth-store.ts';
import { i18n, type Language } from '../lib/i18n.ts';
import { apiError } from '../testing/msw/handlers.ts';
import { server } from '../testing/msw/server.ts';
import { renderApp, renderWithProviders } from '../testing/render-app.tsx';
import { DashboardRoute } from './routes/dashboard.tsx';
import { RootErrorBoundary, RouteErrorBoundary } from './routes/root.tsx';

const SITE: Record<Language, string> = { vi: 'Du lịch Thái Nguyên', en: 'Thai Nguyen Tourism' };

/** Each route and the page part of its title: [path, vi, en]. */
const ROUTES: Array<[string, string, string]> = [
  ['/', 'Khám phá', 'Discover'],
  ['/discover', 'Khám phá', 'Discover'],
  ['/voting', 'Bình chọn', 'Voting'],
  ['/rankings', 'Xếp hạng', 'Rankings'],
  ['/location/nui-coc-lake', 'Hồ Núi Cốc', 'Nui Coc Lake'],
  ['/location/missing-place', 'Không tìm thấy địa điểm', 'Location not found'],
  ['/about', 'Giới thiệu', 'About'],
  ['/login', 'Đăng nhập', 'Sign in'],
  // Signed out: the sign-in page, which comes back here.
  ['/dashboard', 'Đăng nhập', 'Sign in'],
  ['/culinary', 'Ẩm thực Thái Nguyên', 'Thai Nguyen Cuisine'],
  ['/culinary/top-rated', 'Ẩm thực Thái Nguyên', 'Thai Nguyen Cuisine'],
  ['/culinary/dish/che-tan-cuong', 'Chè Tân Cương', 'Tân Cương green tea'],
  ['/culinary/dish/bun-cha', 'Không tìm thấy món ăn', 'Dish not found'],
  ['/culinary/restaurant/homestay-ban-pac-ngoi', 'Homestay bản Pác Ngòi', 'Pác Ngòi village homestays'],
  ['/culinary/restaurant/quan-ngon', 'Không tìm thấy nơi ăn uống', 'Place to eat not found'],
  ['/no/such/page', 'Không tìm thấy trang', 'Page not found'],
];

const expectTitle = (page: string, language: Language) =>
  waitFor(() => expect(document.title).toBe(`${page} – ${SITE[language]}`), { timeout: 10_000 });

describe('page titles: "{page} – {site}" on every page', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    useAuthStore.setState({ status: 'loading', user: null, signInDialogOpen: false, emulatorPicker: null });
  });

  describe.each(['vi', 'en'] as const)('%s', (language) => {
    it('on every route', async () => {
      for (const [path, vi, en] of ROUTES) {
        const view = renderApp(path, { language });
        await expectTitle(language === 'vi' ? vi : en, language);
        view.unmount();
      }
    }, 60_000);

    it('on a place that failed to load', async () => {
      server.use(http.get('/api/locations/slug/:slug', () => apiError(503)));
      renderApp('/location/nui-coc-lake', { language });
      await expectTitle(language === 'vi' ? 'Không thể tải thông tin địa điểm' : 'Failed to load this place', language);
    });

    it('on the dashboard, signed in and while the session loads', async () => {
      useAuthStore.setState({ status: 'loading' });
      const view = renderWithProviders(<DashboardRoute />, { path: '/dashboard', language });
      await expectTitle(language === 'vi' ? 'Trang cá nhân' : 'Dashboard', language);
      view.unmount();
      useAuthStore.setState({
        status: 'signedIn',
        user: { uid: 'u1', email: 'an@example.com', displayName: 'An', photoURL: null, provider: 'google.com' },
      });
      renderWithProviders(<DashboardRoute />, { path: '/dashboard', language });
      await expectTitle(language === 'vi' ? 'Trang cá nhân' : 'Dashboard', language);
    });

    it.each([
      ['a screen', RouteErrorBoundary],
      ['the shell', RootErrorBoundary],
    ])('on the error panel when %s fails', async (_what, ErrorBoundary) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await i18n.changeLanguage(language);
      const Broken = () => {
        throw new Error('boom');
      };
      const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary }]);
      render(
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>,
      );
      await expectTitle(language === 'vi' ? 'Đã xảy ra lỗi' : 'Something went wrong', language);
    });
  });
});

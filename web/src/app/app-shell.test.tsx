import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app.tsx';

const VI_NAV = ['Khám phá', 'Bình chọn', 'Xếp hạng', 'Ẩm thực', 'Giới thiệu'];

describe('app shell', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('shows the five header nav items in Vietnamese by default', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'Giới thiệu' });

    const nav = screen.getByRole('navigation', { name: 'Điều hướng chính' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(VI_NAV);
    expect(document.documentElement.lang).toBe('vi');
    expect(screen.getByRole('link', { name: 'Giới thiệu', current: 'page' })).toBeTruthy();
  });

  it('has a tab bar without dashboard while signed out, a skip link and the footer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-06-15T12:00:00Z'));
    renderApp('/voting');
    await screen.findByRole('heading', { level: 1, name: 'Bạn muốn đến địa điểm nào hơn?' });

    const tabs = screen.getByRole('navigation', { name: 'Điều hướng nhanh' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(VI_NAV.slice(0, 4));

    expect(screen.getByRole('link', { name: 'Chuyển đến nội dung chính' }).getAttribute('href')).toBe('#main-content');
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
    expect(screen.getByText('Thái Nguyên, Việt Nam')).toBeTruthy();
    expect(screen.getByText(/© 2027/)).toBeTruthy();
    // No contact email or phone is configured, so none is shown.
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    // Once the (empty) session is restored, Sign in is offered.
    expect((await screen.findByRole('button', { name: 'Đăng nhập' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts keyboard focus on the new page when the link followed went with the old one', async () => {
    renderApp('/khong-co-trang-nay');
    const home = await screen.findByRole('link', { name: 'Về trang chủ' });
    home.focus();
    fireEvent.click(home);
    await screen.findByRole('heading', { level: 1, name: 'Khám phá Thái Nguyên' });
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('main-content')));

    // Focus that is still somewhere stays there: a header link.
    const rankings = within(screen.getByRole('navigation', { name: 'Điều hướng chính' })).getByRole('link', { name: 'Xếp hạng' });
    rankings.focus();
    fireEvent.click(rankings);
    await screen.findByRole('heading', { level: 1, name: 'Bảng xếp hạng điểm du lịch Thái Nguyên' });
    expect(document.activeElement).toBe(rankings);
  });

  it('switches to English from the language menu and keeps <html lang> in step', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'Giới thiệu' });

    const trigger = screen.getByRole('button', { name: /Ngôn ngữ/ });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    const vietnamese = within(menu).getByRole('menuitemradio', { name: 'Tiếng Việt' });
    expect(vietnamese.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'English' }));

    await screen.findByRole('heading', { level: 1, name: 'About' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Discover',
      'Voting',
      'Rankings',
      'Culinary',
      'About',
    ]);
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(screen.getByRole('button', { name: /Language/ })).toBeTruthy();
    // The footer's address too: no Vietnamese left on the English site.
    expect(screen.getByText('Thai Nguyen, Vietnam')).toBeTruthy();
  });

  it('shows the not-found page for unknown paths, with a link home', async () => {
    renderApp('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy trang' });
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/');
  });

  it.each([
    { language: 'vi' as const, title: 'Không tìm thấy trang', message: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.', lead: 'Bạn có thể thử:', moved: /chuyển đi/ },
    { language: 'en' as const, title: 'Page not found', message: "The page you're looking for doesn't exist or has moved.", lead: 'You could try:', moved: /moved/ },
  ])('says once that the page does not exist ($language)', async ({ language, title, message, lead, moved }) => {
    renderApp('/no/such/page', { language });
    await screen.findByRole('heading', { level: 1, name: title });
    const main = screen.getByRole('main');
    expect(within(main).getByText(message)).toBeTruthy();
    expect(within(main).getByText(lead)).toBeTruthy();
    expect(within(main).getAllByText(moved)).toHaveLength(1);
  });

  it('redirects /dashboard to /login while signed out', async () => {
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('accepts the three culinary tabs and rejects others', async () => {
    const first = renderApp('/culinary/top-rated');
    await screen.findByRole('heading', { level: 1, name: 'Ẩm thực Thái Nguyên' });
    first.unmount();

    renderApp('/culinary/desserts');
    await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy trang' });
  });

  it('registers every route of the app', async () => {
    const cases: Array<[string, string]> = [
      ['/rankings', 'Bảng xếp hạng điểm du lịch Thái Nguyên'],
      ['/culinary', 'Ẩm thực Thái Nguyên'],
      ['/culinary/restaurants', 'Ẩm thực Thái Nguyên'],
      ['/culinary/featured-dishes', 'Ẩm thực Thái Nguyên'],
      ['/culinary/dish/che-tan-cuong', 'Chè Tân Cương'],
      ['/culinary/restaurant/homestay-ban-pac-ngoi', 'Homestay bản Pác Ngòi'],
      ['/login', 'Đăng nhập'],
    ];
    for (const [path, title] of cases) {
      const view = renderApp(path);
      await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy());
      view.unmount();
    }
  });
});

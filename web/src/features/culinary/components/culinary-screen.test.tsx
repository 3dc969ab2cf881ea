import type { ErrorBody } from '@tn/contracts/common';
import type { Dish, Restaurant } from '@tn/contracts/culinary';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationMapProps } from '../../../components/map/location-map.tsx';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { dishes, teaCooperative } from '../../../testing/msw/culinary-fixtures.ts';
import { press, tabTo } from '../../../testing/keyboard.ts';
import { apiError } from '../../../testing/msw/handlers.ts';
import { recordRequests } from '../../../testing/msw/requests.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders, type RenderOptions } from '../../../testing/render-app.tsx';
import { CulinaryScreen } from './culinary-screen.tsx';

// The real map is Leaflet (covered in the browser tests); here a stand-in lists what it was given.
vi.mock('../../../components/map/location-map.tsx', () => ({
  LocationMap: ({ points, selectedId, center, zoom, label }: LocationMapProps) => (
    <div role="region" aria-label={label} data-center={center?.join(',')} data-zoom={zoom}>
      {points.map((point) => (
        <span key={point.id} data-testid="marker" data-selected={point.id === selectedId}>
          {point.title} → {point.href}
        </span>
      ))}
    </div>
  ),
}));

const TAB_PATH = { 'featured-dishes': '/culinary', restaurants: '/culinary/restaurants', 'top-rated': '/culinary/top-rated' } as const;

function renderCulinary(tab: keyof typeof TAB_PATH = 'featured-dishes', options: RenderOptions & { search?: string } = {}) {
  const { search = '', ...rest } = options;
  return renderWithProviders(<CulinaryScreen tab={tab} />, { path: `${TAB_PATH[tab]}${search}`, ...rest });
}

const cards = () => screen.getAllByTestId('dish-card');
const cardNames = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('Culinary screen', () => {
  beforeEach(() => {
    useAuthStore.setState({ status: 'signedOut', user: null });
  });

  describe('featured dishes', () => {
    it('shows a skeleton, then a card per dish (vi): name, first place to eat, rating or none, description, View details', async () => {
      renderCulinary();
      expect(screen.getByRole('heading', { level: 1, name: 'Ẩm thực Thái Nguyên' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('Đang tải món ăn…');
      await waitFor(() => expect(cardNames()).toEqual(['Chè Tân Cương', 'Cơm lam Định Hóa', 'Tôm chua Ba Bể']));
      expect(screen.getByText('3 món ăn')).toBeTruthy();

      const tea = within(cards()[0]!);
      expect(tea.getByText('HTX chè Tân Cương')).toBeTruthy();
      expect(tea.getByText('Được đánh giá 4,5 trên 5 từ 2 lượt đánh giá')).toBeTruthy();
      expect(tea.getByText('Chè xanh vùng đồi Tân Cương, sao chảo bằng tay.')).toBeTruthy();
      expect(tea.getByText('Tân Cương, TP Thái Nguyên')).toBeTruthy();
      // Its credited photo, named after the dish (dish-photo.test.tsx checks the credit).
      expect(tea.getByRole('img', { name: 'Chè Tân Cương' }).getAttribute('src')).toBe(dishes[0]!.photo!.url);
      expect(tea.getByRole('link', { name: 'Xem chi tiết: Chè Tân Cương' }).getAttribute('href')).toBe('/culinary/dish/che-tan-cuong');

      const rice = within(cards()[1]!);
      expect(rice.getByText('Chưa có nơi ăn uống nào')).toBeTruthy();
      const shrimp = within(cards()[2]!);
      expect(shrimp.getByText('Chưa có đánh giá')).toBeTruthy();
      expect(shrimp.getByText('Homestay bản Pác Ngòi')).toBeTruthy();

      // The region filter offers the areas the regions name, not each region as written.
      const region = screen.getByRole('combobox', { name: 'Vùng' });
      expect(within(region).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tất cả các vùng', 'Ba Bể', 'Định Hóa', 'TP Thái Nguyên']);
    });

    it('speaks English: names, ratings with a decimal point, No ratings yet', async () => {
      renderCulinary('featured-dishes', { language: 'en' });
      expect(screen.getByRole('heading', { level: 1, name: 'Thai Nguyen Cuisine' })).toBeTruthy();
      await waitFor(() => expect(cardNames()).toEqual(['Tân Cương green tea', 'Định Hóa bamboo-tube rice', 'Ba Bể sour shrimp']));
      expect(screen.getByText('Rated 4.5 out of 5 from 2 reviews')).toBeTruthy();
      expect(screen.getByText('Rated 4.0 out of 5 from 1 review')).toBeTruthy();
      expect(screen.getByText('No ratings yet')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'View details: Ba Bể sour shrimp' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
      expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('top-rated');
    });

    it('searches on the server as typed (accents are the server rule), and keeps the search in the address', async () => {
      const requests = recordRequests();
      const { router } = renderCulinary();
      await waitFor(() => expect(cards()).toHaveLength(3));
      fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm món ăn' }), { target: { value: 'com lam' } });
      await waitFor(() => expect(cardNames()).toEqual(['Cơm lam Định Hóa']));
      expect(requests.urls()).toContain('/api/dishes?q=com+lam');
      expect(router.state.location.search).toBe('?q=com+lam');
      expect(screen.getByText('1 món ăn')).toBeTruthy();

      // A word with accents matches only those accents.
      fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm món ăn' }), { target: { value: 'cốm' } });
      expect(await screen.findByText('Không có món nào khớp với “cốm”.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Xóa tìm kiếm và bộ lọc' }));
      await waitFor(() => expect(cards()).toHaveLength(3));
      expect(router.state.location.search).toBe('');
    });

    it('Clear search and filters, pressed from the keyboard, leaves focus in the emptied search field, not on the page', async () => {
      renderCulinary('featured-dishes', { search: '?q=xyz' });
      const clear = await screen.findByRole('button', { name: 'Xóa tìm kiếm và bộ lọc' });
      tabTo((element) => element === clear);
      press('Enter');
      await waitFor(() => expect(cards()).toHaveLength(3));
      const search = screen.getByRole('searchbox', { name: 'Tìm món ăn' }) as HTMLInputElement;
      expect(document.activeElement).toBe(search);
      expect(search.value).toBe('');
    });

    it('Try again, pressed from the keyboard, leaves focus on the first dish once the list is there, not on the page', async () => {
      let fail = true;
      server.use(http.get<never, never, Dish[] | ErrorBody>('/api/dishes', () => (fail ? apiError(500) : HttpResponse.json<Dish[]>(dishes))));
      renderCulinary('featured-dishes', { language: 'en' });
      await screen.findByRole('alert');
      fail = false;
      tabTo((element) => element === screen.getByRole('button', { name: 'Try again' }));
      press('Enter');
      await waitFor(() => expect(cards()).toHaveLength(3));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'View details: Tân Cương green tea' })));
    });

    it('sorts by Newest and filters by region through the API, both kept in the address', async () => {
      const requests = recordRequests();
      const { router } = renderCulinary('featured-dishes', { language: 'en' });
      await waitFor(() => expect(cards()).toHaveLength(3));
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'newest' } });
      await waitFor(() => expect(cardNames()).toEqual(['Ba Bể sour shrimp', 'Định Hóa bamboo-tube rice', 'Tân Cương green tea']));
      expect(requests.urls()).toContain('/api/dishes?sort=newest');
      expect(router.state.location.search).toBe('?sort=newest');

      const region = screen.getByRole('combobox', { name: 'Region' });
      expect(within(region).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'All regions',
        'Ba Bể',
        'Định Hóa',
        'Thái Nguyên city',
      ]);
      fireEvent.change(region, { target: { value: 'Định Hóa' } });
      await waitFor(() => expect(cardNames()).toEqual(['Định Hóa bamboo-tube rice']));
      expect(requests.urls()).toContain('/api/dishes?region=%C4%90%E1%BB%8Bnh+H%C3%B3a&sort=newest');
      expect(new URLSearchParams(router.state.location.search).get('region')).toBe('Định Hóa');
    });

    it('opens with the filters of a shared address', async () => {
      renderCulinary('featured-dishes', { search: '?q=tom&sort=newest' });
      await waitFor(() => expect(cardNames()).toEqual(['Tôm chua Ba Bể']));
      expect((screen.getByRole('searchbox', { name: 'Tìm món ăn' }) as HTMLInputElement).value).toBe('tom');
      expect((screen.getByRole('combobox', { name: 'Sắp xếp' }) as HTMLSelectElement).value).toBe('newest');
    });

    it('ignores a region in the address that is no area: not offered as a choice, every dish shown, none asked for by it', async () => {
      const requests = recordRequests();
      renderCulinary('featured-dishes', { search: '?region=Nowhere' });
      await waitFor(() => expect(cards()).toHaveLength(3));
      const region = screen.getByRole('combobox', { name: 'Vùng' }) as HTMLSelectElement;
      expect(within(region).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tất cả các vùng', 'Ba Bể', 'Định Hóa', 'TP Thái Nguyên']);
      expect(region.value).toBe('');
      expect(requests.urls().filter((url) => url.includes('region='))).toEqual([]);
    });

    it('reads a region shared from the other language as the same area, and keeps an area no dish names in its place', async () => {
      const { unmount } = renderCulinary('featured-dishes', { search: '?region=Th%C3%A1i+Nguy%C3%AAn+city' });
      await waitFor(() => expect(cardNames()).toEqual(['Chè Tân Cương']));
      const region = () => screen.getByRole('combobox', { name: 'Vùng' }) as HTMLSelectElement;
      expect(region().value).toBe('TP Thái Nguyên');
      expect(within(region()).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tất cả các vùng', 'Ba Bể', 'Định Hóa', 'TP Thái Nguyên']);
      unmount();

      renderCulinary('featured-dishes', { search: '?region=V%C3%B5+Nhai' });
      expect(await screen.findByText('Không có món nào khớp với bộ lọc này.')).toBeTruthy();
      expect(region().value).toBe('Võ Nhai');
      expect(within(region()).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tất cả các vùng', 'Ba Bể', 'Định Hóa', 'TP Thái Nguyên', 'Võ Nhai']);
    });

    it('says when there are no dishes at all', async () => {
      server.use(http.get('/api/dishes', () => HttpResponse.json<Dish[]>([])));
      renderCulinary();
      expect(await screen.findByText('Chưa có món ăn nào.')).toBeTruthy();
    });

    it.each([
      ['vi' as const, 'Không thể tải danh sách món ăn', 'Thử lại'],
      ['en' as const, 'Failed to load dishes', 'Try again'],
    ])('shows a load error with Try again (%s)', async (language, message, retry) => {
      let fail = true;
      server.use(http.get<never, never, Dish[] | ErrorBody>('/api/dishes', () => (fail ? apiError(503) : HttpResponse.json<Dish[]>(dishes))));
      renderCulinary('featured-dishes', { language });
      expect((await screen.findByRole('alert')).textContent).toContain(message);
      fail = false;
      fireEvent.click(screen.getByRole('button', { name: retry }));
      await waitFor(() => expect(cards()).toHaveLength(3));
    });
  });

  describe('tabs', () => {
    it('are links held in the path, the open one marked as the current page', async () => {
      renderCulinary('top-rated', { language: 'en' });
      const nav = screen.getByRole('navigation', { name: 'Culinary sections' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('aria-current')])).toEqual([
        ['Featured dishes', '/culinary', null],
        ['Places to eat', '/culinary/restaurants', null],
        ['Top rated', '/culinary/top-rated', 'page'],
      ]);
      // The sort belongs to the featured tab only.
      expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    });
  });

  describe('places to eat', () => {
    it('lists every place with its kind, address and Details; only places with a position are on the map (vi)', async () => {
      renderCulinary('restaurants');
      expect(screen.getByRole('status').textContent).toBe('Đang tải nơi ăn uống…');
      const list = await screen.findAllByTestId('restaurant-card');
      expect(screen.getByRole('heading', { name: 'Nơi ăn uống (2)' })).toBeTruthy();

      const homestay = within(list[0]!);
      expect(homestay.getByRole('heading', { name: 'Homestay bản Pác Ngòi' })).toBeTruthy();
      expect(homestay.getByText('Bản homestay')).toBeTruthy();
      expect(homestay.getByText('bản Pác Ngòi, xã Ba Bể')).toBeTruthy();
      expect(homestay.getByText('Chưa có đánh giá')).toBeTruthy();
      expect(homestay.getByRole('link', { name: 'Chi tiết: Homestay bản Pác Ngòi' }).getAttribute('href')).toBe(
        '/culinary/restaurant/homestay-ban-pac-ngoi',
      );

      const coop = within(list[1]!);
      expect(coop.getByText('Hợp tác xã chè')).toBeTruthy();
      expect(coop.queryByText(/Địa chỉ/)).toBeNull();
      expect(coop.queryByRole('button', { name: /Xem trên bản đồ/ })).toBeNull();
      expect(coop.getByText('Chưa rõ vị trí')).toBeTruthy();

      const map = screen.getByRole('region', { name: 'Bản đồ nơi ăn uống ở Thái Nguyên' });
      expect(within(map).getAllByTestId('marker').map((m) => m.textContent)).toEqual([
        'Homestay bản Pác Ngòi → /culinary/restaurant/homestay-ban-pac-ngoi',
      ]);
      expect(map.dataset.zoom).toBe('13');
      expect(screen.getByText('Chưa rõ vị trí nên chưa hiện trên bản đồ: 1.')).toBeTruthy();
    });

    it('View on map selects the place on the map and centres it (en)', async () => {
      renderCulinary('restaurants', { language: 'en' });
      const [homestay] = await screen.findAllByTestId('restaurant-card');
      fireEvent.click(within(homestay!).getByRole('button', { name: 'View on map: Pác Ngòi village homestays' }));
      const map = screen.getByRole('region', { name: 'Map of places to eat in Thái Nguyên' });
      expect(within(map).getByTestId('marker').dataset.selected).toBe('true');
      expect(map.dataset.center).toBe('22.4104,105.6231');
      expect(screen.getByText('Showing Pác Ngòi village homestays on the map.')).toBeTruthy();
      expect(homestay!.getAttribute('aria-current')).toBe('true');
    });

    it.each([
      ['en', 'No map yet: none of these places has a known position.'],
      ['vi', 'Chưa có bản đồ: chưa nơi nào dưới đây có vị trí được biết.'],
    ] as const)('shows no empty map while no place has a position, and says why; the map comes back once one has (%s)', async (language, noMap) => {
      const mapOf = () => screen.queryByRole('region', { name: language === 'en' ? 'Map of places to eat in Thái Nguyên' : 'Bản đồ nơi ăn uống ở Thái Nguyên' });
      server.use(http.get('/api/restaurants', () => HttpResponse.json<Restaurant[]>([teaCooperative])));
      const view = renderCulinary('restaurants', { language });
      await screen.findAllByTestId('restaurant-card');
      expect(mapOf()).toBeNull();
      expect(screen.getByText(noMap)).toBeTruthy();
      view.unmount();

      server.resetHandlers();
      renderCulinary('restaurants', { language });
      await screen.findAllByTestId('restaurant-card');
      expect(mapOf()).not.toBeNull();
      expect(screen.queryByText(noMap)).toBeNull();
    });

    it('says when there are none, and when they fail to load', async () => {
      server.use(http.get('/api/restaurants', () => HttpResponse.json<Restaurant[]>([])));
      const view = renderCulinary('restaurants', { language: 'en' });
      expect(await screen.findByText('There are no places to eat yet.')).toBeTruthy();
      view.unmount();
      server.use(http.get('/api/restaurants', () => apiError(500)));
      renderCulinary('restaurants');
      expect((await screen.findByRole('alert')).textContent).toContain('Không thể tải danh sách nơi ăn uống');
    });
  });

  describe('top rated', () => {
    it('shows the top dishes with rank badges, region and a detail link, and how ratings are computed (vi)', async () => {
      renderCulinary('top-rated');
      const top = await screen.findAllByTestId('top-rated-dish');
      // No count in the heading: fewer than three dishes may have reviews (two here).
      expect(screen.getByRole('heading', { level: 2, name: 'Những món được đánh giá cao nhất' })).toBeTruthy();
      expect(top.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Chè Tân Cương', 'Cơm lam Định Hóa']);
      expect(within(top[0]!).getByText('Hạng 1')).toBeTruthy();
      expect(within(top[1]!).getByText('Hạng 2')).toBeTruthy();
      expect(within(top[1]!).getByText('Định Hóa')).toBeTruthy();
      expect(within(top[0]!).getByRole('link', { name: 'Xem chi tiết: Chè Tân Cương' }).getAttribute('href')).toBe('/culinary/dish/che-tan-cuong');
      const how = screen.getByRole('heading', { name: 'Cách tính điểm đánh giá' }).parentElement!;
      expect(how.textContent).toContain('5 đánh giá giả định');
      expect(how.textContent).toContain('(3,5 khi chưa món nào có đánh giá)');
    });

    it('explains the damped average in English, and says when no dish is rated yet', async () => {
      server.use(http.get('/api/dishes/top-rated', () => HttpResponse.json<Dish[]>([])));
      renderCulinary('top-rated', { language: 'en' });
      expect(await screen.findByText('No dish has been rated yet. Open a dish and be the first to review it.')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'Top-rated dishes' })).toBeTruthy();
      const how = screen.getByRole('heading', { name: 'How ratings are computed' }).parentElement!;
      expect(how.textContent).toContain('together with 5 imaginary reviews at the average rating of all dishes (3.5 while no dish has a review)');
    });
  });
});

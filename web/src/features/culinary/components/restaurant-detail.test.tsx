import type { ErrorBody } from '@tn/contracts/common';
import type { Menu, Restaurant } from '@tn/contracts/culinary';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationMapProps } from '../../../components/map/location-map.tsx';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { homestay } from '../../../testing/msw/culinary-fixtures.ts';
import { apiError } from '../../../testing/msw/handlers.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders, type RenderOptions } from '../../../testing/render-app.tsx';
import { RestaurantDetail } from './restaurant-detail.tsx';

// The real map is Leaflet (covered in the browser tests); here a stand-in shows what it was given.
vi.mock('../../../components/map/location-map.tsx', () => ({
  LocationMap: ({ points, zoom, single, label }: LocationMapProps) => (
    <div role="region" aria-label={label} data-zoom={zoom} data-single={single}>
      {points.map((point) => (
        <span key={point.id} data-testid="marker">
          {point.title} @ {point.latitude},{point.longitude}
        </span>
      ))}
    </div>
  ),
}));

function renderPlace(slug: string, options: RenderOptions = {}) {
  return renderWithProviders(<RestaurantDetail slug={slug} />, { path: `/culinary/restaurant/${slug}`, ...options });
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

describe('Place to eat detail', () => {
  beforeEach(() => {
    useAuthStore.setState({ status: 'signedOut', user: null });
  });

  it('shows the place (vi): name, kind, rating, address, the About tab with only the facts it has', async () => {
    renderPlace('homestay-ban-pac-ngoi');
    expect(screen.getByRole('status').textContent).toBe('Đang tải nơi ăn uống…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Homestay bản Pác Ngòi' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Homestay bản Pác Ngòi – Du lịch Thái Nguyên'));
    expect(screen.getAllByText('Bản homestay').length).toBeGreaterThan(0);
    expect(screen.getAllByText('bản Pác Ngòi, xã Ba Bể').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Chưa có đánh giá').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Quay lại danh sách nơi ăn uống' }).getAttribute('href')).toBe('/culinary/restaurants');

    expect(tab('Giới thiệu').getAttribute('aria-selected')).toBe('true');
    expect(within(panel()).getByText('Nhà sàn của người Tày bên hồ Ba Bể, nấu bữa cơm nhà.')).toBeTruthy();
    // No phone, website or opening hours in the data: none is shown, not even as "not listed".
    expect(within(panel()).queryByText('Điện thoại')).toBeNull();
    expect(within(panel()).queryByText('Trang web')).toBeNull();
    expect(within(panel()).queryByText('Giờ mở cửa')).toBeNull();
    expect(within(panel()).getByText('Chưa có giá')).toBeTruthy();
  });

  it('shows phone, website and opening hours when the place has them (en)', async () => {
    renderPlace('htx-che-tan-cuong', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Tân Cương tea cooperative' });
    const about = within(panel());
    expect(about.getByRole('link', { name: '0208 3855 123' }).getAttribute('href')).toBe('tel:02083855123');
    const website = about.getByRole('link', { name: /example\.com\/htx-che/ });
    expect(website.getAttribute('href')).toBe('https://example.com/htx-che');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(about.getByText('7:00–17:00 daily')).toBeTruthy();
    expect(screen.getByText('Tea cooperative')).toBeTruthy();
  });

  it('moves between the tabs with the arrow keys, Home and End', async () => {
    renderPlace('homestay-ban-pac-ngoi', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Pác Ngòi village homestays' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['About', 'Menu', 'Location', 'Reviews']);
    tab('About').focus();
    fireEvent.keyDown(tab('About'), { key: 'ArrowRight' });
    expect(tab('Menu').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Menu'));
    expect(tab('About').getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(tab('Menu'), { key: 'End' });
    expect(tab('Reviews').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Reviews'), { key: 'ArrowRight' });
    expect(tab('About').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('About'), { key: 'ArrowLeft' });
    expect(tab('Reviews').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Reviews'), { key: 'Home' });
    expect(tab('About').getAttribute('aria-selected')).toBe('true');
    expect(panel().getAttribute('aria-labelledby')).toBe(tab('About').id);
  });

  it('lists the menus with each dish, its description and its price or "Price not listed" (vi)', async () => {
    renderPlace('homestay-ban-pac-ngoi');
    await screen.findByRole('heading', { level: 1, name: 'Homestay bản Pác Ngòi' });
    fireEvent.click(tab('Thực đơn'));
    const menu = await within(panel()).findByRole('heading', { name: 'Bữa cơm nhà' });
    const items = within(menu.parentElement!).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Tôm chua Ba Bể' }).getAttribute('href')).toBe('/culinary/dish/tom-chua-ba-be');
    expect(within(items[0]!).getByText('Tôm hồ muối chua với cơm và ớt.')).toBeTruthy();
    expect(within(items[0]!).getByText('Chưa có giá')).toBeTruthy();
    expect(within(items[1]!).getByText('150.000 đ')).toBeTruthy();
    expect(within(panel()).getByText('Nấu cho khách nghỉ lại qua đêm.')).toBeTruthy();
  });

  it('says when a place has no menu, and when the menu fails to load', async () => {
    const view = renderPlace('htx-che-tan-cuong', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Tân Cương tea cooperative' });
    fireEvent.click(tab('Menu'));
    expect(await within(panel()).findByText('No menu available yet.')).toBeTruthy();
    view.unmount();

    let fail = true;
    server.use(http.get<{ id: string }, never, Menu[] | ErrorBody>('/api/restaurants/:id/menus', () => (fail ? apiError(500) : HttpResponse.json<Menu[]>([]))));
    renderPlace('htx-che-tan-cuong');
    await screen.findByRole('heading', { level: 1, name: 'HTX chè Tân Cương' });
    fireEvent.click(tab('Thực đơn'));
    expect((await within(panel()).findByRole('alert')).textContent).toContain('Không thể tải thực đơn.');
    fail = false;
    fireEvent.click(within(panel()).getByRole('button', { name: 'Thử lại' }));
    expect(await within(panel()).findByText('Chưa có thực đơn.')).toBeTruthy();
  });

  it('shows the place on a map at zoom 16 with directions by its coordinates and Share', async () => {
    renderPlace('homestay-ban-pac-ngoi', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Pác Ngòi village homestays' });
    fireEvent.click(tab('Location'));
    const map = within(panel()).getByRole('region', { name: 'Map of Pác Ngòi village homestays' });
    expect(map.dataset.zoom).toBe('16');
    expect(map.dataset.single).toBe('true');
    expect(within(map).getByTestId('marker').textContent).toBe('Pác Ngòi village homestays @ 22.4104,105.6231');
    const directions = within(panel()).getByRole('link', { name: /Get directions/ });
    expect(directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=22.4104%2C105.6231');
    expect(within(panel()).getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('has no map for a place without a known position, and says so (vi)', async () => {
    renderPlace('htx-che-tan-cuong');
    await screen.findByRole('heading', { level: 1, name: 'HTX chè Tân Cương' });
    fireEvent.click(tab('Vị trí'));
    expect(within(panel()).queryByRole('region')).toBeNull();
    expect(within(panel()).getByText('Chưa rõ vị trí chính xác của nơi này nên chưa có trên bản đồ.')).toBeTruthy();
    expect(within(panel()).queryByRole('link', { name: /Chỉ đường/ })).toBeNull();
  });

  it('has a Reviews tab that invites the first review', async () => {
    renderPlace('homestay-ban-pac-ngoi');
    await screen.findByRole('heading', { level: 1, name: 'Homestay bản Pác Ngòi' });
    fireEvent.click(tab('Đánh giá'));
    expect(await within(panel()).findByText('Chưa có đánh giá nào')).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: 'Hãy là người đầu tiên đánh giá' })).toBeTruthy();
  });

  it('lists its popular dishes from the API in the sidebar, or says there are none', async () => {
    const view = renderPlace('homestay-ban-pac-ngoi', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Pác Ngòi village homestays' });
    const popular = screen.getByRole('heading', { name: 'Popular dishes' }).parentElement!;
    expect((await within(popular).findByRole('link', { name: 'Ba Bể sour shrimp' })).getAttribute('href')).toBe('/culinary/dish/tom-chua-ba-be');
    view.unmount();

    server.use(http.get('/api/restaurants/:id/popular-dishes', () => HttpResponse.json([])));
    renderPlace('homestay-ban-pac-ngoi', { language: 'en' });
    expect(await screen.findByText('No dishes are listed for this place yet.')).toBeTruthy();
  });

  it.each([
    ['vi' as const, 'Quán ăn gần đây', 'Đang tải các quán ăn gần đây…', ['Bản homestay', '1,2 km'], ['Nhà hàng', '12,0 km'], 'Homestay bản Pò Lù', 'Nhà hàng ven hồ'],
    ['en' as const, 'Nearby places to eat', 'Loading nearby places to eat…', ['Homestay village', '1.2 km'], ['Restaurant', '12.0 km'], 'Pò Lù village homestays', 'Lakeside restaurant'],
  ])('lists the nearby places from the API in the sidebar, nearest first, each with its kind and distance (%s)', async (language, title, loading, first, second, firstName, secondName) => {
    renderPlace('homestay-ban-pac-ngoi', { language });
    await screen.findByRole('heading', { level: 1 });
    const nearby = screen.getByRole('heading', { name: title }).parentElement!;
    expect(within(nearby).getByRole('status').textContent).toBe(loading);
    const items = await within(nearby).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([firstName, secondName]);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/culinary/restaurant/homestay-ban-po-lu');
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe('/culinary/restaurant/nha-hang-ven-ho');
    for (const text of first) expect(within(items[0]!).getByText(text)).toBeTruthy();
    for (const text of second) expect(within(items[1]!).getByText(text)).toBeTruthy();
    expect(within(nearby).queryByRole('status')).toBeNull();
  });

  it.each([
    ['vi' as const, 'HTX chè Tân Cương', 'Quán ăn gần đây', 'Chưa có thông tin về quán ăn nào khác ở gần đây.'],
    ['en' as const, 'Tân Cương tea cooperative', 'Nearby places to eat', 'No other places to eat nearby are known yet.'],
  ])('says plainly when no place to eat is known nearby (%s)', async (language, name, title, empty) => {
    // The cooperative has no position: the API answers none.
    renderPlace('htx-che-tan-cuong', { language });
    await screen.findByRole('heading', { level: 1, name });
    const nearby = screen.getByRole('heading', { name: title }).parentElement!;
    expect(await within(nearby).findByText(empty)).toBeTruthy();
    expect(within(nearby).queryByRole('list')).toBeNull();
    expect(within(nearby).queryByRole('link')).toBeNull();
  });

  it('says when the nearby places fail to load', async () => {
    server.use(http.get('/api/restaurants/:id/nearby', () => apiError(500)));
    renderPlace('homestay-ban-pac-ngoi', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Pác Ngòi village homestays' });
    const nearby = screen.getByRole('heading', { name: 'Nearby places to eat' }).parentElement!;
    expect((await within(nearby).findByRole('alert')).textContent).toBe('Could not load the nearby places to eat.');
  });

  it.each([
    ['vi' as const, 'Không tìm thấy nơi ăn uống', 'Nơi ăn uống bạn tìm không tồn tại hoặc đã bị xóa.', 'Quay lại danh sách nơi ăn uống'],
    ['en' as const, 'Place to eat not found', "The place to eat you're looking for doesn't exist or has been removed.", 'Back to places to eat'],
  ])('says when the place does not exist (%s), with a back link', async (language, title, message, back) => {
    renderPlace('quan-ngon', { language });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: back }).getAttribute('href')).toBe('/culinary/restaurants');
  });

  it('shows a load error with Try again', async () => {
    let fail = true;
    server.use(http.get<{ slug: string }, never, Restaurant | ErrorBody>('/api/restaurants/slug/:slug', () => (fail ? apiError(503) : HttpResponse.json<Restaurant>(homestay))));
    renderPlace('homestay-ban-pac-ngoi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Không thể tải thông tin nơi ăn uống' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Homestay bản Pác Ngòi' })).toBeTruthy();
  });
});

import type { Location } from '@tn/contracts/locations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeLocation, makePhoto } from '../../testing/location-fixture.ts';
import { apiError } from '../../testing/msw/handlers.ts';
import { recordRequests } from '../../testing/msw/requests.ts';
import { server } from '../../testing/msw/server.ts';
import { renderApp } from '../../testing/render-app.tsx';

const locations = [
  makeLocation(),
  makeLocation({
    id: 2,
    slug: 'tan-cuong-tea-hills',
    name: 'Tan Cuong Tea Hills',
    nameVi: null,
    address: 'Tan Cuong, Thai Nguyen',
    addressVi: null,
    category: 'craft_village',
    photos: [makePhoto({ url: 'https://example.test/tea.jpg' })],
    rank: 2,
  }),
];

const answerLocations = (list: (url: URL) => Location[]) =>
  server.use(http.get('/api/locations', ({ request }) => HttpResponse.json(list(new URL(request.url)))));

describe('Discover page', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('lists locations with localized names, addresses, category labels and links', async () => {
    answerLocations(() => locations);
    renderApp('/');

    const grid = within(await screen.findByRole('region', { name: /Tất cả địa điểm/ }, { timeout: 10_000 }));
    const first = grid.getByRole('link', { name: 'Hồ Núi Cốc' });
    expect(first.getAttribute('href')).toBe('/location/nui-coc-lake');
    expect(grid.getByText('Huyện Đại Từ, Thái Nguyên')).toBeTruthy();
    expect(grid.getByText('Du lịch sinh thái')).toBeTruthy();
    // No Vietnamese name: the English one; unknown category: shown raw.
    expect(grid.getByRole('link', { name: 'Tan Cuong Tea Hills' })).toBeTruthy();
    expect(grid.getByText('craft_village')).toBeTruthy();
    // Missing image: a branded placeholder for the category, named for the place.
    expect(grid.getByRole('img', { name: 'Hồ Núi Cốc' }).getAttribute('data-placeholder')).toBe('ecotourism');
    // A broken image falls back to the placeholder too.
    const img = grid.getByRole('img', { name: 'Tan Cuong Tea Hills' });
    fireEvent.error(img);
    expect(grid.getByRole('img', { name: 'Tan Cuong Tea Hills' }).getAttribute('data-placeholder')).toBe('other');
  }, 20_000);

  it('shows the load error when the request fails', async () => {
    server.use(http.get('/api/locations', () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' })));
    renderApp('/discover');
    expect((await screen.findByRole('alert')).textContent).toContain('Không thể tải danh sách địa điểm');
  });

  it('searches through ?q= after the user stops typing', async () => {
    answerLocations((url) => (url.searchParams.get('q') === 'zzz' ? [] : locations));
    const requests = recordRequests();
    const { router } = renderApp('/discover');
    await screen.findByRole('region', { name: /Tất cả địa điểm/ }, { timeout: 10_000 });
    expect(screen.getByRole('region', { name: 'Bản đồ địa điểm' })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm địa điểm' }), { target: { value: 'zzz' } });
    await screen.findByText('Không có địa điểm nào khớp với “zzz”.', undefined, { timeout: 5000 });
    // Said where the map was, not below an empty map.
    expect(screen.queryByRole('region', { name: 'Bản đồ địa điểm' })).toBeNull();
    expect(router.state.location.search).toBe('?q=zzz');
    // Debounced: the list, then one search, and no request per keystroke.
    expect(requests.urls().filter((url) => url.startsWith('/api/locations'))).toEqual(['/api/locations', '/api/locations?q=zzz']);
  }, 20_000);

  it('shows the location detail, or not-found on 404', async () => {
    server.use(
      http.get('/api/locations/slug/:slug', ({ params }) =>
        params.slug === 'nui-coc-lake' ? HttpResponse.json(locations[0]) : apiError(404, 'Location not found'),
      ),
    );
    const view = renderApp('/location/nui-coc-lake');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hồ Núi Cốc' })).toBeTruthy();
    expect(await screen.findByText('Hồ lớn giữa đồi núi.')).toBeTruthy();
    view.unmount();

    renderApp('/location/missing-place');
    await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy địa điểm' });
    await waitFor(() => expect(within(document.body).getByRole('link', { name: 'Quay lại trang Khám phá' })).toBeTruthy());
  });
});

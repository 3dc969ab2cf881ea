import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { makeLocation } from '../../testing/location-fixture.ts';
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
    imageUrl: 'https://example.test/tea.jpg',
  }),
];

function stubFetch(handler: (url: URL) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => handler(new URL(String(input), 'http://localhost')));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('Discover page', () => {
  beforeEach(async () => {
    localStorage.clear();
    await act(() => i18n.changeLanguage('vi'));
  });

  it('lists locations with localized names, addresses, category labels and links', async () => {
    stubFetch(() => Response.json(locations));
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
    stubFetch(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    renderApp('/discover');
    expect((await screen.findByRole('alert')).textContent).toContain('Không thể tải danh sách địa điểm');
  });

  it('searches through ?q= after the user stops typing', async () => {
    const fetchMock = stubFetch((url) =>
      Response.json(url.searchParams.get('q') === 'zzz' ? [] : locations),
    );
    const { router } = renderApp('/discover');
    await screen.findByRole('region', { name: /Tất cả địa điểm/ }, { timeout: 10_000 });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm địa điểm' }), { target: { value: 'zzz' } });
    await screen.findByText('Không có địa điểm nào khớp với “zzz”.', undefined, { timeout: 5000 });
    expect(router.state.location.search).toBe('?q=zzz');
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/locations?q=zzz');
    // Debounced: no request per keystroke.
    expect(urls.filter((u) => u.startsWith('/api/locations')).length).toBe(2);
  }, 20_000);

  it('shows the location detail, or not-found on 404', async () => {
    stubFetch((url) =>
      url.pathname === '/api/locations/slug/nui-coc-lake'
        ? Response.json(locations[0])
        : Response.json({ statusCode: 404, error: 'Not Found', message: 'Location not found' }, { status: 404 }),
    );
    const view = renderApp('/location/nui-coc-lake');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Hồ Núi Cốc' });
    expect(heading).toBeTruthy();
    expect(screen.getByText('Hồ lớn giữa đồi núi.')).toBeTruthy();
    view.unmount();

    renderApp('/location/missing-place');
    await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy địa điểm' });
    await waitFor(() => expect(within(document.body).getByRole('link', { name: 'Quay lại trang Khám phá' })).toBeTruthy());
  });
});

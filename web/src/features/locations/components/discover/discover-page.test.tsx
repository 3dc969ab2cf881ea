import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationMapProps } from '../../../../components/map/location-map.tsx';
import { i18n } from '../../../../lib/i18n.ts';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { makeLocation } from '../../../../testing/location-fixture.ts';
import { DiscoverPage } from './discover-page.tsx';

// The real map is Leaflet (covered in the browser tests); here a stand-in lists what it was given.
vi.mock('../../../../components/map/location-map.tsx', () => ({
  LocationMap: ({ points, onSelect, center, zoom, label }: LocationMapProps) => (
    <div role="region" aria-label={label} data-center={center?.join(',')} data-zoom={zoom}>
      {points.map((point) => (
        <button key={point.id} type="button" data-testid="marker" onClick={() => onSelect?.(point.id)}>
          {point.title}
        </button>
      ))}
    </div>
  ),
}));

const places = [
  makeLocation({ id: 1, slug: 'nui-coc', name: 'Nui Coc Lake', nameVi: 'Hồ Núi Cốc', category: 'ecotourism', eloScore: 1000, rank: 4 }),
  makeLocation({ id: 2, slug: 'chua-hang', name: 'Hang Pagoda', nameVi: 'Chùa Hang', category: 'spiritual', eloScore: 1048, rank: 1 }),
  makeLocation({ id: 3, slug: 'atk', name: 'ATK Dinh Hoa', nameVi: 'ATK Định Hóa', category: 'cultural_historical', eloScore: 1016, rank: 2 }),
  makeLocation({ id: 4, slug: 'tan-cuong', name: 'Tan Cuong tea hills', nameVi: 'Đồi chè Tân Cương', category: 'ecotourism', eloScore: 1010, rank: 3 }),
  makeLocation({ id: 5, slug: 'ba-be', name: 'Ba Be Lake', nameVi: 'Hồ Ba Bể', category: 'ecotourism', eloScore: 990, rank: 5 }),
  makeLocation({ id: 6, slug: 'den-duom', name: 'Duom Temple', nameVi: 'Đền Đuổm', category: 'spiritual', eloScore: 980, rank: 6 }),
];

function renderDiscover(path = '/', { showHero = true } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(places)),
  );
  const router = createMemoryRouter([{ path: '/', element: <DiscoverPage showHero={showHero} /> }], {
    initialEntries: [path],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const markers = () => screen.getAllByTestId('marker').map((m) => m.textContent);

describe('Discover page', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('vi'));
  });

  it('shows the top 5 by Elo in the hero, in order, with rank, name and an Explore link', async () => {
    renderDiscover();
    const hero = await screen.findByRole('region', { name: 'Địa điểm nổi bật nhất' });
    const slides = within(hero).getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.querySelector('h2')?.textContent)).toEqual([
      'Chùa Hang',
      'ATK Định Hóa',
      'Đồi chè Tân Cương',
      'Hồ Núi Cốc',
      'Hồ Ba Bể',
    ]);
    expect(slides[0]!.textContent).toContain('#1');
    const explore = within(slides[0]!).getByRole('link', { name: 'Khám phá: Chùa Hang' });
    expect(explore.getAttribute('href')).toBe('/location/chua-hang');
  });

  it('leaves the hero out on /discover', async () => {
    renderDiscover('/', { showHero: false });
    await screen.findByRole('region', { name: /Tất cả địa điểm/ });
    expect(screen.queryByRole('region', { name: 'Địa điểm nổi bật nhất' })).toBeNull();
  });

  it('filters map, featured carousel and grid by category, keeping it in the URL', async () => {
    const router = renderDiscover();
    await screen.findByRole('region', { name: /Tất cả địa điểm/ });
    const filter = screen.getByRole('group', { name: 'Lọc theo loại hình' });
    expect(within(filter).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Tất cả',
      'Du lịch sinh thái',
      'Du lịch tâm linh',
      'Văn hóa – Lịch sử',
    ]);
    expect(within(filter).getByRole('button', { name: 'Tất cả' }).getAttribute('aria-pressed')).toBe('true');
    expect(markers()).toHaveLength(6);
    // The map looks at the city: 21.59, 105.85, zoom 12.
    const map = screen.getByRole('region', { name: 'Bản đồ các địa điểm du lịch Thái Nguyên' });
    expect(map.getAttribute('data-center')).toBe('21.59,105.85');
    expect(map.getAttribute('data-zoom')).toBe('12');
    // Featured: the first 4 of the filtered list.
    const featured = screen.getByRole('region', { name: 'Địa điểm gợi ý' });
    expect(within(featured).getAllByRole('group', { hidden: true })).toHaveLength(4);

    fireEvent.click(within(filter).getByRole('button', { name: 'Du lịch tâm linh' }));
    expect(router.state.location.search).toBe('?category=spiritual');
    expect(markers()).toEqual(['Chùa Hang', 'Đền Đuổm']);
    const grid = screen.getByRole('region', { name: /Địa điểm Du lịch tâm linh/ });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Địa điểm gợi ý' })).getAllByRole('group', { hidden: true })).toHaveLength(2);
    expect(within(filter).getByRole('button', { name: 'Du lịch tâm linh' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(filter).getByRole('button', { name: 'Tất cả' }));
    expect(router.state.location.search).toBe('');
    expect(markers()).toHaveLength(6);
  });

  it('starts from a category in the URL, and ignores an unknown one', async () => {
    renderDiscover('/?category=cultural_historical');
    await screen.findByRole('region', { name: /Địa điểm Văn hóa – Lịch sử/ });
    expect(markers()).toEqual(['ATK Định Hóa']);
  });

  it('ignores an unknown category in the URL', async () => {
    renderDiscover('/?category=nope');
    await screen.findByRole('region', { name: /Tất cả địa điểm/ });
    expect(markers()).toHaveLength(6);
  });

  it('shows a card for the selected place on small screens', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width: 767px') })) as typeof window.matchMedia;
    try {
      renderDiscover();
      await screen.findByRole('region', { name: /Tất cả địa điểm/ });
      expect(screen.queryByTestId('selected-location-card')).toBeNull();
      fireEvent.click(screen.getAllByTestId('marker').find((m) => m.textContent === 'Hồ Ba Bể')!);
      const card = screen.getByTestId('selected-location-card');
      expect(within(card).getByRole('heading', { name: 'Hồ Ba Bể' })).toBeTruthy();
      expect(within(card).getByRole('link', { name: 'Xem chi tiết' }).getAttribute('href')).toBe('/location/ba-be');
      fireEvent.click(within(card).getByRole('button', { name: 'Bỏ chọn địa điểm' }));
      expect(screen.queryByTestId('selected-location-card')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  it('speaks English', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderDiscover();
    const filter = await screen.findByRole('group', { name: 'Filter by category' });
    expect(within(filter).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All',
      'Ecotourism',
      'Spiritual Tourism',
      'Cultural & Historical',
    ]);
    fireEvent.click(within(filter).getByRole('button', { name: 'Ecotourism' }));
    expect(screen.getByRole('heading', { level: 2, name: /Ecotourism places/ })).toBeTruthy();
    expect(markers()).toEqual(['Nui Coc Lake', 'Tan Cuong tea hills', 'Ba Be Lake']);
  });
});

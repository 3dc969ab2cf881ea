import type { Location } from '@tn/contracts/locations';
import { matchesSearch } from '@tn/contracts/search';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { LocationMapProps } from '../../../../components/map/location-map.tsx';
import { makeLocation } from '../../../../testing/location-fixture.ts';
import { recordRequests } from '../../../../testing/msw/requests.ts';
import { server } from '../../../../testing/msw/server.ts';
import { renderWithProviders, type RenderOptions } from '../../../../testing/render-app.tsx';
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

// In the server's order, which is not the standings order: the web orders them itself.
const places = [
  makeLocation({ id: 1, slug: 'nui-coc', name: 'Nui Coc Lake', nameVi: 'Hồ Núi Cốc', category: 'ecotourism', eloScore: 1000, rank: 4 }),
  makeLocation({ id: 2, slug: 'chua-hang', name: 'Hang Pagoda', nameVi: 'Chùa Hang', category: 'spiritual', eloScore: 1048, rank: 1 }),
  makeLocation({ id: 3, slug: 'atk', name: 'ATK Dinh Hoa', nameVi: 'ATK Định Hóa', category: 'cultural_historical', eloScore: 1016, rank: 2 }),
  makeLocation({ id: 4, slug: 'tan-cuong', name: 'Tan Cuong tea hills', nameVi: 'Đồi chè Tân Cương', category: 'ecotourism', eloScore: 1010, rank: 3 }),
  makeLocation({ id: 5, slug: 'ba-be', name: 'Ba Be Lake', nameVi: 'Hồ Ba Bể', category: 'ecotourism', eloScore: 990, rank: 5 }),
  makeLocation({ id: 6, slug: 'den-duom', name: 'Duom Temple', nameVi: 'Đền Đuổm', category: 'spiritual', eloScore: 980, rank: 6 }),
];

function renderDiscover(path = '/', { showHero = true, list = places, ...options }: { showHero?: boolean; list?: Location[] } & RenderOptions = {}) {
  server.use(http.get('/api/locations', () => HttpResponse.json(list)));
  return renderWithProviders(<DiscoverPage showHero={showHero} />, { path, ...options });
}

const markers = () => screen.getAllByTestId('marker').map((m) => m.textContent);
const chips = () => within(screen.getByRole('group', { name: /Lọc theo loại hình|Filter by category/ })).getAllByRole('button');
const slideHeadings = (region: HTMLElement, level: number) =>
  within(region)
    .getAllByRole('group', { hidden: true })
    .map((slide) => within(slide).getByRole('heading', { level, hidden: true }).textContent);

describe('Discover page', () => {
  it('shows the top 5 of the standings in the hero, in order, with rank, name and an Explore link', async () => {
    renderDiscover();
    const hero = await screen.findByRole('region', { name: 'Địa điểm nổi bật nhất' });
    expect(slideHeadings(hero, 2)).toEqual(['Chùa Hang', 'ATK Định Hóa', 'Đồi chè Tân Cương', 'Hồ Núi Cốc', 'Hồ Ba Bể']);
    const slides = within(hero).getAllByRole('group', { hidden: true });
    expect(slides[0]!.textContent).toContain('Hạng #1');
    expect(slides[3]!.textContent).toContain('Hạng #4');
    const explore = within(slides[0]!).getByRole('link', { name: 'Khám phá: Chùa Hang' });
    expect(explore.getAttribute('href')).toBe('/location/chua-hang');
  });

  it('puts unranked places (no match this month) after the ranked ones in the hero, each with a dash', async () => {
    // Early in a month: one place has played; the others, whatever their score, are unranked.
    const early = [
      makeLocation({ id: 1, slug: 'nui-coc', name: 'Nui Coc Lake', nameVi: 'Hồ Núi Cốc', eloScore: 1000, rank: null, matches: 0 }),
      makeLocation({ id: 2, slug: 'chua-hang', name: 'Hang Pagoda', nameVi: 'Chùa Hang', eloScore: 984, rank: 1, matches: 1 }),
      makeLocation({ id: 3, slug: 'atk', name: 'ATK Dinh Hoa', nameVi: 'ATK Định Hóa', eloScore: 1000, rank: null, matches: 0 }),
    ];
    renderDiscover('/', { list: early });
    const hero = await screen.findByRole('region', { name: 'Địa điểm nổi bật nhất' });
    expect(slideHeadings(hero, 2)).toEqual(['Chùa Hang', 'ATK Định Hóa', 'Hồ Núi Cốc']);
    const slides = within(hero).getAllByRole('group', { hidden: true });
    expect(slides[0]!.textContent).toContain('Hạng #1');
    expect(slides[1]!.textContent).toContain('Hạng —chưa xếp hạng tháng này');
    expect(slides[1]!.textContent).not.toContain('#');
  });

  it('leaves the hero out on /discover', async () => {
    renderDiscover('/', { showHero: false });
    await screen.findByRole('region', { name: /Tất cả địa điểm/ });
    expect(screen.queryByRole('region', { name: 'Địa điểm nổi bật nhất' })).toBeNull();
  });

  it('offers All, then every category in the fixed order, whatever the data and the standings', async () => {
    const order = ['Tất cả', 'Du lịch tâm linh', 'Văn hóa – Lịch sử', 'Du lịch sinh thái'];
    const view = renderDiscover();
    await screen.findByRole('region', { name: /Tất cả địa điểm/ });
    expect(chips().map((b) => b.textContent)).toEqual(order);
    view.unmount();

    // An ecotourism place leads the standings and no cultural place exists: same chips.
    renderDiscover('/', { list: [makeLocation({ rank: 1 }), makeLocation({ id: 2, slug: 'chua-hang', category: 'spiritual', rank: 2 })] });
    await screen.findByRole('region', { name: /Tất cả địa điểm/ });
    expect(chips().map((b) => b.textContent)).toEqual(order);
  });

  it('filters map, featured carousel and grid by category, keeping it in the URL', async () => {
    const { router } = renderDiscover();
    await screen.findByRole('region', { name: /Tất cả địa điểm/ });
    expect(screen.getByRole('button', { name: 'Tất cả' }).getAttribute('aria-pressed')).toBe('true');
    expect(markers()).toHaveLength(6);
    // The map looks at the city.
    const map = screen.getByRole('region', { name: 'Bản đồ các địa điểm du lịch Thái Nguyên' });
    expect(map.getAttribute('data-center')).toBe('21.59,105.85');
    expect(map.getAttribute('data-zoom')).toBe('12');
    // Featured: the first 4 of the filtered list, in standings order.
    expect(screen.getByRole('heading', { level: 2, name: 'Địa điểm nổi bật' })).toBeTruthy();
    const featured = screen.getByRole('region', { name: 'Danh sách địa điểm nổi bật' });
    expect(slideHeadings(featured, 3)).toEqual(['Chùa Hang', 'ATK Định Hóa', 'Đồi chè Tân Cương', 'Hồ Núi Cốc']);

    fireEvent.click(screen.getByRole('button', { name: 'Du lịch tâm linh' }));
    expect(router.state.location.search).toBe('?category=spiritual');
    expect(markers()).toEqual(['Chùa Hang', 'Đền Đuổm']);
    const grid = screen.getByRole('region', { name: 'Điểm du lịch tâm linh (2)' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(slideHeadings(screen.getByRole('region', { name: 'Danh sách địa điểm nổi bật' }), 3)).toEqual(['Chùa Hang', 'Đền Đuổm']);
    expect(screen.getByRole('button', { name: 'Du lịch tâm linh' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Tất cả' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Tất cả' }));
    expect(router.state.location.search).toBe('');
    expect(markers()).toHaveLength(6);
  });

  it('lists unranked places after the ranked ones in the featured carousel', async () => {
    renderDiscover('/?category=ecotourism', {
      list: [
        ...places,
        makeLocation({ id: 7, slug: 'ghenh-che', name: 'Ghenh Che Lake', nameVi: 'Hồ Ghềnh Chè', eloScore: 1000, matches: 0, rank: null }),
      ],
    });
    const featured = await screen.findByRole('region', { name: 'Danh sách địa điểm nổi bật' });
    expect(slideHeadings(featured, 3)).toEqual(['Đồi chè Tân Cương', 'Hồ Núi Cốc', 'Hồ Ba Bể', 'Hồ Ghềnh Chè']);
  });

  it('searches on the server by the shared rule: the query goes as typed, "HỒ" keeps its accents, "ho" ignores them', async () => {
    // The catalog's answer: its search rule applied to the places.
    server.use(
      http.get('/api/locations', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        return HttpResponse.json(places.filter((l) => matchesSearch(q, [l.name, l.nameVi])));
      }),
    );
    const requests = recordRequests();
    const { router } = renderWithProviders(<DiscoverPage showHero={false} />, { path: '/?q=ho' });
    // "ho" without accents: Hồ Núi Cốc, Hồ Ba Bể, and Định Hóa too.
    await waitFor(() => expect(markers()).toEqual(['ATK Định Hóa', 'Hồ Núi Cốc', 'Hồ Ba Bể']));
    expect(requests.urls()).toContain('/api/locations?q=ho');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'HỒ' } });
    // After the debounce: only the names with "hồ", and the query sent and kept as typed.
    await waitFor(() => expect(markers()).toEqual(['Hồ Núi Cốc', 'Hồ Ba Bể']));
    expect(requests.urls()).toContain(`/api/locations?q=${encodeURIComponent('HỒ')}`);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('HỒ');

    // Per word: accents where typed, none elsewhere.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'hồ nui coc' } });
    await waitFor(() => expect(markers()).toEqual(['Hồ Núi Cốc']));
  });

  it('starts from a category in the URL', async () => {
    renderDiscover('/?category=cultural_historical');
    await screen.findByRole('region', { name: 'Điểm du lịch văn hóa – lịch sử (1)' });
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
    renderDiscover('/', { language: 'en' });
    await screen.findByRole('region', { name: /All places/ });
    expect(chips().map((b) => b.textContent)).toEqual(['All', 'Spiritual Tourism', 'Cultural & Historical', 'Ecotourism']);
    fireEvent.click(screen.getByRole('button', { name: 'Ecotourism' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Ecotourism places (3)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Featured places' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Spiritual Tourism' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Spiritual tourism places (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ecotourism' }));
    expect(markers()).toEqual(['Tan Cuong tea hills', 'Nui Coc Lake', 'Ba Be Lake']);
  });
});

import type { Location } from '@tn/contracts/locations';
import type { RecentVote } from '@tn/contracts/votes';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLocation, makePhoto } from '../../../testing/location-fixture.ts';
import { server } from '../../../testing/msw/server.ts';
import { goOffline } from '../../../testing/network.ts';
import { renderWithProviders, type RenderOptions } from '../../../testing/render-app.tsx';
import { LocationDetail } from './location-detail.tsx';

vi.mock('../../../components/map/location-map.tsx', () => ({
  LocationMap: ({ points, label }: { points: Array<{ title: string }>; label: string }) => (
    <div role="region" aria-label={label} data-testid="map">
      {points.map((p) => p.title).join(',')}
    </div>
  ),
}));

const NOW = new Date('2026-11-23T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const ref = (id: number, slug: string, name: string, nameVi: string) => ({ id, slug, name, nameVi });

function renderDetail(
  location: Location,
  extra: { similar?: Location[] | 'error'; votes?: RecentVote[] | number } = {},
  options: RenderOptions = {},
) {
  server.use(
    http.get('/api/locations/slug/:slug', () => HttpResponse.json(location)),
    http.get('/api/locations/:id/similar', () =>
      extra.similar === 'error' ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(extra.similar ?? []),
    ),
    http.get('/api/votes/recent', () =>
      typeof extra.votes === 'number' ? new HttpResponse(null, { status: extra.votes }) : HttpResponse.json(extra.votes ?? []),
    ),
  );
  return renderWithProviders(<LocationDetail slug={location.slug} />, { path: `/location/${location.slug}`, ...options });
}

describe('Location detail', () => {
  beforeEach(() => {
    // Relative times ("2 phút trước") are counted from this instant.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it.each([
    ['vi', 'Không thể tải thông tin địa điểm', 'Trang này chưa xem được khi ngoại tuyến', 'Thử lại'],
    ['en', 'Failed to load this place', "This page isn't available offline yet", 'Try again'],
  ] as const)('a place that fails to load says so with Try again, and offline says it is not saved for offline use yet (%s)', async (language, failed, offlineTitle, retry) => {
    server.use(http.get('/api/locations/slug/:slug', () => HttpResponse.error()));
    const view = renderWithProviders(<LocationDetail slug="nui-coc-lake" />, { path: '/location/nui-coc-lake', language });
    expect(await screen.findByRole('heading', { level: 1, name: failed })).toBeTruthy();
    expect(screen.getByRole('button', { name: retry })).toBeTruthy();
    view.unmount();

    goOffline();
    renderWithProviders(<LocationDetail slug="nui-coc-lake" />, { path: '/location/nui-coc-lake', language });
    expect(await screen.findByRole('heading', { level: 1, name: offlineTitle })).toBeTruthy();
    // Nothing to retry by hand: the read goes again by itself when the connection is back.
    expect(screen.queryByRole('button', { name: retry })).toBeNull();
  });

  it('shows badges, facts, directions, map, tips and the empty states', async () => {
    renderDetail(makeLocation({ openingHours: '7:30–17:30', openingHoursVi: '7:30–17:30 hằng ngày', matches: 0, rank: null, eloScore: 1000 }));
    await screen.findByRole('heading', { level: 1, name: 'Hồ Núi Cốc' });
    // No match this month (rank null): a dash, read out as not ranked.
    expect(screen.getByText(/Hạng:/).textContent).toBe('Hạng: —chưa xếp hạng tháng này');
    expect(screen.getByText(/Điểm Elo:/).textContent).toContain('1.000');
    expect(screen.getByText('7:30–17:30 hằng ngày')).toBeTruthy();
    // Nor a win rate: 0 % would read as a place that lost every match.
    expect(screen.queryByText('0%')).toBeNull();
    expect(screen.getByText('chưa có trận nào tháng này').parentElement?.textContent).toBe('—chưa có trận nào tháng này');
    // The page below the gallery is drawn just after the first screen.
    const directions = await screen.findByRole('link', { name: /Chỉ đường/ });
    expect(directions.getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('Hồ Núi Cốc, Huyện Đại Từ, Thái Nguyên')}`,
    );
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');
    expect(screen.getByTestId('map').textContent).toBe('Hồ Núi Cốc');
    expect(screen.getByText('Chưa có hình ảnh')).toBeTruthy();
    expect(screen.getByText('Chưa có video tham quan')).toBeTruthy();
    expect(screen.getByText('Chưa có mẹo tham quan cho địa điểm này.')).toBeTruthy();
    expect(await screen.findByText('Chưa có địa điểm tương tự.')).toBeTruthy();
    expect(await screen.findByText('Địa điểm này chưa có lượt đối đầu nào.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Quay lại bảng xếp hạng/ })[0]!.getAttribute('href')).toBe('/rankings');
  });

  it('shows the real rank, the win rate, history, tips, a YouTube tour, similar places and matchups', async () => {
    const location = makeLocation({
      matches: 4,
      wins: 3,
      winRate: 75,
      rank: 3,
      eloScore: 1032,
      historyVi: 'Xây dựng từ 1973 đến 1982.',
      tipsVi: 'Đi thuyền quanh hồ.',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      photos: [makePhoto({ url: 'https://upload.wikimedia.org/a.jpg' }), makePhoto({ url: 'https://upload.wikimedia.org/b.jpg' })],
    });
    renderDetail(location, {
      similar: [makeLocation({ id: 9, slug: 'ho-ba-be', name: 'Ba Be Lake', nameVi: 'Hồ Ba Bể' })],
      votes: [
        { id: 1, votedAt: minutesAgo(2), outcome: 'win', winningLocation: ref(1, 'nui-coc-lake', 'Nui Coc Lake', 'Hồ Núi Cốc'), losingLocation: ref(9, 'ho-ba-be', 'Ba Be Lake', 'Hồ Ba Bể') },
        { id: 2, votedAt: minutesAgo(120), outcome: 'win', winningLocation: ref(5, 'chua-hang', 'Hang Pagoda', 'Chùa Hang'), losingLocation: ref(1, 'nui-coc-lake', 'Nui Coc Lake', 'Hồ Núi Cốc') },
        // Not about this place: a server that ignored the filter must not show it.
        { id: 3, votedAt: minutesAgo(0), outcome: 'win', winningLocation: ref(5, 'chua-hang', 'Hang Pagoda', 'Chùa Hang'), losingLocation: ref(9, 'ho-ba-be', 'Ba Be Lake', 'Hồ Ba Bể') },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Hồ Núi Cốc' });
    expect(screen.getByText(/Hạng:/).textContent).toBe('Hạng: #3');
    expect(screen.getByText('75%')).toBeTruthy();
    expect(await screen.findByText('Xây dựng từ 1973 đến 1982.')).toBeTruthy();
    expect(screen.getByText('Đi thuyền quanh hồ.')).toBeTruthy();
    expect(screen.getByTitle('Video tham quan Hồ Núi Cốc').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    // Gallery: main image, then the extra, with a counter.
    expect(screen.getByText(/1 \/ 2/)).toBeTruthy();

    const similar = within(screen.getByRole('region', { name: 'Địa điểm tương tự' }));
    expect((await similar.findByRole('link', { name: 'Hồ Ba Bể' })).getAttribute('href')).toBe('/location/ho-ba-be');

    const matchups = within(screen.getByRole('region', { name: 'Các lượt đối đầu gần đây' }));
    const rows = await matchups.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Thắng');
    expect(rows[0]!.textContent).toContain('2 phút trước');
    expect(within(rows[0]!).getByRole('link', { name: 'Hồ Ba Bể' }).getAttribute('href')).toBe('/location/ho-ba-be');
    expect(rows[1]!.textContent).toContain('Thua');
    expect(rows[1]!.textContent).toContain('2 giờ trước');
    expect(within(rows[1]!).getByRole('link', { name: 'Chùa Hang' }).getAttribute('href')).toBe('/location/chua-hang');
  });

  it('lists every similar place the API gives, up to six', async () => {
    const names = ['Hồ Ba Bể', 'Hang Phượng Hoàng', 'Thác Khuôn Tát', 'Đồi chè Tân Cương', 'Chùa Hang', 'Đền Đuổm'];
    renderDetail(makeLocation(), { similar: names.map((nameVi, i) => makeLocation({ id: 20 + i, slug: `place-${i}`, name: `Place ${i}`, nameVi })) });
    const similar = within(await screen.findByRole('region', { name: 'Địa điểm tương tự' }));
    await similar.findByRole('link', { name: 'Hồ Ba Bể' });
    expect(similar.getAllByRole('listitem').map((item) => within(item).getAllByRole('link')[0]!.textContent)).toEqual(names);
  });

  it('never embeds a hostile video snippet', async () => {
    const { container } = renderDetail(
      makeLocation({ videoUrl: '<iframe src="https://evil.example/x" onload="alert(1)"></iframe><script>alert(2)</script>' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Hồ Núi Cốc' });
    expect(await screen.findByText('Chưa có video tham quan')).toBeTruthy();
    expect(container.querySelector('iframe, video, script')).toBeNull();
  });

  it('shows the error texts of similar places and matchups, in English', async () => {
    renderDetail(makeLocation(), { similar: 'error', votes: 500 }, { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Nui Coc Lake' });
    expect(await screen.findByText('Failed to fetch similar locations')).toBeTruthy();
    expect(await screen.findByText('Could not load recent votes.')).toBeTruthy();
    expect(screen.getByText('No images available')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Get directions/ })).toBeTruthy();
  });

  it('reads a 404 from the votes endpoint as no matchups yet', async () => {
    renderDetail(makeLocation(), { votes: 404 });
    expect(await screen.findByText('Địa điểm này chưa có lượt đối đầu nào.')).toBeTruthy();
  });
});

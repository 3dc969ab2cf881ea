import { QueryClientProvider } from '@tanstack/react-query';
import type { Location } from '@tn/contracts/locations';
import type { RecentVote } from '@tn/contracts/votes';
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { makeLocation } from '../../../testing/location-fixture.ts';
import { LocationDetail } from './location-detail.tsx';

vi.mock('../../../components/map/location-map.tsx', () => ({
  LocationMap: ({ points, label }: { points: Array<{ title: string }>; label: string }) => (
    <div role="region" aria-label={label} data-testid="map">
      {points.map((p) => p.title).join(',')}
    </div>
  ),
}));

const ref = (id: number, slug: string, name: string, nameVi: string) => ({ id, slug, name, nameVi });

function renderDetail(location: Location, extra: { similar?: Location[] | 'error'; votes?: RecentVote[] | number } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === `/api/locations/slug/${location.slug}`) return Response.json(location);
      if (url.pathname === `/api/locations/${location.id}/similar`) {
        return extra.similar === 'error' ? new Response('', { status: 500 }) : Response.json(extra.similar ?? []);
      }
      if (url.pathname === '/api/votes/recent') {
        return typeof extra.votes === 'number' ? new Response('', { status: extra.votes }) : Response.json(extra.votes ?? []);
      }
      return new Response('', { status: 404 });
    }),
  );
  const router = createMemoryRouter([{ path: '/location/:slug', element: <LocationDetail slug={location.slug} /> }], {
    initialEntries: [`/location/${location.slug}`],
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('Location detail', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('vi'));
  });

  it('shows badges, facts, directions, map, tips and the empty states', async () => {
    renderDetail(makeLocation({ openingHours: '7:30–17:30', openingHoursVi: '7:30–17:30 hằng ngày', matches: 0, rank: 4, eloScore: 1000 }));
    await screen.findByRole('heading', { level: 1, name: 'Hồ Núi Cốc' });
    // No match this month: a dash, not the position.
    expect(screen.getByText(/Hạng:/).textContent).toContain('—');
    expect(screen.getByText(/Điểm Elo:/).textContent).toContain('1.000');
    expect(screen.getByText('7:30–17:30 hằng ngày')).toBeTruthy();
    expect(screen.getByText('0%')).toBeTruthy();
    const directions = screen.getByRole('link', { name: /Chỉ đường/ });
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
      imageUrl: 'https://upload.wikimedia.org/a.jpg',
      images: ['https://upload.wikimedia.org/b.jpg'],
    });
    renderDetail(location, {
      similar: [makeLocation({ id: 9, slug: 'ho-ba-be', name: 'Ba Be Lake', nameVi: 'Hồ Ba Bể' })],
      votes: [
        { id: 1, votedAt: new Date(Date.now() - 120_000).toISOString(), winningLocation: ref(1, 'nui-coc-lake', 'Nui Coc Lake', 'Hồ Núi Cốc'), losingLocation: ref(9, 'ho-ba-be', 'Ba Be Lake', 'Hồ Ba Bể') },
        { id: 2, votedAt: new Date(Date.now() - 7_200_000).toISOString(), winningLocation: ref(5, 'chua-hang', 'Hang Pagoda', 'Chùa Hang'), losingLocation: ref(1, 'nui-coc-lake', 'Nui Coc Lake', 'Hồ Núi Cốc') },
        // Not about this place: a server that ignored the filter must not show it.
        { id: 3, votedAt: new Date().toISOString(), winningLocation: ref(5, 'chua-hang', 'Hang Pagoda', 'Chùa Hang'), losingLocation: ref(9, 'ho-ba-be', 'Ba Be Lake', 'Hồ Ba Bể') },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Hồ Núi Cốc' });
    expect(screen.getByText(/Hạng:/).textContent).toContain('#3');
    expect(screen.getByText('75%')).toBeTruthy();
    expect(screen.getByText('Xây dựng từ 1973 đến 1982.')).toBeTruthy();
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
    expect(within(rows[1]!).getByRole('link', { name: 'Chùa Hang' }).getAttribute('href')).toBe('/location/chua-hang');
  });

  it('never embeds a hostile video snippet', async () => {
    const { container } = renderDetail(
      makeLocation({ videoUrl: '<iframe src="https://evil.example/x" onload="alert(1)"></iframe><script>alert(2)</script>' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Hồ Núi Cốc' });
    expect(container.querySelector('iframe, video, script')).toBeNull();
    expect(screen.getByText('Chưa có video tham quan')).toBeTruthy();
  });

  it('shows the error texts of similar places and matchups, in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderDetail(makeLocation(), { similar: 'error', votes: 500 });
    await screen.findByRole('heading', { level: 1, name: 'Nui Coc Lake' });
    expect(await screen.findByText('Failed to fetch similar locations')).toBeTruthy();
    expect(await screen.findByText('Could not load recent votes.')).toBeTruthy();
    expect(screen.getByText('No images available')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Get directions/ })).toBeTruthy();
  });

  it('reads a 404 from the votes endpoint as no matchups yet', async () => {
    renderDetail(makeLocation(), { votes: 404 });
    expect(await screen.findByText('Địa điểm này chưa có lượt đối đầu nào.')).toBeTruthy();
  });
});

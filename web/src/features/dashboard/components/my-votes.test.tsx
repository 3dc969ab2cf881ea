import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MyVotes } from './my-votes.tsx';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import type { Language } from '../../../lib/i18n.ts';
import { apiError } from '../../../testing/msw/handlers.ts';
import { recordRequests } from '../../../testing/msw/requests.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';

// Five minutes after the newest fixture vote (2026-11-23T04:55Z), 11:55 in Thai Nguyen.
const NOW = new Date('2026-11-23T05:00:00.000Z');

const renderMyVotes = (language: Language) => renderWithProviders(<MyVotes />, { path: '/dashboard', language });

describe('My recent votes', () => {
  beforeEach(() =>
    act(() =>
      useAuthStore.setState({
        status: 'signedIn',
        user: { uid: 'user-1', email: 'lan@example.com', displayName: 'Lan Nguyen', photoURL: null, provider: 'google.com' },
      }),
    ),
  );

  it.each([
    ['vi', 'Lượt bình chọn gần đây của bạn', ['Hồ Núi Cốc thắng Chùa Hang', 'Đồi chè Tân Cương thắng ATK Định Hóa'], 'Hồ Núi Cốc', 'Chùa Hang', '5 phút trước', '11:55 23/11/2026', '2 ngày trước'],
    ['en', 'My recent votes', ['Nui Coc Lake over Hang Pagoda', 'Tan Cuong Tea Hills over ATK Dinh Hoa'], 'Nui Coc Lake', 'Hang Pagoda', '5 minutes ago', 'Nov 23, 2026, 11:55 AM', '2 days ago'],
  ] as const)('lists the own votes newest first, with links to both places and the relative time (%s)', async (language, title, sentences, winner, loser, ago, exact, older) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const requests = recordRequests();
    renderMyVotes(language);
    const section = screen.getByRole('region', { name: title });
    const list = await within(section).findByTestId('my-votes');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual(sentences);
    expect(within(items[0]!).getByRole('link', { name: winner }).getAttribute('href')).toBe('/location/nui-coc-lake');
    expect(within(items[0]!).getByRole('link', { name: loser }).getAttribute('href')).toBe('/location/chua-hang');
    const time = within(items[0]!).getByText(ago);
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe('2026-11-23T04:55:00.000Z');
    expect(time.getAttribute('title')).toBe(exact);
    expect(within(items[1]!).getByText(older)).toBeTruthy();
    expect(requests.of('GET', '/api/votes/mine')).toHaveLength(1);
  });

  it.each([
    ['vi', 'Hồ Núi Cốc hòa Chùa Hang', 'Hồ Núi Cốc thắng Chùa Hang'],
    ['en', 'Nui Coc Lake tied with Hang Pagoda', 'Nui Coc Lake over Hang Pagoda'],
  ] as const)('shows a "can\'t decide" vote as a draw, both places linked (%s)', async (language, draw, win) => {
    const lake = { id: 1, slug: 'nui-coc-lake', name: 'Nui Coc Lake', nameVi: 'Hồ Núi Cốc' };
    const pagoda = { id: 2, slug: 'chua-hang', name: 'Hang Pagoda', nameVi: 'Chùa Hang' };
    server.use(
      http.get('/api/votes/mine', () =>
        HttpResponse.json([
          { id: 14, votedAt: '2026-11-23T04:58:00.000Z', outcome: 'draw', winningLocation: lake, losingLocation: pagoda },
          { id: 13, votedAt: '2026-11-23T04:57:00.000Z', outcome: 'win', winningLocation: lake, losingLocation: pagoda },
        ]),
      ),
    );
    renderMyVotes(language);
    const items = within(await screen.findByTestId('my-votes')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual([draw, win]);
    expect(items[0]!.getAttribute('data-outcome')).toBe('draw');
    expect(within(items[0]!).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/location/nui-coc-lake', '/location/chua-hang']);
  });

  it.each([
    ['vi', 'Đang tải các lượt bình chọn của bạn…', 'Bạn chưa bình chọn lần nào.', 'Bình chọn ngay'],
    ['en', 'Loading your votes…', "You haven't voted yet.", 'Vote now'],
  ] as const)('shows loading, then the empty state with a link to voting (%s)', async (language, loading, empty, goVote) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/votes/mine', async () => {
        await held;
        return HttpResponse.json([]);
      }),
    );
    renderMyVotes(language);
    expect(screen.getByRole('status').textContent).toBe(loading);
    release();
    expect(await screen.findByText(empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: goVote }).getAttribute('href')).toBe('/voting');
    expect(screen.queryByTestId('my-votes')).toBeNull();
  });

  it.each([
    ['vi', 'Không thể tải các lượt bình chọn của bạn.', 'Thử lại', 'Hồ Núi Cốc thắng Chùa Hang'],
    ['en', 'Could not load your votes.', 'Try again', 'Nui Coc Lake over Hang Pagoda'],
  ] as const)('shows an error with retry when the votes cannot load (%s)', async (language, error, retry, first) => {
    server.use(http.get('/api/votes/mine', () => apiError(503)));
    renderMyVotes(language);
    expect((await screen.findByRole('alert')).textContent).toBe(error);
    server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: retry }));
    const list = await screen.findByTestId('my-votes');
    expect(within(list).getAllByRole('listitem')[0]!.querySelector('p')!.textContent).toBe(first);
  });
});

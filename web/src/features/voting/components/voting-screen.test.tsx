import { QueryClientProvider } from '@tanstack/react-query';
import type { Matchup, MatchupLocation, RecentVote } from '@tn/contracts/votes';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toast/toaster.tsx';
import { useToastStore } from '../../../components/ui/toast/toast-store.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { i18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { NEXT_MATCHUP_DELAY_MS } from '../hooks/use-voting-session.ts';
import { VotingScreen } from './voting-screen.tsx';

const session = vi.hoisted(() => ({ signInWith: vi.fn(async () => false) }));
vi.mock('../../../lib/auth/session.ts', () => session);

function place(id: number, overrides: Partial<MatchupLocation> = {}): MatchupLocation {
  return {
    id,
    slug: `place-${id}`,
    name: `Place ${id}`,
    nameVi: `Địa điểm ${id}`,
    description: `Description of place ${id}.`,
    descriptionVi: `Mô tả địa điểm ${id}.`,
    imageUrl: '',
    category: 'ecotourism',
    eloScore: 1000 + id,
    matches: id,
    wins: 0,
    rank: id,
    ...overrides,
  };
}

const LONG_VI = 'Hồ Núi Cốc là hồ nhân tạo lớn nằm giữa những đồi chè xanh mướt của Thái Nguyên.';
const first: Matchup = { left: place(1, { descriptionVi: LONG_VI }), right: place(2) };
const second: Matchup = { left: place(3), right: place(4) };
const third: Matchup = { left: place(5), right: place(6) };

const recentVote: RecentVote = {
  id: 7,
  votedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  winningLocation: { id: 1, slug: 'nui-coc-lake', name: 'Nui Coc Lake', nameVi: 'Hồ Núi Cốc' },
  losingLocation: { id: 2, slug: 'duom-temple', name: 'Duom Temple', nameVi: 'Đền Đuổm' },
};

interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  at: number;
}

interface Backend {
  matchups?: Matchup[];
  matchupStatus?: number;
  votesRemaining?: number;
  voteStatus?: number;
  recent?: RecentVote[] | 'error';
  /** Answer every matchup after the first this much later. */
  slowMatchupMs?: number;
}

/** A stand-in for the gateway: records every call and answers like the voting API. */
function stubApi(backend: Backend) {
  const calls: Call[] = [];
  const matchups = [...(backend.matchups ?? [first, second, third])];
  const state = { votesRemaining: backend.votesRemaining ?? 3, matchupStatus: backend.matchupStatus ?? 200 };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, headers: new Headers(init?.headers), body, at: Date.now() });
    if (url.pathname === '/api/matchup') {
      if (state.matchupStatus !== 200) return Response.json({ statusCode: 503, error: 'Service Unavailable', message: 'down' }, { status: 503 });
      if (backend.slowMatchupMs && calls.filter((c) => c.url.pathname === '/api/matchup').length > 1) {
        await new Promise((resolve) => setTimeout(resolve, backend.slowMatchupMs));
      }
      return Response.json(matchups.length > 1 ? matchups.shift() : matchups[0]);
    }
    if (url.pathname === '/api/user/u1/vote-limit') return Response.json({ votesRemaining: state.votesRemaining });
    if (url.pathname === '/api/vote' && method === 'POST') {
      const status = backend.voteStatus ?? 200;
      if (status !== 200) return Response.json({ statusCode: status, error: 'Error', message: 'refused' }, { status });
      state.votesRemaining -= 1;
      return Response.json({ votesRemaining: state.votesRemaining });
    }
    if (url.pathname === '/api/votes/recent') {
      if (backend.recent === 'error') return new Response('', { status: 500 });
      return Response.json(backend.recent ?? []);
    }
    return Response.json({ statusCode: 404, error: 'Not Found', message: 'no route' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    state,
    of: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.pathname === path),
  };
}

function renderVoting(onVoted = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/voting', element: <VotingScreen onVoted={onVoted} /> },
      { path: '/location/:slug', element: <p>detail page</p> },
      { path: '/rankings', element: <p>rankings page</p> },
    ],
    { initialEntries: ['/voting'] },
  );
  const queryClient = createQueryClient();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { router, onVoted, queryClient };
}

function signIn() {
  useAuthStore.setState({
    status: 'signedIn',
    user: { uid: 'u1', email: 'an@example.com', displayName: 'An', photoURL: null, provider: 'google.com' },
  });
}

const cards = () => screen.getAllByTestId('matchup-card');
const chooseIn = (card: HTMLElement) => within(card).getByRole('button', { name: /^Chọn|^Choose|Đăng nhập để bình chọn|Login to vote/ });

describe('Voting screen', () => {
  beforeEach(async () => {
    localStorage.clear();
    useToastStore.getState().remove();
    useAuthStore.setState({ status: 'signedOut', user: null, signInDialogOpen: false });
    await act(() => i18n.changeLanguage('vi'));
  });

  it('shows the matchup: localized names, truncated description with view more/less, rank, score, matches', async () => {
    stubApi({});
    renderVoting();
    expect(await screen.findByRole('heading', { name: 'Địa điểm 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bạn muốn đến địa điểm nào hơn?' })).toBeTruthy();
    const [left] = cards();
    expect(left).toBeTruthy();
    const card = within(left!);
    expect(card.getByText(/Hồ Núi Cốc là hồ nhân tạo lớn nằm giữa những đồi…/)).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Xem thêm' }));
    expect(card.getByText(new RegExp(LONG_VI))).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Thu gọn' }));
    expect(card.queryByText(new RegExp(LONG_VI))).toBeNull();
    // A short description has no toggle.
    expect(within(cards()[1]!).queryByRole('button', { name: 'Xem thêm' })).toBeNull();
    // Stats: rank, score, matches.
    expect(card.getByText('#1')).toBeTruthy();
    expect(card.getByText('1.001')).toBeTruthy(); // vi number format
    expect(card.getByText('Hạng')).toBeTruthy();
    expect(card.getByText('Điểm')).toBeTruthy();
    expect(card.getByText('Số trận')).toBeTruthy();
    expect(screen.getByText('VS')).toBeTruthy();
    // Signed out: no badge, "Login to vote" buttons.
    expect(screen.queryByTestId('votes-remaining')).toBeNull();
    expect(card.getByRole('button', { name: 'Đăng nhập để bình chọn' })).toBeTruthy();
  });

  it('signed out: a vote opens the login-required dialog, which starts Google sign-in; nothing is sent', async () => {
    session.signInWith.mockClear();
    const api = stubApi({});
    renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    fireEvent.click(chooseIn(cards()[0]!));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cần đăng nhập')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng đăng nhập để bình chọn')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(session.signInWith).not.toHaveBeenCalled();

    fireEvent.click(chooseIn(cards()[1]!));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Đăng nhập bằng Google' }));
    expect(session.signInWith).toHaveBeenCalledExactlyOnceWith('google.com');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.of('POST', '/api/vote')).toHaveLength(0);
    expect(api.of('GET', '/api/user/u1/vote-limit')).toHaveLength(0);
  });

  it('a vote: one call with an idempotency key, clicks ignored while in flight, 300 ms, then the next pair with exclusions', async () => {
    signIn();
    const api = stubApi({ votesRemaining: 3 });
    const { onVoted } = renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    expect((await screen.findByTestId('votes-remaining')).textContent).toContain('Còn 3 lượt bình chọn');

    const [left, right] = cards();
    fireEvent.click(chooseIn(left!));
    // In flight: dimmed and busy; the other card's button and Skip do nothing.
    expect(left!.getAttribute('aria-busy')).toBe('true');
    expect(left!.className).toContain('opacity-60');
    expect(chooseIn(right!).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(chooseIn(right!));
    fireEvent.click(chooseIn(left!));
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ qua' }));

    await waitFor(() => expect(screen.getByTestId('votes-remaining').textContent).toContain('Còn 2 lượt bình chọn'));
    const votes = api.of('POST', '/api/vote');
    expect(votes).toHaveLength(1);
    expect(votes[0]!.body).toEqual({ winningLocationId: 1, losingLocationId: 2 });
    expect(votes[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(onVoted).toHaveBeenCalledTimes(1);

    await screen.findByRole('heading', { name: 'Địa điểm 3' });
    const matchups = api.of('GET', '/api/matchup');
    expect(matchups).toHaveLength(2);
    expect(matchups[0]!.url.search).toBe('');
    expect(Object.fromEntries(matchups[1]!.url.searchParams)).toEqual({ excludeLeft: '1', excludeRight: '2' });
    // Not before the 300 ms pause after the vote was answered.
    expect(matchups[1]!.at - votes[0]!.at).toBeGreaterThanOrEqual(NEXT_MATCHUP_DELAY_MS - 5);
    // Recent votes and the vote limit were refreshed after the vote.
    await waitFor(() => expect(api.of('GET', '/api/votes/recent').length).toBeGreaterThanOrEqual(2));
    expect(api.of('GET', '/api/user/u1/vote-limit').length).toBeGreaterThanOrEqual(2);
    // Idle again: the new pair can be voted on, with a new key.
    expect(cards()[0]!.getAttribute('aria-busy')).toBe('false');
    fireEvent.click(chooseIn(cards()[1]!));
    await waitFor(() => expect(api.of('POST', '/api/vote')).toHaveLength(2));
    const second = api.of('POST', '/api/vote')[1]!;
    expect(second.body).toEqual({ winningLocationId: 4, losingLocationId: 3 });
    expect(second.headers.get('Idempotency-Key')).not.toBe(votes[0]!.headers.get('Idempotency-Key'));
  });

  it('keeps the pair on screen when every query is refetched (as after signing in)', async () => {
    const api = stubApi({});
    const { queryClient } = renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    await act(() => queryClient.invalidateQueries());
    expect(screen.getByRole('heading', { name: 'Địa điểm 1' })).toBeTruthy();
    expect(api.of('GET', '/api/matchup')).toHaveLength(1);
    await waitFor(() => expect(api.of('GET', '/api/votes/recent')).toHaveLength(2));
  });

  it('resets the description expansion when a new matchup loads', async () => {
    stubApi({ matchups: [first, { left: place(3, { descriptionVi: LONG_VI }), right: place(4) }] });
    renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Xem thêm' }));
    expect(within(cards()[0]!).getByRole('button', { name: 'Thu gọn' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ qua' }));
    await screen.findByRole('heading', { name: 'Địa điểm 3' });
    expect(within(cards()[0]!).getByRole('button', { name: 'Xem thêm' })).toBeTruthy();
  });

  it('skip: no vote, ignored while in flight, 300 ms, then a new pair without the old one', async () => {
    const api = stubApi({});
    renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    const skip = screen.getByRole('button', { name: 'Bỏ qua' });
    const clickedAt = Date.now();
    fireEvent.click(skip);
    fireEvent.click(skip);
    expect(skip.getAttribute('aria-disabled')).toBe('true');
    expect(api.of('GET', '/api/matchup')).toHaveLength(1);
    await screen.findByRole('heading', { name: 'Địa điểm 3' });
    const matchups = api.of('GET', '/api/matchup');
    expect(matchups).toHaveLength(2);
    expect(matchups[1]!.at - clickedAt).toBeGreaterThanOrEqual(NEXT_MATCHUP_DELAY_MS - 5);
    expect(matchups[1]!.url.searchParams.get('excludeLeft')).toBe('1');
    expect(matchups[1]!.url.searchParams.get('excludeRight')).toBe('2');
    expect(api.of('POST', '/api/vote')).toHaveLength(0);
    // And again: the exclusions follow the pair on screen.
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ qua' }));
    await screen.findByRole('heading', { name: 'Địa điểm 5' });
    expect(Object.fromEntries(api.of('GET', '/api/matchup')[2]!.url.searchParams)).toEqual({ excludeLeft: '3', excludeRight: '4' });
  });

  it('stays locked while the next pair is loading: clicks on the old pair are ignored', async () => {
    signIn();
    const api = stubApi({ votesRemaining: 3, slowMatchupMs: 600 });
    renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    await screen.findByText('Còn 3 lượt bình chọn trong tuần này');
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ qua' }));
    // The next matchup has been asked for and is on its way.
    await waitFor(() => expect(api.of('GET', '/api/matchup')).toHaveLength(2));
    expect(cards()[0]!.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(chooseIn(cards()[0]!));
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ qua' }));
    await screen.findByRole('heading', { name: 'Địa điểm 3' });
    expect(api.of('POST', '/api/vote')).toHaveLength(0);
    expect(api.of('GET', '/api/matchup')).toHaveLength(2);
    await waitFor(() => expect(cards()[0]!.getAttribute('aria-busy')).toBe('false'));
  });

  it('403: the limit toast, remaining set to 0 (red badge), and later clicks make no call', async () => {
    signIn();
    const api = stubApi({ votesRemaining: 1, voteStatus: 403 });
    renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    await screen.findByText('Còn 1 lượt bình chọn trong tuần này');
    fireEvent.click(chooseIn(cards()[0]!));

    expect(await screen.findByText('Đã đạt giới hạn bình chọn hàng tuần')).toBeTruthy();
    expect(
      screen.getByText('Bạn đã dùng hết 3 lượt bình chọn của tuần này. Hãy quay lại vào thứ Hai tuần sau để bình chọn tiếp nhé!'),
    ).toBeTruthy();
    const badge = screen.getByTestId('votes-remaining');
    expect(badge.textContent).toContain('Đã hết lượt bình chọn');
    expect(badge.textContent).toContain('Lượt bình chọn sẽ được làm mới vào thứ Hai');
    expect(badge.className).toContain('red');
    // Same pair stays; a new click is refused on the client.
    expect(screen.getByRole('heading', { name: 'Địa điểm 1' })).toBeTruthy();
    useToastStore.getState().remove();
    fireEvent.click(chooseIn(cards()[1]!));
    expect(await screen.findByText('Đã đạt giới hạn bình chọn hàng tuần')).toBeTruthy();
    expect(api.of('POST', '/api/vote')).toHaveLength(1);
    expect(api.of('GET', '/api/matchup')).toHaveLength(1);
  });

  it('0 votes left from the vote limit: the red badge and no call on click (English)', async () => {
    await act(() => i18n.changeLanguage('en'));
    signIn();
    const api = stubApi({ votesRemaining: 0 });
    renderVoting();
    await screen.findByRole('heading', { name: 'Place 1' });
    expect((await screen.findByText('No votes remaining')).closest('[data-testid="votes-remaining"]')).toBeTruthy();
    expect(screen.getByText('Your votes reset on Monday')).toBeTruthy();
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Choose Place 1' }));
    expect(await screen.findByText('Weekly Vote Limit Reached')).toBeTruthy();
    expect(screen.getByText("You've used all 3 of your weekly votes. Come back next Monday for more voting!")).toBeTruthy();
    expect(api.of('POST', '/api/vote')).toHaveLength(0);
  });

  it('other errors: "Error" with a translated reason; the pair stays and voting is possible again', async () => {
    signIn();
    const api = stubApi({ votesRemaining: 3, voteStatus: 503 });
    renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    fireEvent.click(chooseIn(cards()[0]!));
    expect(await screen.findByText('Lỗi')).toBeTruthy();
    expect(
      screen.getByText('Không thể ghi nhận lượt bình chọn của bạn: dịch vụ bình chọn tạm thời không khả dụng. Vui lòng thử lại sau ít phút.'),
    ).toBeTruthy();
    await waitFor(() => expect(cards()[0]!.getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(chooseIn(cards()[0]!));
    await waitFor(() => expect(api.of('POST', '/api/vote')).toHaveLength(2));
    expect(api.of('GET', '/api/matchup')).toHaveLength(1);
  });

  it('matchup failure: the unable-to-load message, and Try Again loads it', async () => {
    const api = stubApi({ matchupStatus: 503 });
    renderVoting();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Không thể tải cặp đấu')).toBeTruthy();
    expect(within(alert).getByText('Hiện chúng tôi không thể tải cặp đấu. Vui lòng thử lại')).toBeTruthy();
    api.state.matchupStatus = 200;
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: 'Địa điểm 1' })).toBeTruthy();
  });

  it('shows skeleton cards and three skeleton rows while loading', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    renderVoting();
    expect(screen.getAllByTestId('recent-vote-skeleton')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Cặp đấu' }).getAttribute('aria-busy')).toBe('true');
  });
});

describe('Recent results panel', () => {
  beforeEach(async () => {
    useAuthStore.setState({ status: 'signedOut', user: null });
    await act(() => i18n.changeLanguage('vi'));
  });

  it('lists "winner won against loser" with links and a relative time, and links to the rankings', async () => {
    stubApi({ recent: [recentVote] });
    renderVoting();
    const list = await screen.findByTestId('recent-votes');
    expect(list.textContent).toContain('Hồ Núi Cốc thắng Đền Đuổm');
    expect(within(list).getByRole('link', { name: 'Hồ Núi Cốc' }).getAttribute('href')).toBe('/location/nui-coc-lake');
    expect(within(list).getByRole('link', { name: 'Đền Đuổm' }).getAttribute('href')).toBe('/location/duom-temple');
    expect(within(list).getByText('5 phút trước')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Xem tất cả kết quả/ }).getAttribute('href')).toBe('/rankings');

    await act(() => i18n.changeLanguage('en'));
    expect(list.textContent).toContain('Nui Coc Lake won against Duom Temple');
    expect(within(list).getByText('5 minutes ago')).toBeTruthy();
  });

  it('has an empty state', async () => {
    stubApi({ recent: [] });
    renderVoting();
    expect(await screen.findByText('Chưa có lượt bình chọn nào. Hãy là người đầu tiên bình chọn!')).toBeTruthy();
  });

  it('says when recent votes could not be loaded', async () => {
    stubApi({ recent: 'error' });
    renderVoting();
    expect(await screen.findByText('Không thể tải các lượt bình chọn gần đây.')).toBeTruthy();
  });
});

import type { Matchup, MatchupLocation, RecentVote } from '@tn/contracts/votes';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { i18n } from '../../../lib/i18n.ts';
import { apiError } from '../../../testing/msw/handlers.ts';
import { goOffline, goOnline } from '../../../testing/network.ts';
import { recordRequests } from '../../../testing/msw/requests.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders, type RenderOptions } from '../../../testing/render-app.tsx';
import { shownToasts } from '../../../testing/toasts.ts';
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
    photo: null,
    category: 'ecotourism',
    eloScore: 1000 + id,
    matches: id,
    wins: 0,
    rank: id,
    ...overrides,
  };
}

const LONG_VI = 'Hồ Núi Cốc là hồ nhân tạo lớn nằm giữa những đồi chè xanh mướt của Thái Nguyên.';
const first: Matchup = { left: place(1, { descriptionVi: LONG_VI }), right: place(2), matchupToken: 'token-1-2' };
const second: Matchup = { left: place(3), right: place(4), matchupToken: 'token-3-4' };
const third: Matchup = { left: place(5), right: place(6), matchupToken: 'token-5-6' };

interface Backend {
  matchups?: Matchup[];
  matchupStatus?: number;
  /** The server's weekly allowance; deliberately not 3 by default. */
  votesPerWeek?: number;
  votesRemaining?: number;
  voteLimitStatus?: number;
  voteStatus?: number;
  /** The refusal's message (default: the weekly-limit text for 403, else "refused"). */
  voteMessage?: string;
  /** Answers for the first votes, in turn, before `voteStatus` applies. */
  voteRefusals?: Array<{ status: number; message: string }>;
  recent?: RecentVote[] | 'error';
  /** Every matchup after the first waits for `release()`. */
  holdMatchups?: boolean;
}

/**
 * The voting API through MSW, with state: matchups handed out in turn, the allowance counted
 * down by each vote. Records the votes and when each call came (by the test's clock).
 */
function serveVoting(backend: Backend = {}) {
  const matchups = [...(backend.matchups ?? [first, second, third])];
  const state = {
    votesPerWeek: backend.votesPerWeek ?? 5,
    votesRemaining: backend.votesRemaining ?? backend.votesPerWeek ?? 5,
    matchupStatus: backend.matchupStatus ?? 200,
  };
  const votes: Array<{ body: unknown; idempotencyKey: string | null; at: number }> = [];
  const refusals = [...(backend.voteRefusals ?? [])];
  const matchupCalls: Array<{ params: URLSearchParams; at: number }> = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));

  server.use(
    http.get('/api/matchup', async ({ request }) => {
      matchupCalls.push({ params: new URL(request.url).searchParams, at: Date.now() });
      if (state.matchupStatus !== 200) return apiError(state.matchupStatus, 'down');
      if (backend.holdMatchups && matchupCalls.length > 1) await held;
      return HttpResponse.json(matchups.length > 1 ? matchups.shift() : matchups[0]);
    }),
    http.get('/api/user/:uid/vote-limit', () =>
      backend.voteLimitStatus
        ? apiError(backend.voteLimitStatus)
        : HttpResponse.json({ votesRemaining: state.votesRemaining, votesPerWeek: state.votesPerWeek }),
    ),
    http.post('/api/vote', async ({ request }) => {
      votes.push({ body: await request.json(), idempotencyKey: request.headers.get('idempotency-key'), at: Date.now() });
      const refusal = refusals.shift();
      if (refusal) return apiError(refusal.status, refusal.message);
      const status = backend.voteStatus ?? 200;
      if (status !== 200) return apiError(status, backend.voteMessage ?? (status === 403 ? LIMIT_MESSAGE : 'refused'));
      state.votesRemaining -= 1;
      return HttpResponse.json({ votesRemaining: state.votesRemaining, votesPerWeek: state.votesPerWeek });
    }),
    http.get('/api/votes/recent', () =>
      backend.recent === 'error' ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(backend.recent ?? []),
    ),
  );
  const requests = recordRequests();
  return { state, votes, matchupCalls, release: () => release(), of: requests.of };
}

function renderVoting(options: RenderOptions = {}) {
  const onVoted = vi.fn();
  const view = renderWithProviders(<VotingScreen onVoted={onVoted} />, { path: '/voting', ...options });
  return { ...view, onVoted };
}

function signIn() {
  useAuthStore.setState({
    status: 'signedIn',
    user: { uid: 'u1', email: 'an@example.com', displayName: 'An', photoURL: null, provider: 'google.com' },
  });
}

/** Timers and Date run on a fake clock that still moves on by itself: time spans are exact. */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-23T05:00:00.000Z'));
}

// The voting service's answers, word for word.
const LIMIT_MESSAGE = "You've used all 3 of your weekly votes. Come back next Monday for more voting!";
const PROVIDER_MESSAGE = 'Only accounts signed in with Google, Facebook or GitHub can vote. Sign in with one of them to vote.';
const STALE_MESSAGE = 'matchupToken has already been used';

const cards = () => screen.getAllByTestId('matchup-card');
const chooseIn = (card: HTMLElement) => within(card).getByRole('button', { name: /^Chọn|^Choose|Đăng nhập để bình chọn|Login to vote/ });
const badge = () => screen.getByTestId('votes-remaining');

describe('Voting screen', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ status: 'signedOut', user: null, signInDialogOpen: false });
  });

  it('shows the matchup: localized names, truncated description with view more/less, rank, score, matches', async () => {
    serveVoting();
    renderVoting();
    expect(await screen.findByRole('heading', { name: 'Địa điểm 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bạn muốn đến địa điểm nào hơn?' })).toBeTruthy();
    const card = within(cards()[0]!);
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

  it('shows an unranked place (no match this month) with a dash for its rank', async () => {
    serveVoting({ matchups: [{ left: place(1), right: place(2, { rank: null, matches: 0, eloScore: 1000 }), matchupToken: 'token-1-2' }] });
    renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 2' });
    const rank = within(cards()[1]!).getByText('Hạng').parentElement!;
    expect(rank.textContent).toBe('Hạng—chưa xếp hạng tháng này');
    expect(within(cards()[0]!).getByText('#1')).toBeTruthy();
  });

  it('signed out: a vote opens the login-required dialog, which starts Google sign-in; nothing is sent', async () => {
    session.signInWith.mockClear();
    const api = serveVoting();
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
    expect(api.votes).toHaveLength(0);
    expect(api.of('GET', '/api/user/u1/vote-limit')).toHaveLength(0);
  });

  it.each([
    { language: 'vi' as const, loginToVote: 'Đăng nhập để bình chọn', cancel: 'Hủy' },
    { language: 'en' as const, loginToVote: 'Login to vote', cancel: 'Cancel' },
  ])('closing the login-required dialog returns focus to the card that opened it ($language)', async ({ language, loginToVote, cancel }) => {
    serveVoting();
    renderVoting({ language });
    await screen.findByRole('heading', { name: language === 'vi' ? 'Địa điểm 2' : 'Place 2' });

    // Esc, from the second card.
    const right = within(cards()[1]!).getByRole('button', { name: loginToVote });
    right.focus();
    fireEvent.click(right);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(right));

    // Cancel, from the first card, clicked without focusing it first (as Safari does).
    right.blur();
    const left = within(cards()[0]!).getByRole('button', { name: loginToVote });
    fireEvent.click(left);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(left));
  });

  it('a vote: one call with an idempotency key, clicks ignored while in flight, 300 ms, then the next pair with exclusions', async () => {
    fakeClock();
    signIn();
    const api = serveVoting({ votesPerWeek: 5 });
    const { onVoted } = renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    await waitFor(() => expect(badge().textContent).toContain('Còn 5 lượt bình chọn'));

    const [left, right] = cards();
    fireEvent.click(chooseIn(left!));
    // In flight: busy; the other card's button and Skip do nothing.
    expect(left!.getAttribute('aria-busy')).toBe('true');
    expect(chooseIn(right!).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(chooseIn(right!));
    fireEvent.click(chooseIn(left!));
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ qua' }));

    // The answer sets the count at once.
    await waitFor(() => expect(badge().textContent).toContain('Còn 4 lượt bình chọn'));
    expect(api.votes).toHaveLength(1);
    // The vote quotes the token of the pair it was cast on.
    expect(api.votes[0]!.body).toEqual({ winningLocationId: 1, losingLocationId: 2, matchupToken: 'token-1-2', outcome: 'win' });
    expect(api.votes[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(onVoted).toHaveBeenCalledTimes(1);

    await screen.findByRole('heading', { name: 'Địa điểm 3' });
    expect(api.matchupCalls).toHaveLength(2);
    expect([...api.matchupCalls[0]!.params]).toEqual([]);
    expect(Object.fromEntries(api.matchupCalls[1]!.params)).toEqual({ excludeLeft: '1', excludeRight: '2' });
    // Not before the pause that follows the answer.
    expect(api.matchupCalls[1]!.at - api.votes[0]!.at).toBeGreaterThanOrEqual(NEXT_MATCHUP_DELAY_MS);
    // Recent votes and the vote limit were refreshed after the vote.
    await waitFor(() => expect(api.of('GET', '/api/votes/recent').length).toBeGreaterThanOrEqual(2));
    expect(api.of('GET', '/api/user/u1/vote-limit').length).toBeGreaterThanOrEqual(2);
    // Idle again: the new pair can be voted on, with a new key.
    await waitFor(() => expect(cards()[0]!.getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(chooseIn(cards()[1]!));
    await waitFor(() => expect(api.votes).toHaveLength(2));
    expect(api.votes[1]!.body).toEqual({ winningLocationId: 4, losingLocationId: 3, matchupToken: 'token-3-4', outcome: 'win' });
    expect(api.votes[1]!.idempotencyKey).not.toBe(api.votes[0]!.idempotencyKey);
  });

  it('keeps the pair on screen when every query is refetched (as after signing in)', async () => {
    const api = serveVoting();
    const { queryClient } = renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    await act(() => queryClient.invalidateQueries());
    expect(screen.getByRole('heading', { name: 'Địa điểm 1' })).toBeTruthy();
    expect(api.matchupCalls).toHaveLength(1);
    await waitFor(() => expect(api.of('GET', '/api/votes/recent')).toHaveLength(2));
  });

  it('resets the description expansion when a new matchup loads', async () => {
    serveVoting({ matchups: [first, { ...second, left: place(3, { descriptionVi: LONG_VI }) }] });
    renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Xem thêm' }));
    expect(within(cards()[0]!).getByRole('button', { name: 'Thu gọn' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ qua' }));
    await screen.findByRole('heading', { name: 'Địa điểm 3' });
    expect(within(cards()[0]!).getByRole('button', { name: 'Xem thêm' })).toBeTruthy();
  });

  it('skip: no vote, ignored while in flight, 300 ms, then a new pair without the old one', async () => {
    fakeClock();
    const api = serveVoting();
    renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    const skip = screen.getByRole('button', { name: 'Bỏ qua' });
    const clickedAt = Date.now();
    fireEvent.click(skip);
    fireEvent.click(skip);
    expect(skip.getAttribute('aria-disabled')).toBe('true');
    expect(api.matchupCalls).toHaveLength(1);
    await screen.findByRole('heading', { name: 'Địa điểm 3' });
    expect(api.matchupCalls).toHaveLength(2);
    expect(api.matchupCalls[1]!.at - clickedAt).toBeGreaterThanOrEqual(NEXT_MATCHUP_DELAY_MS);
    expect(Object.fromEntries(api.matchupCalls[1]!.params)).toEqual({ excludeLeft: '1', excludeRight: '2' });
    expect(api.votes).toHaveLength(0);
    // And again: the exclusions follow the pair on screen.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bỏ qua' }).getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ qua' }));
    await screen.findByRole('heading', { name: 'Địa điểm 5' });
    expect(Object.fromEntries(api.matchupCalls[2]!.params)).toEqual({ excludeLeft: '3', excludeRight: '4' });
  });

  it('stays locked while the next pair is loading: clicks on the old pair are ignored', async () => {
    signIn();
    const api = serveVoting({ holdMatchups: true });
    renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    await screen.findByText('Còn 5 lượt bình chọn trong tuần này');
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ qua' }));
    // The next matchup has been asked for and is held by the server.
    await waitFor(() => expect(api.matchupCalls).toHaveLength(2));
    expect(cards()[0]!.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(chooseIn(cards()[0]!));
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ qua' }));
    api.release();
    await screen.findByRole('heading', { name: 'Địa điểm 3' });
    expect(api.votes).toHaveLength(0);
    expect(api.matchupCalls).toHaveLength(2);
    await waitFor(() => expect(cards()[0]!.getAttribute('aria-busy')).toBe('false'));
  });

  it('403: the limit toast with the server’s allowance, remaining set to 0 (red badge), and later clicks make no call', async () => {
    signIn();
    const api = serveVoting({ votesPerWeek: 4, votesRemaining: 1, voteStatus: 403 });
    renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    await screen.findByText('Còn 1 lượt bình chọn trong tuần này');
    fireEvent.click(chooseIn(cards()[0]!));

    await waitFor(() =>
      expect(shownToasts()).toEqual([
        {
          type: 'error',
          title: 'Đã đạt giới hạn bình chọn hằng tuần',
          description: 'Bạn đã dùng hết 4 lượt bình chọn của tuần này. Hãy quay lại vào thứ Hai tuần sau để bình chọn tiếp nhé!',
        },
      ]),
    );
    expect(badge().getAttribute('data-count')).toBe('0');
    expect(badge().textContent).toContain('Đã hết lượt bình chọn');
    expect(badge().textContent).toContain('Lượt bình chọn sẽ được làm mới vào thứ Hai');
    // Same pair stays; a new click is refused on the client, with the toast again.
    expect(screen.getByRole('heading', { name: 'Địa điểm 1' })).toBeTruthy();
    act(() => {
      toast.dismiss();
    });
    await waitFor(() => expect(screen.queryByText('Đã đạt giới hạn bình chọn hằng tuần')).toBeNull());
    await waitFor(() => expect(cards()[1]!.getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(chooseIn(cards()[1]!));
    expect(await screen.findByText('Đã đạt giới hạn bình chọn hằng tuần')).toBeTruthy();
    expect(api.votes).toHaveLength(1);
    expect(api.matchupCalls).toHaveLength(1);
  });

  it('0 votes left from the vote limit: the red badge, the vote buttons dimmed and described by it, and no call on click (English)', async () => {
    signIn();
    const api = serveVoting({ votesPerWeek: 7, votesRemaining: 0 });
    renderVoting({ language: 'en' });
    await screen.findByRole('heading', { name: 'Place 1' });
    const note = (await screen.findByText('No votes remaining')).closest<HTMLElement>('[data-testid="votes-remaining"]')!;
    expect(screen.getByText('Your votes reset on Monday')).toBeTruthy();
    const cantDecide = screen.getByRole('button', { name: "Can't decide" });
    for (const button of [chooseIn(cards()[0]!), chooseIn(cards()[1]!), cantDecide]) {
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.getAttribute('aria-describedby')?.split(' ')).toContain(note.id);
      expect(button.className).toContain('opacity-55');
    }
    // Skipping uses no vote.
    expect(screen.getByRole('button', { name: 'Skip' }).getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Choose Place 1' }));
    expect(await screen.findByText('Weekly Vote Limit Reached')).toBeTruthy();
    expect(screen.getByText("You've used all 7 of your weekly votes. Come back next Monday for more voting!")).toBeTruthy();
    expect(api.votes).toHaveLength(0);
  });

  it('403 before the allowance is known: the limit toast names no number', async () => {
    signIn();
    serveVoting({ voteLimitStatus: 503, voteStatus: 403 });
    renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    fireEvent.click(chooseIn(cards()[0]!));
    expect(
      await screen.findByText('Bạn đã dùng hết lượt bình chọn của tuần này. Hãy quay lại vào thứ Hai tuần sau để bình chọn tiếp nhé!'),
    ).toBeTruthy();
  });

  it('other errors: "Error" with a translated reason; the pair stays and voting is possible again', async () => {
    signIn();
    const api = serveVoting({ voteStatus: 503 });
    renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    fireEvent.click(chooseIn(cards()[0]!));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        {
          type: 'error',
          title: 'Lỗi',
          description: 'Không thể ghi nhận lượt bình chọn của bạn: dịch vụ bình chọn tạm thời không khả dụng. Vui lòng thử lại sau ít phút.',
        },
      ]),
    );
    await waitFor(() => expect(cards()[0]!.getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(chooseIn(cards()[0]!));
    await waitFor(() => expect(api.votes).toHaveLength(2));
    expect(api.matchupCalls).toHaveLength(1);
    // The same choice again is a retry: the same key, so a vote recorded before its answer was
    // lost counts once (and its token is not "already used").
    expect(api.votes[1]!.idempotencyKey).toBe(api.votes[0]!.idempotencyKey);
    // The same failure again updates the toast on screen instead of stacking a second one.
    await waitFor(() => expect(cards()[0]!.getAttribute('aria-busy')).toBe('false'));
    expect(screen.getAllByText('Lỗi')).toHaveLength(1);
    // Another choice is another vote, with a key of its own.
    fireEvent.click(chooseIn(cards()[1]!));
    await waitFor(() => expect(api.votes).toHaveLength(3));
    expect(api.votes[2]!.idempotencyKey).not.toBe(api.votes[0]!.idempotencyKey);
  });

  it('matchup failure: the unable-to-load message, and Try Again loads it', async () => {
    const api = serveVoting({ matchupStatus: 503 });
    renderVoting();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Không thể tải cặp đấu')).toBeTruthy();
    expect(within(alert).getByText('Hiện chúng tôi không thể tải cặp đấu. Vui lòng thử lại')).toBeTruthy();
    api.state.matchupStatus = 200;
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: 'Địa điểm 1' })).toBeTruthy();
  });

  it('shows skeleton cards while loading; the recent results come below once the pair is drawn', async () => {
    renderVoting();
    expect(screen.getByRole('region', { name: 'Cặp đấu' }).getAttribute('aria-busy')).toBe('true');
    // Nothing under the pair while its size is unknown: the cards would push it down.
    expect(screen.queryAllByTestId('recent-vote-skeleton')).toHaveLength(0);
    await screen.findAllByTestId('matchup-card');
    expect(await screen.findByRole('heading', { level: 2, name: 'Kết quả gần đây' })).toBeTruthy();
  });
});

describe('Recent results panel', () => {
  const NOW = new Date('2026-11-23T05:00:00.000Z');
  const recentVote: RecentVote = {
    id: 7,
    votedAt: new Date(NOW.getTime() - 5 * 60_000).toISOString(),
    outcome: 'win',
    winningLocation: { id: 1, slug: 'nui-coc-lake', name: 'Nui Coc Lake', nameVi: 'Hồ Núi Cốc' },
    losingLocation: { id: 2, slug: 'duom-temple', name: 'Duom Temple', nameVi: 'Đền Đuổm' },
  };

  beforeEach(() => {
    useAuthStore.setState({ status: 'signedOut', user: null });
  });

  it('lists "winner won against loser" with links and a relative time, and links to the rankings', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    serveVoting({ recent: [recentVote, { ...recentVote, id: 8, votedAt: NOW.toISOString() }] });
    renderVoting();
    const list = await screen.findByTestId('recent-votes');
    expect(list.textContent).toContain('Hồ Núi Cốc thắng Đền Đuổm');
    expect(within(list).getAllByRole('link', { name: 'Hồ Núi Cốc' })[0]!.getAttribute('href')).toBe('/location/nui-coc-lake');
    expect(within(list).getAllByRole('link', { name: 'Đền Đuổm' })[0]!.getAttribute('href')).toBe('/location/duom-temple');
    expect(within(list).getByText('5 phút trước').getAttribute('title')).toBe('11:55 23/11/2026');
    expect(within(list).getByText('vừa xong')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Xem tất cả kết quả/ }).getAttribute('href')).toBe('/rankings');

    await act(() => i18n.changeLanguage('en'));
    expect(list.textContent).toContain('Nui Coc Lake won against Duom Temple');
    expect(within(list).getByText('5 minutes ago')).toBeTruthy();
    expect(within(list).getByText('just now')).toBeTruthy();
  });

  it('has an empty state', async () => {
    serveVoting({ recent: [] });
    renderVoting();
    expect(await screen.findByText('Chưa có lượt bình chọn nào. Hãy là người đầu tiên bình chọn!')).toBeTruthy();
  });

  it('says when recent votes could not be loaded', async () => {
    serveVoting({ recent: 'error' });
    renderVoting();
    expect(await screen.findByText('Không thể tải các lượt bình chọn gần đây.')).toBeTruthy();
  });
});

describe('Fair votes: the matchup token, "can\'t decide" and refusals', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ status: 'signedOut', user: null, signInDialogOpen: false });
  });

  it.each([
    { language: 'vi' as const, cantDecide: 'Không chọn được', skip: 'Bỏ qua', before: 'Còn 5 lượt bình chọn', after: 'Còn 4 lượt bình chọn', next: 'Địa điểm 3' },
    { language: 'en' as const, cantDecide: "Can't decide", skip: 'Skip', before: '5 votes remaining', after: '4 votes remaining', next: 'Place 3' },
  ])('"$cantDecide" posts a draw of the two places with the token, takes a vote, then the next pair after 300 ms', async ({ language, cantDecide, skip, before, after, next }) => {
    fakeClock();
    signIn();
    const api = serveVoting();
    const { onVoted } = renderVoting({ language });
    await screen.findByRole('heading', { name: language === 'vi' ? 'Địa điểm 1' : 'Place 1' });
    await waitFor(() => expect(badge().textContent).toContain(before));

    const button = screen.getByRole('button', { name: cantDecide });
    fireEvent.click(button);
    // In flight: every other action is ignored, the cards dim.
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(cards()[0]!.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    fireEvent.click(chooseIn(cards()[0]!));
    fireEvent.click(screen.getByRole('button', { name: skip }));

    await waitFor(() => expect(badge().textContent).toContain(after));
    expect(api.votes).toHaveLength(1);
    expect(api.votes[0]!.body).toEqual({ winningLocationId: 1, losingLocationId: 2, matchupToken: 'token-1-2', outcome: 'draw' });
    expect(api.votes[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(onVoted).toHaveBeenCalledTimes(1);

    await screen.findByRole('heading', { name: next });
    expect(api.matchupCalls).toHaveLength(2);
    expect(api.matchupCalls[1]!.at - api.votes[0]!.at).toBeGreaterThanOrEqual(NEXT_MATCHUP_DELAY_MS);
    expect(Object.fromEntries(api.matchupCalls[1]!.params)).toEqual({ excludeLeft: '1', excludeRight: '2' });
    await waitFor(() => expect(screen.getByRole('button', { name: cantDecide }).getAttribute('aria-disabled')).toBe('false'));
  });

  it('"can\'t decide" follows the voting rules: signed out it opens the login dialog, at zero votes the limit toast; nothing is sent', async () => {
    const api = serveVoting({ votesRemaining: 0 });
    renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Không chọn được' }));
    expect(within(await screen.findByRole('dialog')).getByText('Vui lòng đăng nhập để bình chọn')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => signIn());
    await waitFor(() => expect(badge().getAttribute('data-count')).toBe('0'));
    fireEvent.click(screen.getByRole('button', { name: 'Không chọn được' }));
    expect(await screen.findByText('Đã đạt giới hạn bình chọn hằng tuần')).toBeTruthy();
    expect(api.votes).toHaveLength(0);
  });

  it.each([
    {
      language: 'vi' as const,
      title: 'Cặp đấu này không còn nhận bình chọn',
      message: 'Lượt chọn vừa rồi chưa được tính và bạn không bị trừ lượt nào. Đây là cặp đấu mới, hãy chọn lại.',
      remaining: 'Còn 5 lượt bình chọn',
      first: 'Địa điểm 1',
      next: 'Địa điểm 3',
    },
    {
      language: 'en' as const,
      title: 'This matchup can no longer be voted on',
      message: 'Your choice was not counted and no vote was used. Here is a new matchup: please choose again.',
      remaining: '5 votes remaining',
      first: 'Place 1',
      next: 'Place 3',
    },
  ])('409 (a used, expired, foreign or tampered token): says the choice was not counted, keeps the allowance, and loads a fresh pair to vote on ($language)', async ({ language, title, message, remaining, first, next }) => {
    signIn();
    const api = serveVoting({ voteRefusals: [{ status: 409, message: STALE_MESSAGE }] });
    const { onVoted } = renderVoting({ language });
    await screen.findByRole('heading', { name: first });
    await waitFor(() => expect(badge().textContent).toContain(remaining));
    fireEvent.click(chooseIn(cards()[0]!));

    await waitFor(() => expect(shownToasts()).toEqual([{ type: 'error', title, description: message }]));
    // A fresh pair replaces the one the server no longer takes a vote on.
    await screen.findByRole('heading', { name: next });
    expect(api.matchupCalls).toHaveLength(2);
    expect(badge().textContent).toContain(remaining);
    expect(onVoted).not.toHaveBeenCalled();

    // The new pair is voted on with its own token.
    await waitFor(() => expect(cards()[0]!.getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(chooseIn(cards()[0]!));
    await waitFor(() => expect(api.votes).toHaveLength(2));
    expect(api.votes[0]!.body).toMatchObject({ matchupToken: 'token-1-2' });
    expect(api.votes[1]!.body).toEqual({ winningLocationId: 3, losingLocationId: 4, matchupToken: 'token-3-4', outcome: 'win' });
    await waitFor(() => expect(badge().textContent).toContain(language === 'vi' ? 'Còn 4 lượt bình chọn' : '4 votes remaining'));
  });

  it.each([
    {
      language: 'vi' as const,
      title: 'Tài khoản này không thể bình chọn',
      description:
        'Chỉ tài khoản đăng nhập bằng Google, Facebook hoặc GitHub mới có thể bình chọn. Hãy đăng nhập bằng một trong các tài khoản đó để bình chọn.',
      remaining: 'Còn 5 lượt bình chọn',
      first: 'Địa điểm 1',
    },
    {
      language: 'en' as const,
      title: 'This account cannot vote',
      description: 'Only accounts signed in with Google, Facebook or GitHub can vote. Sign in with one of them to vote.',
      remaining: '5 votes remaining',
      first: 'Place 1',
    },
  ])('403 for a sign-in method that may not vote: the rule in the visitor’s language, not the weekly limit; the count and the pair stay ($language)', async ({ language, title, description, remaining, first }) => {
    signIn();
    const api = serveVoting({ voteStatus: 403, voteMessage: PROVIDER_MESSAGE });
    renderVoting({ language });
    await screen.findByRole('heading', { name: first });
    await waitFor(() => expect(badge().textContent).toContain(remaining));
    fireEvent.click(chooseIn(cards()[0]!));
    await waitFor(() => expect(shownToasts()).toEqual([{ type: 'error', title, description }]));
    expect(badge().getAttribute('data-count')).toBe('5');
    expect(screen.getByRole('heading', { name: first })).toBeTruthy();
    expect(api.matchupCalls).toHaveLength(1);
    expect(api.votes).toHaveLength(1);
  });

  it('shows a draw in the recent results as a draw, both places linked (vi and en)', async () => {
    const draw: RecentVote = {
      id: 9,
      votedAt: '2026-11-23T04:55:00.000Z',
      outcome: 'draw',
      winningLocation: { id: 1, slug: 'nui-coc-lake', name: 'Nui Coc Lake', nameVi: 'Hồ Núi Cốc' },
      losingLocation: { id: 2, slug: 'duom-temple', name: 'Duom Temple', nameVi: 'Đền Đuổm' },
    };
    const win: RecentVote = { ...draw, id: 8, outcome: 'win' };
    serveVoting({ recent: [draw, win] });
    renderVoting();
    const list = await screen.findByTestId('recent-votes');
    const [drawRow, winRow] = within(list).getAllByRole('listitem');
    expect(drawRow!.querySelector('p')!.textContent).toBe('Hồ Núi Cốc hòa Đền Đuổm');
    expect(drawRow!.getAttribute('data-outcome')).toBe('draw');
    expect(within(drawRow!).getByRole('link', { name: 'Hồ Núi Cốc' }).getAttribute('href')).toBe('/location/nui-coc-lake');
    expect(within(drawRow!).getByRole('link', { name: 'Đền Đuổm' }).getAttribute('href')).toBe('/location/duom-temple');
    expect(winRow!.querySelector('p')!.textContent).toBe('Hồ Núi Cốc thắng Đền Đuổm');

    await act(() => i18n.changeLanguage('en'));
    expect(drawRow!.querySelector('p')!.textContent).toBe('Nui Coc Lake tied with Duom Temple');
    expect(winRow!.querySelector('p')!.textContent).toBe('Nui Coc Lake won against Duom Temple');
  });
});

describe('Offline', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ status: 'signedOut', user: null, signInDialogOpen: false });
  });

  it('says voting needs a connection and disables every action on the pair; nothing is sent until it is back', async () => {
    signIn();
    const api = serveVoting();
    renderVoting();
    await screen.findByRole('heading', { name: 'Địa điểm 1' });
    await waitFor(() => expect(badge().textContent).toContain('Còn 5 lượt bình chọn'));
    expect(screen.queryByText('Bình chọn cần kết nối mạng')).toBeNull();

    goOffline();
    expect(screen.getByRole('heading', { name: 'Bình chọn cần kết nối mạng' })).toBeTruthy();
    const note = screen.getByText('Bạn đang ngoại tuyến. Hãy kết nối mạng lại để bình chọn.');
    const cantDecide = screen.getByRole('button', { name: 'Không chọn được' });
    const skip = screen.getByRole('button', { name: 'Bỏ qua' });
    for (const button of [chooseIn(cards()[0]!), chooseIn(cards()[1]!), cantDecide, skip]) {
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.getAttribute('aria-describedby')?.split(' ')).toContain(note.id);
      fireEvent.click(button);
    }
    // Past the delay a skip would have waited: no vote and no new pair were asked for.
    await new Promise((resolve) => setTimeout(resolve, NEXT_MATCHUP_DELAY_MS + 100));
    expect(api.votes).toHaveLength(0);
    expect(api.matchupCalls).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Địa điểm 1' })).toBeTruthy();

    goOnline();
    expect(screen.queryByText('Bình chọn cần kết nối mạng')).toBeNull();
    expect(chooseIn(cards()[0]!).getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(chooseIn(cards()[0]!));
    await waitFor(() => expect(api.votes).toHaveLength(1));
  });

  it('opened offline: the needs-a-connection notice instead of the matchup error (English)', async () => {
    goOffline();
    serveVoting();
    // No connection: the matchup request fails at the network, as the worker does not keep it.
    server.use(http.get('/api/matchup', () => HttpResponse.error()));
    renderVoting({ language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Voting needs an internet connection' })).toBeTruthy();
    expect(screen.getByText('You are offline. Connect to the internet again to vote.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Matchup' }).getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryAllByTestId('matchup-card')).toHaveLength(0);
  });
});

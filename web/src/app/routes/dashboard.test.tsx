import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { quickDoubleClick } from '../../testing/double-click.ts';
import { DashboardRoute } from './dashboard.tsx';
import { MOOD_SAVE_DELAY_MS } from '../../features/dashboard/components/mood-selector.tsx';
import { useAuthStore } from '../../lib/auth/auth-store.ts';
import type { Language } from '../../lib/i18n.ts';
import { apiError } from '../../testing/msw/handlers.ts';
import { recordRequests } from '../../testing/msw/requests.ts';
import { server } from '../../testing/msw/server.ts';
import { goOffline } from '../../testing/network.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { shownToasts } from '../../testing/toasts.ts';

// Signing out is Firebase's part; here it only reports the signed-out session, as Firebase's listener would.
const signOut = vi.hoisted(() =>
  vi.fn(async () => {
    useAuthStore.setState({ status: 'signedOut', user: null });
    return true;
  }),
);
vi.mock('../../lib/auth/session.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), signOut }));

const signIn = () =>
  act(() =>
    useAuthStore.setState({
      status: 'signedIn',
      user: { uid: 'user-1', email: 'lan@example.com', displayName: 'Lan Nguyen', photoURL: null, provider: 'google.com' },
    }),
  );

const renderDashboard = (language: Language = 'vi') => renderWithProviders(<DashboardRoute />, { path: '/dashboard', language });

const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');
const accessibleDescription = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

const { createObjectURL, revokeObjectURL } = URL;

describe('Dashboard', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.restoreAllMocks();
  });

  it('sends a signed-out visitor to /login, returning here', async () => {
    act(() => useAuthStore.setState({ status: 'signedOut', user: null }));
    const { router } = renderDashboard();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?redirect=/dashboard'));
  });

  it.each([
    ['vi', 'Thành viên từ 14/03/2026', 'Lượt bình chọn', 'Độ phù hợp với phong cách: 72%', 'Thiên nhiên'],
    ['en', 'Member since Mar 14, 2026', 'Votes cast', 'Mood match: 72%', 'Nature'],
  ] as const)('shows the profile, counts, mood and recommendations (%s)', async (language, since, votes, match, mood) => {
    renderDashboard(language);
    const profile = await screen.findByRole('region', { name: 'Lan Nguyen' });
    expect(within(profile).getByText(since)).toBeTruthy();
    expect(within(profile).getByText(votes).nextElementSibling?.textContent).toBe('7');
    // The avatar's initial (drawn by CSS from its data attribute, as in the account button).
    expect(profile.querySelector('[data-initial]')?.getAttribute('data-initial')).toBe('L');
    expect(screen.getByRole('radio', { name: mood, checked: true })).toBeTruthy();
    // The figure says what it measures.
    expect((await screen.findByText(match)).nextElementSibling?.textContent).toBe(
      language === 'vi' ? 'Tỷ lệ địa điểm bạn yêu thích và đã đến hợp với phong cách này.' : 'The share of your favorite and visited places that suit this mood.',
    );
    expect(screen.getAllByRole('link', { name: language === 'vi' ? 'Hồ Núi Cốc' : 'Nui Coc Lake' }).length).toBeGreaterThan(0);
    // So does each place's own, a different measure.
    const recommended = screen.getByRole('region', { name: language === 'vi' ? 'Đề xuất dành cho bạn' : 'Recommended for you' });
    expect(within(recommended).getByText(language === 'vi' ? 'Phù hợp: 91%' : 'Match: 91%')).toBeTruthy();
    // Said above the cards, so that a phone shows it beside the first of them.
    const hint = within(recommended).getByText(/^(Match: the share of this mood's keywords|Phù hợp: tỷ lệ từ khóa của phong cách này)/);
    expect(hint.compareDocumentPosition(within(recommended).getByRole('list')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the own recent votes, each place a link', async () => {
    renderDashboard('en');
    const section = await screen.findByRole('region', { name: 'My recent votes' });
    const first = (await within(section).findAllByRole('listitem'))[0]!;
    expect(first.querySelector('p')!.textContent).toBe('Nui Coc Lake over Hang Pagoda');
    expect(within(first).getByRole('link', { name: 'Hang Pagoda' }).getAttribute('href')).toBe('/location/chua-hang');
  });

  it('falls back to the email and shows an error with retry when the profile fails', async () => {
    server.use(http.get('/api/me', () => apiError(503)));
    renderDashboard('en');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load your dashboard.');
    server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Lan Nguyen' })).toBeTruthy();
  });

  it('changes the travel mood with a confirmation toast', async () => {
    const requests = recordRequests();
    renderDashboard('en');
    fireEvent.click(await screen.findByRole('radio', { name: 'Culture' }));
    expect(await screen.findByRole('radio', { name: 'Culture', checked: true })).toBeTruthy();
    await waitFor(() => expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Travel mood set to Culture', type: 'success' })));
    expect(requests.of('PUT', '/api/me/mood')).toHaveLength(1);
  });

  it('saves only the mood a quick walk through the radios rests on (arrow keys choose as they move), with one toast', async () => {
    const requests = recordRequests();
    renderDashboard('en');
    for (const name of ['Culture', 'Food', 'Adventure']) fireEvent.click(await screen.findByRole('radio', { name }));
    expect(screen.getByRole('radio', { name: 'Adventure', checked: true })).toBeTruthy();
    await waitFor(() => expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Travel mood set to Adventure', type: 'success' })));
    expect(requests.of('PUT', '/api/me/mood')).toHaveLength(1);
    expect(shownToasts().filter((toast) => toast.type === 'success')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Adventure', checked: true })).toBeTruthy();
  });

  it('saves nothing when the walk comes back to the saved mood, and saves a choice left before it rests', async () => {
    const requests = recordRequests();
    const { unmount } = renderDashboard('en');
    fireEvent.click(await screen.findByRole('radio', { name: 'Culture' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Nature' }));
    await new Promise((resolve) => setTimeout(resolve, MOOD_SAVE_DELAY_MS + 100));
    expect(requests.of('PUT', '/api/me/mood')).toHaveLength(0);
    expect(screen.getByRole('radio', { name: 'Nature', checked: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Food' }));
    unmount();
    await waitFor(() => expect(requests.of('PUT', '/api/me/mood')).toHaveLength(1));
  });

  it('puts the mood back with a toast when the server refuses it', async () => {
    server.use(http.put('/api/me/mood', () => apiError(503)));
    renderDashboard('vi');
    fireEvent.click(await screen.findByRole('radio', { name: 'Ẩm thực' }));
    expect(screen.getByRole('radio', { name: 'Ẩm thực', checked: true })).toBeTruthy();
    await waitFor(() =>
      expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Không lưu được phong cách du lịch. Vui lòng thử lại.', type: 'error' })),
    );
    expect(screen.getByRole('radio', { name: 'Thiên nhiên', checked: true })).toBeTruthy();
  });

  it('toggles a favorite optimistically and rolls it back with a toast when refused', async () => {
    renderDashboard('en');
    const favorite = () => screen.getAllByRole('button', { name: 'Favorite Nui Coc Lake' })[0]!;
    await screen.findByText('Mood match: 72%');
    expect(pressed(favorite())).toBe('true');

    // Refused: the change shows at once, then goes back.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.delete('/api/me/favorites/:id', async () => {
        await held;
        return apiError(503);
      }),
    );
    fireEvent.click(favorite());
    await waitFor(() => expect(pressed(favorite())).toBe('false'));
    release();
    await waitFor(() => expect(pressed(favorite())).toBe('true'));
    await waitFor(() =>
      expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Could not save the change. Please try again.', type: 'error' })),
    );

    // Accepted: the count follows.
    server.resetHandlers();
    const visited = screen.getAllByRole('button', { name: 'Visited Nui Coc Lake' })[0]!;
    expect(pressed(visited)).toBe('false');
    fireEvent.click(visited);
    await waitFor(() => expect(pressed(screen.getAllByRole('button', { name: 'Visited Nui Coc Lake' })[0]!)).toBe('true'));
    const profile = screen.getByRole('region', { name: 'Lan Nguyen' });
    await waitFor(() => expect(within(profile).getByText('Visited').nextElementSibling?.textContent).toBe('2'));
  });

  it('lists favorites and visited places in tabs, with empty states', async () => {
    server.use(http.get('/api/me', () => HttpResponse.json({ ...baseProfileOverride, favorites: [], visited: [] })));
    renderDashboard('vi');
    const tabs = await screen.findByRole('tablist', { name: 'Địa điểm của tôi' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Yêu thích', 'Đã đến', 'Dự định']);
    expect(await screen.findByText('Chưa có địa điểm yêu thích.')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Yêu thích' }), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Đã đến', selected: true }));
    expect(screen.getByText('Chưa có địa điểm đã đến.')).toBeTruthy();
  });

  it('a place taken off Favorites by its own button leaves keyboard focus on the tab, not the page', async () => {
    renderDashboard('en');
    const panel = await screen.findByRole('tabpanel', { name: 'Favorites' });
    const button = await within(panel).findByRole('button', { name: 'Favorite Nui Coc Lake' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Favorite Nui Coc Lake' })).toBeNull());
    expect(document.activeElement).toBe(panel);
  });

  it('offline, a dashboard that cannot load says it is not available offline, with no Try again', async () => {
    server.use(http.get('/api/me', () => HttpResponse.error()));
    goOffline();
    renderDashboard('en');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are offline, and this page has not been saved for use without a connection yet. Connect to the internet and try again, or go to the home page.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a recommended place marked Visited leaves keyboard focus on the card now in its place, then on the heading', async () => {
    renderDashboard('en');
    const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
    const list = await within(recommended).findByRole('list');
    const [first, second] = within(list).getAllByRole('listitem');
    const nextLink = within(second!).getByRole('link');
    const visited = within(first!).getByRole('button', { name: /^Visited / });
    visited.focus();
    fireEvent.click(visited);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(document.activeElement).toBe(nextLink);

    // The last one: nothing is left to go to but the section's heading.
    const last = within(recommended).getByRole('button', { name: /^Visited / });
    last.focus();
    fireEvent.click(last);
    await waitFor(() => expect(within(recommended).queryByRole('list')).toBeNull());
    expect(document.activeElement).toBe(within(recommended).getByRole('heading', { name: 'Recommended for you' }));
  });

  it('adds, edits and removes a planned trip, with validation messages', async () => {
    // Today is New Year's Day 2099 in the province (the clock only: timers run as usual).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2099-01-01T05:00:00Z') });
    onTestFinished(() => void vi.useRealTimers());
    renderDashboard('en');
    fireEvent.click(await screen.findByRole('tab', { name: 'Planned' }));
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByText('Go early')).toBeTruthy();

    // Nothing filled in: messages, focus on the first wrong field.
    fireEvent.click(within(panel).getByRole('button', { name: 'Add trip' }));
    expect(screen.getByText('Please choose a place.')).toBeTruthy();
    expect(screen.getByText('Please choose a date.')).toBeTruthy();
    const place = within(panel).getAllByRole('combobox', { name: 'Place' }).at(-1)!;
    expect(document.activeElement).toBe(place);
    fireEvent.change(place, { target: { value: '1' } });
    const date = within(panel).getAllByLabelText('Date').at(-1)!;
    fireEvent.change(date, { target: { value: '2000-01-01' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add trip' }));
    expect(screen.getByText('The date cannot be in the past.')).toBeTruthy();
    expect(document.activeElement).toBe(date);
    // At most 5 years ahead: 1 January 2104 is the last day.
    fireEvent.change(date, { target: { value: '2104-01-02' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add trip' }));
    expect(screen.getByText('Please choose a date within the next 5 years.')).toBeTruthy();
    fireEvent.change(date, { target: { value: '2104-01-01' } });
    expect(screen.queryByText('Please choose a date within the next 5 years.')).toBeNull();

    fireEvent.change(date, { target: { value: '2099-06-02' } });
    // The day as read, in words, whatever order the browser writes the field in; the message
    // went as soon as the date was corrected.
    expect(accessibleDescription(date)).toBe('Tuesday, June 2, 2099');
    expect(screen.queryByText('The date cannot be in the past.')).toBeNull();
    expect(date.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(within(panel).getAllByLabelText('Notes').at(-1)!, { target: { value: 'Sunrise boat' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add trip' }));
    const list = within(panel).getByRole('list', { name: 'Planned' });
    expect(await within(list).findByText('Jun 2, 2099')).toBeTruthy();
    expect(within(list).getByText('Sunrise boat')).toBeTruthy();
    await waitFor(() => expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Trip added' })));
    // Focus goes to the new trip (the add form starts afresh).
    await waitFor(() => expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Edit Nui Coc Lake Jun 2, 2099' })));

    // Edit the new trip's notes: focus goes into the form that replaced the button, and back.
    fireEvent.click(within(panel).getByRole('button', { name: 'Edit Nui Coc Lake Jun 2, 2099' }));
    expect(document.activeElement).toBe(within(list).getByRole('combobox', { name: 'Place' }));
    const notes = within(panel).getAllByLabelText('Notes')[0]!;
    fireEvent.change(notes, { target: { value: 'Sunset boat' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('Sunset boat')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Edit Nui Coc Lake Jun 2, 2099' })));
    fireEvent.click(within(list).getByRole('button', { name: 'Edit Nui Coc Lake Jun 2, 2099' }));
    fireEvent.click(within(list).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Edit Nui Coc Lake Jun 2, 2099' }));
    // Escape cancels an edit too.
    fireEvent.click(within(list).getByRole('button', { name: 'Edit Nui Coc Lake Jun 2, 2099' }));
    fireEvent.keyDown(within(list).getByRole('combobox', { name: 'Place' }), { key: 'Escape' });
    expect(within(list).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Edit Nui Coc Lake Jun 2, 2099' }));

    // Remove it: focus goes to the trip next to it.
    const others = within(list)
      .getAllByRole('button', { name: /^Edit / })
      .filter((b) => !b.textContent!.includes('Jun 2, 2099'));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Remove Nui Coc Lake Jun 2, 2099' }));
    await waitFor(() => expect(within(list).queryByText('Sunset boat')).toBeNull());
    expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Trip removed' }));
    expect(others.length).toBeGreaterThan(0);
    await waitFor(() => expect(others).toContain(document.activeElement));

    // Removing asked nothing first: the toast's Undo plans the same trip again.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await within(list).findByText('Sunset boat')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Edit Nui Coc Lake Jun 2, 2099' })).toBeTruthy();
    await waitFor(() => expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Trip planned again' })));
  });

  it.each([
    ['vi', 'Xóa dữ liệu của tôi', 'Xóa dữ liệu của bạn?', ['“Du khách đã xóa dữ liệu”', 'ghi tên tác giả là “Du khách”', 'địa điểm bạn đề xuất vẫn được giữ nhưng không còn tên bạn'], 'Hủy', ['Đã xóa dữ liệu của bạn', 'Bạn đã đăng xuất.']],
    ['en', 'Delete my data', 'Delete your data?', ['“Deleted visitor”', 'credited to “Visitor”', 'places you suggested stay without your name'], 'Cancel', ['Your data was deleted', 'You have signed out.']],
  ] as const)('asks before deleting the data, saying what stays, deletes once for a double click and signs out (%s)', async (language, button, title, whatStays, cancel, deletedToast) => {
    const requests = recordRequests();
    const { router } = renderDashboard(language);
    fireEvent.click(await screen.findByRole('button', { name: button }));
    let dialog = await screen.findByRole('dialog', { name: title });
    // Reviews stay without the name, as do suggested places; photos of places credited to "Visitor".
    for (const words of whatStays) expect(within(dialog).getByText(words, { exact: false })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: button }));
    expect(requests.of('DELETE', '/api/me')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: button }));
    dialog = await screen.findByRole('dialog', { name: title });
    await quickDoubleClick(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(shownToasts()).toContainEqual(expect.objectContaining({ title: deletedToast[0], description: deletedToast[1] })));
    expect(requests.of('DELETE', '/api/me')).toHaveLength(1);
    // Home, signed out (not sent to the sign-in page), and the profile was not asked for again:
    // signed in, that GET would have recorded the visitor anew.
    expect(router.state.location.pathname).toBe('/');
    expect(signOut).toHaveBeenCalledWith({ farewell: false });
    expect(useAuthStore.getState().status).toBe('signedOut');
    const sent = requests.sent.map((request) => `${request.method} ${request.url.pathname}`);
    expect(sent.slice(sent.indexOf('DELETE /api/me'))).toEqual(['DELETE /api/me']);
  });

  it('keeps keyboard focus on Export my data while the export is on its way, and refuses a second click meanwhile', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Answers nothing once released: the request falls through to the usual handler.
    server.use(http.get('/api/me/export', () => held));
    const requests = recordRequests();
    renderDashboard('en');
    const exportButton = await screen.findByRole('button', { name: 'Export my data' });
    exportButton.focus();
    fireEvent.click(exportButton);
    await waitFor(() => expect(exportButton.getAttribute('aria-disabled')).toBe('true'));
    expect(document.activeElement).toBe(exportButton);
    fireEvent.click(exportButton);
    release();
    await waitFor(() => expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Your data was downloaded' })));
    expect(requests.of('GET', '/api/me/export')).toHaveLength(1);
    expect(document.activeElement).toBe(exportButton);
    expect(exportButton.getAttribute('aria-disabled')).toBeNull();
  });

  it('exports the data as a JSON download, once for a double click', async () => {
    const requests = recordRequests();
    const saved: Array<{ name: string; href: string }> = [];
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:export'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    renderDashboard('en');
    await quickDoubleClick(await screen.findByRole('button', { name: 'Export my data' }));
    await waitFor(() => expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Your data was downloaded' })));
    expect(requests.of('GET', '/api/me/export')).toHaveLength(1);
    // Exported at 20:00 UTC on the 23rd: already the 24th in the province.
    expect(saved).toEqual([{ name: 'thai-nguyen-my-data-2026-11-24.json', href: 'blob:export' }]);
    expect(blobs[0]!.type).toBe('application/json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(JSON.parse(text)).toMatchObject({ user: { email: 'lan@example.com' }, votesCast: 7 });
  });
});

const baseProfileOverride = {
  uid: 'user-1',
  email: 'lan@example.com',
  displayName: null,
  photoURL: null,
  provider: 'google.com',
  memberSince: '2026-03-14T05:00:00.000Z',
  travelMood: null,
  plannedTrips: [],
  counts: { visited: 0, favorites: 0, votesCast: 0 },
};

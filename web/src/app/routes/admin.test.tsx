import { PHOTO_AUTHOR_FALLBACK } from '@tn/contracts/constants';
import type { DecisionBody } from '@tn/contracts/moderation';
import type { PhotoOrderBody } from '@tn/contracts/place-photos';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { quickDoubleClick } from '../../testing/double-click.ts';
import { useAuthStore } from '../../lib/auth/auth-store.ts';
import type { Language } from '../../lib/i18n.ts';
import { profile } from '../../testing/msw/me-handlers.ts';
import { server } from '../../testing/msw/server.ts';
import { press, tabTo, typeText } from '../../testing/keyboard.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { shownToasts } from '../../testing/toasts.ts';
import { approvedPhotos, pendingPhotos } from '../../testing/msw/moderation-handlers.ts';
import { AdminRoute } from './admin.tsx';

// The token refresh goes to Firebase; here it is done at once.
vi.mock('../../lib/auth/session.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/auth/session.ts')>()),
  refreshIdToken: vi.fn(async () => {}),
}));

const signIn = () =>
  act(() =>
    useAuthStore.setState({
      status: 'signedIn',
      user: { uid: 'user-1', email: 'lan@example.com', displayName: 'Lan Nguyen', photoURL: null, provider: 'google.com' },
    }),
  );
const asEditor = () => server.use(http.get('/api/me', () => HttpResponse.json({ ...profile, isEditor: true })));

const renderAdmin = (language: Language = 'vi') => renderWithProviders(<AdminRoute />, { path: '/admin', language });

/** Records the bodies sent to a decision or order path. */
function recordBodies<T>(method: 'post' | 'put', path: string) {
  const bodies: T[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      bodies.push((await request.clone().json()) as T);
    }),
  );
  return bodies;
}

const openTab = async (name: string) => {
  fireEvent.click(await screen.findByRole('tab', { name: new RegExp(`^${name}`) }));
};

describe('/admin', () => {
  beforeEach(() => signIn());

  it('sends a signed-out visitor to /login, returning here', async () => {
    act(() => useAuthStore.setState({ status: 'signedOut', user: null }));
    const { router } = renderAdmin();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?redirect=/admin'));
  });

  it.each([
    ['vi', 'Chỉ dành cho biên tập viên'],
    ['en', 'For editors only'],
  ] as const)('shows a signed-in visitor who is no editor a polite 403 page (%s)', async (language, title) => {
    const queues: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/moderation/')) queues.push(request.url);
    });
    renderAdmin(language);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain(title));
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(queues).toEqual([]);
    server.events.removeAllListeners('request:start');
  });

  it('approves a pending photo (once for a double click): the queue and the log reload', async () => {
    asEditor();
    const bodies = recordBodies<DecisionBody>('post', '/api/locations/moderation/photos/:photoId/decision');
    renderAdmin('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editors' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Pending photos (2)', selected: true })).toBeTruthy();
    const first = (await screen.findAllByTestId('pending-photo'))[0]!;
    expect(within(first).getByRole('link', { name: 'Nui Coc Lake' }).getAttribute('href')).toBe('/location/nui-coc-lake');
    expect(within(first).getByText('Lan Nguyen')).toBeTruthy();
    expect(within(first).getByText('CC BY 4.0 (attribution)')).toBeTruthy();
    const image = within(first).getByRole('img', { name: 'Photo of Nui Coc Lake sent by Lan Nguyen' });
    expect(image.getAttribute('srcset')).toContain('320w');

    await quickDoubleClick(within(first).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getAllByTestId('pending-photo')).toHaveLength(1));
    expect(bodies).toEqual([{ decision: 'approve' }]);
    // Every panel has its heading, so the cards' h3 follow an h2.
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { level: 2, name: 'Pending photos' })).toBeTruthy();
    // The decided item is gone: keyboard focus waits on the queue's panel, not the page's top.
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('tabpanel'));
    expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Approved: the photo of Nui Coc Lake by Lan Nguyen', type: 'success' }));
    expect(await screen.findByRole('tab', { name: 'Pending photos (1)' })).toBeTruthy();

    await openTab('Audit log');
    const entries = await screen.findAllByTestId('log-entry');
    expect(entries[0]!.textContent).toContain('Lan Nguyen approved photo #21 of Nui Coc Lake');
  });

  it('rejects only with a reason, asked in a small dialog', async () => {
    asEditor();
    const bodies = recordBodies<DecisionBody>('post', '/api/locations/moderation/photos/:photoId/decision');
    renderAdmin();
    const second = (await screen.findAllByTestId('pending-photo'))[1]!;
    fireEvent.click(within(second).getByRole('button', { name: 'Từ chối' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Từ chối?' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Lý do' }), { target: { value: '   ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Từ chối' }));
    expect(await dialog.findByText('Vui lòng nhập lý do để từ chối.')).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: 'Lý do' }).getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);

    fireEvent.change(dialog.getByRole('textbox', { name: 'Lý do' }), { target: { value: '  Không phải ảnh chùa  ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Từ chối' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ decision: 'reject', reason: 'Không phải ảnh chùa' }]);
    await waitFor(() => expect(screen.getAllByTestId('pending-photo')).toHaveLength(1));
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('tabpanel'));
  });

  it('keeps the open tab in the address, so a reload opens it again', async () => {
    asEditor();
    const { router, unmount } = renderWithProviders(<AdminRoute />, { path: '/admin', language: 'en' });
    await openTab('Audit log');
    expect(router.state.location.search).toBe('?tab=log');
    unmount();
    renderWithProviders(<AdminRoute />, { path: '/admin?tab=log', language: 'en' });
    expect((await screen.findByRole('tab', { name: 'Audit log' })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findAllByTestId('log-entry')).not.toHaveLength(0);
  });

  it('says so when another editor decided first (409), in the editor\'s language', async () => {
    asEditor();
    server.use(
      http.post('/api/locations/moderation/photos/:photoId/decision', () =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'photo 21 is no longer pending' }, { status: 409 }),
      ),
    );
    renderAdmin('en');
    const first = (await screen.findAllByTestId('pending-photo'))[0]!;
    fireEvent.click(within(first).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(shownToasts()).toContainEqual(
        expect.objectContaining({ description: 'Another editor has already decided this. The list has been reloaded.', type: 'error' }),
      ),
    );
    // The item leaves the reloaded queue all the same: focus waits on the panel, not the page's top.
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('tabpanel'));
  });

  it('approves a suggested place and removes a reported review, showing the reports\' reasons', async () => {
    asEditor();
    const suggestionBodies = recordBodies<DecisionBody>('post', '/api/restaurants/moderation/suggestions/:id/decision');
    const reviewBodies = recordBodies<DecisionBody>('post', '/api/reviews/moderation/reported/:id/decision');
    renderAdmin('en');

    await openTab('Suggested places');
    const suggestion = await screen.findByTestId('pending-suggestion');
    expect(within(suggestion).getByRole('heading', { name: 'Quán bún chả Lan' })).toBeTruthy();
    expect(within(suggestion).getByText('Restaurant')).toBeTruthy();
    expect(within(suggestion).getByText('Bún chả, nem rán')).toBeTruthy();
    fireEvent.click(within(suggestion).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No suggested place is waiting for review.')).toBeTruthy();
    expect(suggestionBodies).toEqual([{ decision: 'approve' }]);

    await openTab('Reported reviews');
    const review = await screen.findByTestId('reported-review');
    expect(within(review).getByText('Terrible, never go there, the owner is a crook.')).toBeTruthy();
    expect(within(review).getByText('3 reports')).toBeTruthy();
    expect(within(review).getByText('Hidden')).toBeTruthy();
    // The photo may be what was reported: the editor sees it.
    expect(within(review).getByRole('img', { name: "Photo from Bad Actor's review" }).getAttribute('src')).toMatch(/-800\.webp$/);
    // …and opens it larger in a new tab.
    const larger = within(review).getByRole('link', { name: /opens in a new tab/ });
    expect(within(larger).getByRole('img', { name: "Photo from Bad Actor's review" })).toBeTruthy();
    expect([larger.getAttribute('href'), larger.getAttribute('target')]).toEqual([expect.stringMatching(/-800\.webp$/), '_blank']);
    for (const reason of ['Insulting', 'Not about the tea', 'Spam']) expect(within(review).getByText(reason, { exact: false })).toBeTruthy();
    fireEvent.click(within(review).getByRole('button', { name: 'Remove' }));
    // A reported review is kept or removed, in every word of the dialog and the toast.
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(dialog.getByText('Please give a reason to remove it.')).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Insults the owner' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No review is reported.')).toBeTruthy();
    expect(reviewBodies).toEqual([{ decision: 'reject', reason: 'Insults the owner' }]);
    await waitFor(() => expect(shownToasts()).toContainEqual(expect.objectContaining({ title: expect.stringMatching(/^Removed: the review by /) })));
    // The log says it in the same words.
    await openTab('Audit log');
    expect((await screen.findAllByTestId('log-entry'))[0]!.querySelector('p')!.textContent).toBe('Lan Nguyen removed review #51 of Tân Cương green tea');
  });

  it.each([
    [
      'vi',
      'Nhật ký',
      // Each named as it was when decided; the oldest, of a photo since withdrawn, by its id alone.
      ['Hà Editor đã từ chối ảnh #9 chụp Hồ Núi Cốc', 'editor-2 đã duyệt địa điểm đề xuất #7 “Quán phở Hùng”', 'Hà Editor đã duyệt ảnh #8'],
      'Lý do: Not of this place',
      '16:00 22/11/2026',
    ],
    [
      'en',
      'Audit log',
      ['Hà Editor rejected photo #9 of Nui Coc Lake', 'editor-2 approved suggested place #7 “Quán phở Hùng”', 'Hà Editor approved photo #8'],
      'Reason: Not of this place',
      'Nov 22, 2026, 4:00 PM',
    ],
  ] as const)('shows the audit log of both services merged by time (%s)', async (language, tab, lines, reason, when) => {
    asEditor();
    renderAdmin(language);
    await openTab(tab);
    const entries = await screen.findAllByTestId('log-entry');
    expect(entries.map((entry) => entry.querySelector('p')!.textContent)).toEqual(lines);
    expect(within(entries[0]!).getByText(reason)).toBeTruthy();
    const time = entries[0]!.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe('2026-11-22T09:00:00.000Z');
    expect(time.textContent).toBe(when);
  });

  it('orders a place\'s photos with buttons: make cover, move down, save', async () => {
    asEditor();
    const bodies = recordBodies<PhotoOrderBody>('put', '/api/locations/moderation/places/:locationId/photo-order');
    renderAdmin('en');
    await openTab('Photo order');
    const list = within(await screen.findByLabelText('Photo order of Nui Coc Lake'));
    const button = (label: string) => list.getByLabelText(label) as HTMLButtonElement;
    const save = list.getByText('Save order').closest('button')!;
    expect(save.disabled).toBe(true);
    expect(screen.getByRole('option', { name: 'Nui Coc Lake (3 photos)' })).toBeTruthy();
    const firstBadge = () => list.getAllByRole('listitem')[0]!.querySelector('span')!.textContent;
    expect(firstBadge()).toBe('Cover');

    fireEvent.click(button('Make cover: Photo 3 by Hoa Le'));
    expect(list.getByText('Photo 1 by Hoa Le')).toBeTruthy();
    // Not the cover until the order is saved.
    expect(firstBadge()).toBe('Cover once saved');
    fireEvent.click(button('Move down: Photo 2 by Lan Nguyen'));
    expect(list.getAllByRole('listitem').map((item) => item.querySelector('p')!.textContent)).toEqual([
      'Photo 1 by Hoa Le',
      'Photo 2 by Minh Tran',
      'Photo 3 by Lan Nguyen',
    ]);
    // The first can go no higher.
    expect(button('Move up: Photo 1 by Hoa Le').disabled).toBe(true);
    // The moved photo's row has taken focus (a frame later); then Save, by keyboard.
    await waitFor(() => expect(document.activeElement?.closest('[data-photo-id="31"]')).not.toBeNull());
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(bodies).toEqual([{ photoIds: [33, 32, 31] }]));
    await waitFor(() => expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Photo order of Nui Coc Lake saved' })));
    // Saved: the editor is replaced by the stored order, and keyboard focus waits on the place picker.
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Place' }));
  }, 15_000);

  it.each([
    ['en', 'Photo order', 'Photo order of Nui Coc Lake', 'Save order', "The place's own photo is its cover until you save an order; once saved, this order leads its gallery.", 'Audit log', 'Lan Nguyen set the photo order of Nui Coc Lake', 'New order: #31, #32, #33', ['Cover once saved', 'Cover']],
    ['vi', 'Thứ tự ảnh', 'Thứ tự ảnh của Hồ Núi Cốc', 'Lưu thứ tự', 'Ảnh sẵn có của địa điểm là ảnh bìa cho đến khi bạn lưu thứ tự; khi đã lưu, thứ tự này đứng đầu thư viện ảnh.', 'Nhật ký', 'Lan Nguyen đã đặt thứ tự ảnh của Hồ Núi Cốc', 'Thứ tự mới: #31, #32, #33', ['Ảnh bìa khi đã lưu', 'Ảnh bìa']],
  ] as const)(
    "a place whose own photo is its cover: the order may be saved as it stands, and the log records it (%s)",
    async (language, tab, listLabel, saveLabel, note, logTab, logLine, orderLine, [badgeBefore, badgeAfter]) => {
      asEditor();
      // No approved photo is the place's cover yet: it has a sourced one and no order was saved.
      // Only the first answer: once saved, the services' answer (the first photo the cover) follows.
      let answered = false;
      server.use(
        http.get('/api/locations/moderation/photos', ({ request }) => {
          if (answered || new URL(request.url).searchParams.get('status') !== 'approved') return undefined;
          answered = true;
          return HttpResponse.json(approvedPhotos.map((photo) => ({ ...photo, isCover: false })));
        }),
      );
      const bodies = recordBodies<PhotoOrderBody>('put', '/api/locations/moderation/places/:locationId/photo-order');
      renderAdmin(language);
      await openTab(tab);
      const list = within(await screen.findByLabelText(listLabel));
      expect(await list.findByText(note)).toBeTruthy();
      const firstBadge = () => screen.getByLabelText(listLabel).querySelector('li span')!.textContent;
      expect(firstBadge()).toBe(badgeBefore);
      const save = list.getByText(saveLabel).closest('button')!;
      expect(save.disabled).toBe(false);
      fireEvent.click(save);
      await waitFor(() => expect(bodies).toEqual([{ photoIds: [31, 32, 33] }]));
      // Saved: the first photo is now the place's cover, and there is nothing left to save.
      await waitFor(() => expect((screen.getByText(saveLabel).closest('button') as HTMLButtonElement).disabled).toBe(true));
      expect(screen.queryByText(note)).toBeNull();
      expect(firstBadge()).toBe(badgeAfter);

      await openTab(logTab);
      const [entry] = await screen.findAllByTestId('log-entry');
      expect(entry!.querySelector('p')!.textContent).toBe(logLine);
      expect(within(entry!).getByText(orderLine)).toBeTruthy();
    },
    15_000,
  );

  it.each([
    ['vi', 'Người gửi', 'Du khách', 'Thứ tự ảnh', 'Hồ Núi Cốc (1 ảnh)', 'Ảnh 1 của Du khách'],
    ['en', 'Sent by', 'Visitor', 'Photo order', 'Nui Coc Lake (1 photo)', 'Photo 1 by Visitor'],
  ] as const)('names a visitor without a display name in the editor\'s language, and counts one photo as one (%s)', async (language, authorTerm, visitor, orderTab, option, label) => {
    asEditor();
    server.use(
      http.get('/api/locations/moderation/photos', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('status') === 'approved'
            ? [{ ...approvedPhotos[0]!, author: PHOTO_AUTHOR_FALLBACK }]
            : [{ ...pendingPhotos[0]!, author: PHOTO_AUTHOR_FALLBACK }],
        ),
      ),
    );
    renderAdmin(language);
    const [pending] = await screen.findAllByTestId('pending-photo');
    const term = within(pending!).getByText(authorTerm);
    expect(term.nextElementSibling?.textContent).toBe(visitor);
    await openTab(orderTab);
    expect(await screen.findByRole('option', { name: option })).toBeTruthy();
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('shows the empty states', async () => {
    asEditor();
    server.use(
      http.get('/api/locations/moderation/photos', () => HttpResponse.json([])),
      http.get('/api/locations/moderation/log', () => HttpResponse.json([])),
      http.get('/api/restaurants/moderation/log', () => HttpResponse.json([])),
    );
    renderAdmin('en');
    expect(await screen.findByText('No photo is waiting for review.')).toBeTruthy();
    await openTab('Photo order');
    expect(await screen.findByText('No visitor photo is approved yet.')).toBeTruthy();
    await openTab('Audit log');
    expect(await screen.findByText('No decision yet.')).toBeTruthy();
  });

  it('shows an error with retry when a queue fails to load', async () => {
    asEditor();
    let fail = true;
    server.use(
      http.get('/api/locations/moderation/photos', () => (fail ? new HttpResponse(null, { status: 503 }) : undefined)),
    );
    renderAdmin('en');
    expect(await screen.findByText('Could not load the pending photos.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('pending-photo')).toHaveLength(2);
  });
});

describe('/admin by keyboard alone', () => {
  beforeEach(() => signIn());

  const TEXTS = {
    en: { photos: 'Pending photos', suggestions: 'Suggested places', log: 'Audit log', approve: 'Approve', reject: 'Reject', dialog: 'Reject?', reason: 'Reason', required: 'Please give a reason to reject.', why: 'Not a photo of this place', empty: 'No photo is waiting for review.' },
    vi: { photos: 'Ảnh chờ duyệt', suggestions: 'Địa điểm đề xuất', log: 'Nhật ký', approve: 'Duyệt', reject: 'Từ chối', dialog: 'Từ chối?', reason: 'Lý do', required: 'Vui lòng nhập lý do để từ chối.', why: 'Không phải ảnh của địa điểm này', empty: 'Không có ảnh nào chờ duyệt.' },
  } as const;

  const focused = () => document.activeElement as HTMLElement;
  const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

  it.each(['en', 'vi'] as const)(
    'reaches the queue tabs, switches them with the arrows, approves one photo and rejects the other with a reason (%s)',
    async (language) => {
      const t = TEXTS[language];
      asEditor();
      const bodies = recordBodies<DecisionBody>('post', '/api/locations/moderation/photos/:photoId/decision');
      renderAdmin(language);
      await screen.findAllByTestId('pending-photo');

      // The tab list is one tab stop: the selected tab. The arrows move and select, Home and End jump.
      tabTo((element) => element.getAttribute('role') === 'tab');
      expect(focused()).toBe(tab(t.photos));
      expect(focused().textContent).toBe(`${t.photos} (2)`);
      press('ArrowRight');
      expect(focused()).toBe(tab(t.suggestions));
      expect(focused().getAttribute('aria-selected')).toBe('true');
      expect(await screen.findByTestId('pending-suggestion')).toBeTruthy();
      press('End');
      expect(focused()).toBe(tab(t.log));
      expect(await screen.findAllByTestId('log-entry')).not.toHaveLength(0);
      press('ArrowRight');
      expect(focused()).toBe(tab(t.photos));
      expect(tab(t.photos).getAttribute('aria-selected')).toBe('true');

      // Approve the first photo: Tab to its Approve, Enter.
      const [first] = await screen.findAllByTestId('pending-photo');
      tabTo((element) => first!.contains(element) && element.textContent === t.approve);
      press('Enter');
      await waitFor(() => expect(screen.getAllByTestId('pending-photo')).toHaveLength(1));
      expect(bodies).toEqual([{ decision: 'approve' }]);
      // Focus waits on the queue's panel, so the next Tab goes on to the next photo.
      await waitFor(() => expect(focused().getAttribute('role')).toBe('tabpanel'));

      // Reject the other: Tab to its Reject, Space opens the dialog with focus in the reason.
      const [second] = screen.getAllByTestId('pending-photo');
      const reject = tabTo((element) => second!.contains(element) && element.textContent === t.reject);
      press(' ');
      let dialog = await screen.findByRole('dialog', { name: t.dialog });
      await waitFor(() => expect(focused()).toBe(within(dialog).getByRole('textbox', { name: t.reason })));
      // Escape closes it and gives focus back to Reject; Enter opens it again.
      press('Escape');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(focused()).toBe(reject));
      press('Enter');
      dialog = await screen.findByRole('dialog', { name: t.dialog });
      const reason = within(dialog).getByRole('textbox', { name: t.reason });
      await waitFor(() => expect(focused()).toBe(reason));

      // Confirming without a reason is refused, and focus goes back to the field.
      const confirm = () => tabTo((element) => dialog.contains(element) && element.getAttribute('type') === 'submit');
      confirm();
      press('Enter');
      expect(await within(dialog).findByText(t.required)).toBeTruthy();
      expect(focused()).toBe(reason);
      expect(bodies).toHaveLength(1);

      typeText(t.why);
      confirm();
      press(' ');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(bodies).toEqual([{ decision: 'approve' }, { decision: 'reject', reason: t.why }]);
      expect(await screen.findByText(t.empty)).toBeTruthy();
      await waitFor(() => expect(focused().getAttribute('role')).toBe('tabpanel'));
    },
    20_000,
  );
});

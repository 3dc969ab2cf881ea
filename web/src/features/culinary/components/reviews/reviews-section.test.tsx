import type { CreateReviewBody, Review, UpdateReviewBody } from '@tn/contracts/culinary';
import { MEDIA_MAX_UPLOAD_BYTES } from '@tn/contracts/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth/auth-store.ts';
import { EmulatorAccountPicker } from '../../../../lib/auth/emulator-account-picker.tsx';
import { quickDoubleClick } from '../../../../testing/double-click.ts';
import { makeFile, useNodeFormData } from '../../../../testing/files.ts';
import { dishReviews, makeReview, makeUpload } from '../../../../testing/msw/culinary-fixtures.ts';
import { apiError } from '../../../../testing/msw/handlers.ts';
import { goOffline, goOnline } from '../../../../testing/network.ts';
import { recordRequests } from '../../../../testing/msw/requests.ts';
import { server } from '../../../../testing/msw/server.ts';
import { renderWithProviders, type RenderOptions } from '../../../../testing/render-app.tsx';
import { shownToasts } from '../../../../testing/toasts.ts';
import { ReviewsSection } from './reviews-section.tsx';

const DISH_ID = 1;
const [lan, visitor] = dishReviews[DISH_ID] as [Review, Review];
const mine = makeReview({
  id: 3,
  rating: 4,
  content: 'My own notes on this tea.',
  authorName: 'An',
  imageUrl: '/media/0000000000000000000000000000000000000000000000000000000000000003-800.webp',
  helpfulCount: 2,
  mine: true,
  helpfulByMe: false,
  createdAt: '2026-10-10T03:00:00.000Z',
  updatedAt: '2026-10-10T03:00:00.000Z',
});

interface Backend {
  reviews?: Review[];
  listStatus?: number;
  createStatus?: number;
  uploadStatus?: number;
  /** A report hides its review (the one that reaches the threshold). */
  reportHides?: boolean;
}

/** The review calls through MSW, with state: writes change the list the next read answers. */
function serveReviews(backend: Backend = {}) {
  const state = {
    reviews: [...(backend.reviews ?? [lan, visitor])],
    created: [] as CreateReviewBody[],
    patched: [] as Array<{ id: number; body: UpdateReviewBody }>,
    deleted: [] as number[],
    helpful: [] as string[],
    reports: [] as Array<{ id: number; body: unknown }>,
    uploads: [] as Array<{ field: string; name: string; type: string; size: number }>,
  };
  server.use(
    http.get('/api/dishes/:id/reviews', () => (backend.listStatus ? apiError(backend.listStatus) : HttpResponse.json(state.reviews))),
    http.post('/api/media', async ({ request }) => {
      const form = await request.formData();
      for (const [field, value] of form.entries()) {
        if (value instanceof File) state.uploads.push({ field, name: value.name, type: value.type, size: value.size });
      }
      return backend.uploadStatus ? apiError(backend.uploadStatus, 'nope') : HttpResponse.json(makeUpload(), { status: 201 });
    }),
    http.post('/api/reviews', async ({ request }) => {
      const body = (await request.json()) as CreateReviewBody;
      state.created.push(body);
      if (backend.createStatus) return apiError(backend.createStatus, 'You have already reviewed this dish (review 3)');
      const review = makeReview({
        id: 100,
        rating: body.rating,
        content: body.content,
        authorName: 'An',
        imageUrl: body.imageId ? makeUpload().url : null,
        helpfulCount: 0,
        mine: true,
        createdAt: '2026-10-25T03:00:00.000Z',
        updatedAt: '2026-10-25T03:00:00.000Z',
      });
      state.reviews = [review, ...state.reviews];
      return HttpResponse.json(review, { status: 201 });
    }),
    http.patch('/api/reviews/:id', async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as UpdateReviewBody;
      state.patched.push({ id, body });
      state.reviews = state.reviews.map((r) =>
        r.id === id
          ? { ...r, ...(body.rating ? { rating: body.rating } : {}), ...(body.content ? { content: body.content } : {}), ...(body.imageId === null ? { imageUrl: null } : {}), updatedAt: '2026-10-26T03:00:00.000Z' }
          : r,
      );
      return HttpResponse.json(state.reviews.find((r) => r.id === id)!);
    }),
    http.delete('/api/reviews/:id', ({ params }) => {
      state.deleted.push(Number(params.id));
      state.reviews = state.reviews.filter((r) => r.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/reviews/:id/helpful', ({ params }) => {
      state.helpful.push(`mark ${params.id}`);
      return HttpResponse.json({ helpfulCount: 3, helpfulByMe: true });
    }),
    http.delete('/api/reviews/:id/helpful', ({ params }) => {
      state.helpful.push(`unmark ${params.id}`);
      return HttpResponse.json({ helpfulCount: 2, helpfulByMe: false });
    }),
    http.post('/api/reviews/:id/report', async ({ params, request }) => {
      state.reports.push({ id: Number(params.id), body: await request.json() });
      // As the service answers the reporter's next read: reported by them, or hidden.
      state.reviews = backend.reportHides
        ? state.reviews.filter((r) => r.id !== Number(params.id))
        : state.reviews.map((r) => (r.id === Number(params.id) ? { ...r, reportedByMe: true } : r));
      return HttpResponse.json({ reported: true });
    }),
  );
  return state;
}

function renderReviews(options: RenderOptions = {}) {
  return renderWithProviders(<ReviewsSection subject={{ kind: 'dish', id: DISH_ID }} subjectName="Chè Tân Cương" />, {
    path: '/culinary/dish/che-tan-cuong',
    ...options,
  });
}

function signIn() {
  useAuthStore.setState({
    status: 'signedIn',
    user: { uid: 'u1', email: 'an@example.com', displayName: 'An', photoURL: null, provider: 'google.com' },
  });
}

const items = () => screen.getAllByRole('article');
const item = (author: string) => screen.getByRole('article', { name: new RegExp(`(Đánh giá của|Review by) ${author}$`) });
const dialog = () => screen.getByRole('dialog');
const submitButton = (name = /Gửi đánh giá|Submit review|Lưu thay đổi|Save changes/) => within(dialog()).getByRole('button', { name });
const lastToast = () => shownToasts().at(-1);

async function openWriteDialog(button: RegExp = /Viết đánh giá|Write a review/) {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

describe('Reviews', () => {
  beforeEach(async () => {
    useAuthStore.setState({ status: 'signedOut', user: null, signInDialogOpen: false, emulatorPicker: null });
    await useNodeFormData();
    // jsdom makes no object URLs for its files; the preview gets a stand-in.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  describe('the list', () => {
    it('shows each review (vi): author or "Du khách", date dd/mm/yyyy, stars, text, photo, Helpful with its count', async () => {
      serveReviews();
      renderReviews();
      expect(screen.getByRole('status').textContent).toBe('Đang tải đánh giá…');
      await waitFor(() => expect(items()).toHaveLength(2));
      expect(screen.getByRole('heading', { name: /Đánh giá/ }).textContent).toContain('(2)');

      const first = within(item('Lan Nguyễn'));
      expect(first.getByText('23/10/2026')).toBeTruthy();
      expect(first.getByRole('img', { name: 'Đánh giá 5 trên 5 sao' })).toBeTruthy();
      expect(first.getByText('Hương cốm rất thơm, vị chát dịu và hậu ngọt.')).toBeTruthy();
      expect(first.getByRole('button', { name: 'Hữu ích (2)' })).toBeTruthy();
      expect(first.getByRole('button', { name: 'Báo cáo' })).toBeTruthy();
      expect(first.queryByRole('button', { name: 'Sửa' })).toBeNull();

      const second = within(item('Du khách'));
      expect(second.getByText('20/10/2026')).toBeTruthy();
      expect(second.getByRole('img', { name: 'Đánh giá 4 trên 5 sao' })).toBeTruthy();
      expect(second.getByRole('img', { name: 'Ảnh trong đánh giá của Du khách' }).getAttribute('src')).toBe(visitor.imageUrl);
    });

    it('speaks English: "Visitor", "Oct 23, 2026", "Rated 5 out of 5"', async () => {
      serveReviews();
      renderReviews({ language: 'en' });
      await waitFor(() => expect(items()).toHaveLength(2));
      expect(within(item('Lan Nguyễn')).getByText('Oct 23, 2026')).toBeTruthy();
      expect(within(item('Lan Nguyễn')).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
      expect(within(item('Visitor')).getByRole('img', { name: "Photo from Visitor's review" })).toBeTruthy();
      expect(within(item('Visitor')).getByRole('button', { name: 'Helpful (0)' })).toBeTruthy();
    });

    it.each([
      ['vi' as const, 'Du khách đã xóa dữ liệu'],
      ['en' as const, 'Deleted visitor'],
    ])('names the author of a review whose writer deleted their data "%s"', async (language, deleted) => {
      serveReviews({ reviews: [{ ...lan, authorName: null, authorDeleted: true }] });
      renderReviews({ language });
      await waitFor(() => expect(items()).toHaveLength(1));
      expect(item(deleted)).toBeTruthy();
    });

    it.each([
      ['vi' as const, 'Chưa có đánh giá nào', 'Hãy là người đầu tiên đánh giá', 'Viết đánh giá'],
      ['en' as const, 'No reviews yet', 'Be the first to review', 'Write a review'],
    ])('says "No reviews yet" with a button to be the first (%s)', async (language, empty, first, title) => {
      serveReviews({ reviews: [] });
      renderReviews({ language });
      expect(await screen.findByText(empty)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: first }));
      expect(within(await screen.findByRole('dialog')).getByRole('heading', { name: title })).toBeTruthy();
    });

    it('says when the reviews fail to load, with Try again', async () => {
      serveReviews({ listStatus: 500 });
      renderReviews({ language: 'en' });
      expect((await screen.findByRole('alert')).textContent).toContain('Could not load the reviews.');
    });
    it.each([
      ['vi' as const, 'Đọc và viết đánh giá cần kết nối mạng. Đánh giá sẽ hiện khi bạn kết nối lại.', /Không thể tải đánh giá/, /Thử lại/],
      ['en' as const, 'Reading and writing reviews needs an internet connection. The reviews will show once you are back online.', /Could not load/, /Try again/],
    ])('read online, then not again offline: a calm note that they need a connection, no error, no Try again, and they come back online (%s)', async (language, note, loadError, retry) => {
      serveReviews();
      const { queryClient } = renderReviews({ language });
      await waitFor(() => expect(items()).toHaveLength(2));

      // The page is back offline: the reviews are read again and the service worker has no copy.
      goOffline();
      server.use(http.get('/api/dishes/:id/reviews', () => HttpResponse.error()));
      await act(() => queryClient.invalidateQueries());
      expect(await screen.findByText(note)).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByText(loadError)).toBeNull();
      expect(screen.queryByRole('button', { name: retry })).toBeNull();

      // Back online, they are read again by themselves.
      serveReviews();
      goOnline();
      await waitFor(() => expect(items()).toHaveLength(2));
      expect(screen.queryByText(note)).toBeNull();
    });

    it('a read that failed online, with Try again, turns into the offline note when the connection drops', async () => {
      serveReviews({ listStatus: 500 });
      renderReviews({ language: 'en' });
      expect((await screen.findByRole('alert')).textContent).toContain('Could not load the reviews.');
      goOffline();
      expect(screen.getByText('Reading and writing reviews needs an internet connection. The reviews will show once you are back online.')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    });
  });

  describe('Helpful and Report', () => {
    it('signed out: both ask to sign in, and nothing is sent', async () => {
      const api = serveReviews();
      renderReviews();
      await waitFor(() => expect(items()).toHaveLength(2));
      fireEvent.click(within(item('Lan Nguyễn')).getByRole('button', { name: 'Hữu ích (2)' }));
      expect(useAuthStore.getState().signInDialogOpen).toBe(true);
      useAuthStore.setState({ signInDialogOpen: false });
      fireEvent.click(within(item('Lan Nguyễn')).getByRole('button', { name: 'Báo cáo' }));
      expect(useAuthStore.getState().signInDialogOpen).toBe(true);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.helpful).toEqual([]);
    });

    // As the emulator form does it: the provider dialog gives way to the form, whose success signs
    // in and closes it at once.
    const signInThroughEmulator = () => {
      act(() => useAuthStore.setState({ signInDialogOpen: false, emulatorPicker: 'google.com' }));
      act(() => {
        signIn();
        useAuthStore.setState({ emulatorPicker: null });
      });
    };

    it('signed out, Helpful carries on after signing in: the mark is sent and focus is on the button, now pressed', async () => {
      const api = serveReviews();
      // The real emulator form, whose closing hands focus back (to the header's account button
      // when the control that opened it is gone).
      renderWithProviders(
        <>
          <button type="button" data-account-button>
            Tài khoản
          </button>
          <ReviewsSection subject={{ kind: 'dish', id: DISH_ID }} subjectName="Chè Tân Cương" />
          <EmulatorAccountPicker />
        </>,
        { path: '/culinary/dish/che-tan-cuong' },
      );
      await waitFor(() => expect(items()).toHaveLength(2));
      const helpful = within(item('Lan Nguyễn')).getByRole('button', { name: 'Hữu ích (2)' });
      helpful.focus();
      fireEvent.click(helpful);
      expect(useAuthStore.getState().signInDialogOpen).toBe(true);
      expect(api.helpful).toEqual([]);

      signInThroughEmulator();
      await waitFor(() => expect(api.helpful).toEqual(['mark 1']));
      const pressed = await waitFor(() => within(item('Lan Nguyễn')).getByRole('button', { name: 'Hữu ích (3)' }));
      expect(pressed.getAttribute('aria-pressed')).toBe('true');
      await waitFor(() => expect(document.activeElement).toBe(pressed));
      // Still there once the form's own hand-back (a timer after it closed) has run.
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(document.activeElement).toBe(pressed);
    });

    it('Helpful after signing in as someone who had marked it already sends nothing (it is not a toggle)', async () => {
      const api = serveReviews();
      renderReviews();
      await waitFor(() => expect(items()).toHaveLength(2));
      fireEvent.click(within(item('Lan Nguyễn')).getByRole('button', { name: 'Hữu ích (2)' }));
      // The signed-in list says this visitor marked it earlier.
      server.use(http.get('/api/dishes/:id/reviews', () => HttpResponse.json([{ ...lan, helpfulByMe: true }, visitor])));
      signInThroughEmulator();
      await waitFor(() => expect(document.activeElement).toBe(within(item('Lan Nguyễn')).getByRole('button', { name: 'Hữu ích (2)', pressed: true })));
      expect(api.helpful).toEqual([]);
    });

    it('signed out, Report carries on after signing in: its dialog opens, and closing it returns focus to Report', async () => {
      const api = serveReviews();
      renderReviews({ language: 'en' });
      await waitFor(() => expect(items()).toHaveLength(2));
      fireEvent.click(within(item('Visitor')).getByRole('button', { name: 'Report' }));
      expect(useAuthStore.getState().signInDialogOpen).toBe(true);
      expect(screen.queryByRole('dialog')).toBeNull();

      signInThroughEmulator();
      const form = within(await screen.findByRole('dialog', { name: 'Report this review' }));
      fireEvent.change(form.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Advertising' } });
      fireEvent.click(form.getByRole('button', { name: 'Send report' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.reports).toEqual([{ id: 2, body: { reason: 'Advertising' } }]);
      await waitFor(() => expect(document.activeElement).toBe(within(item('Visitor')).getByRole('button', { name: 'Reported' })));
    });

    it('a sign-in from Helpful given up does nothing, then or at a later sign-in from the header', async () => {
      const api = serveReviews();
      renderReviews();
      await waitFor(() => expect(items()).toHaveLength(2));
      fireEvent.click(within(item('Lan Nguyễn')).getByRole('button', { name: 'Hữu ích (2)' }));
      act(() => useAuthStore.setState({ signInDialogOpen: false }));
      act(() => signIn());
      await waitFor(() => expect(within(item('Lan Nguyễn')).getByRole('button', { name: 'Hữu ích (2)', pressed: false })).toBeTruthy());
      expect(api.helpful).toEqual([]);
    });

    it("signed in: Helpful toggles with its count; one's own review has Edit and Delete instead", async () => {
      signIn();
      const api = serveReviews({ reviews: [mine, lan] });
      renderReviews();
      await waitFor(() => expect(items()).toHaveLength(2));

      const own = within(item('An'));
      expect(own.getByText('Đánh giá của bạn')).toBeTruthy();
      expect(own.queryByRole('button', { name: /Hữu ích/ })).toBeNull();
      expect(own.queryByRole('button', { name: 'Báo cáo' })).toBeNull();
      expect(own.getByText('2 người thấy hữu ích')).toBeTruthy();
      expect(own.getByRole('button', { name: 'Sửa' })).toBeTruthy();
      expect(own.getByRole('button', { name: 'Xóa' })).toBeTruthy();

      const helpful = within(item('Lan Nguyễn')).getByRole('button', { name: 'Hữu ích (2)' });
      expect(helpful.getAttribute('aria-pressed')).toBe('false');
      fireEvent.click(helpful);
      await waitFor(() => expect(within(item('Lan Nguyễn')).getByRole('button', { name: 'Hữu ích (3)' }).getAttribute('aria-pressed')).toBe('true'));
      fireEvent.click(within(item('Lan Nguyễn')).getByRole('button', { name: 'Hữu ích (3)' }));
      await waitFor(() => expect(within(item('Lan Nguyễn')).getByRole('button', { name: 'Hữu ích (2)' }).getAttribute('aria-pressed')).toBe('false'));
      expect(api.helpful).toEqual(['mark 1', 'unmark 1']);
    });

    it('a report that hides the review takes it off the reporter\'s list too, and focus stays in the reviews', async () => {
      signIn();
      const api = serveReviews({ reportHides: true });
      renderReviews({ language: 'en' });
      await waitFor(() => expect(items()).toHaveLength(2));
      const report = within(item('Visitor')).getByRole('button', { name: 'Report' });
      report.focus();
      fireEvent.click(report);
      const form = within(await screen.findByRole('dialog', { name: 'Report this review' }));
      fireEvent.change(form.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Advertising for a shop' } });
      fireEvent.click(form.getByRole('button', { name: 'Send report' }));
      await waitFor(() => expect(items()).toHaveLength(1));
      expect(api.reports).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 2, name: /Reviews\s*\(1\)/ })).toBeTruthy();
      // On the review now in its place, or on the heading, whichever came first: the list read
      // again or the dialog giving focus back.
      const section = screen.getByRole('region', { name: /Reviews/ });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(section.contains(document.activeElement)).toBe(true);
    });

    it('Report asks for a reason in a small dialog, then sends it', async () => {
      signIn();
      const api = serveReviews();
      renderReviews({ language: 'en' });
      await waitFor(() => expect(items()).toHaveLength(2));
      const report = within(item('Visitor')).getByRole('button', { name: 'Report' });
      report.focus();
      fireEvent.click(report);
      const form = within(await screen.findByRole('dialog', { name: 'Report this review' }));
      fireEvent.click(form.getByRole('button', { name: 'Send report' }));
      expect(form.getByText('Please give a reason.')).toBeTruthy();
      expect(form.getByRole('textbox', { name: 'Reason' }).getAttribute('aria-invalid')).toBe('true');
      expect(api.reports).toEqual([]);

      fireEvent.change(form.getByRole('textbox', { name: 'Reason' }), { target: { value: '  Advertising for a shop  ' } });
      fireEvent.click(form.getByRole('button', { name: 'Send report' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.reports).toEqual([{ id: 2, body: { reason: 'Advertising for a shop' } }]);
      expect(lastToast()).toMatchObject({ title: 'Report sent', description: 'Thank you. Our editors will look at this review.' });
      // The button now says it is reported, keeps the focus, and opens nothing again.
      const reported = within(item('Visitor')).getByRole('button', { name: 'Reported' });
      await waitFor(() => expect(document.activeElement).toBe(reported));
      expect(reported.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(reported);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it.each([
      ['vi', 'Báo cáo', 'Lý do', 'Gửi báo cáo', 'Tối đa 500 ký tự.', 'Lý do dài quá 500 ký tự. Vui lòng rút gọn.'],
      ['en', 'Report', 'Reason', 'Send report', 'Up to 500 characters.', 'The reason is longer than 500 characters. Please shorten it.'],
    ] as const)('a reason shows its limit and a counter, and one too long is kept whole, marked and not sent (%s)', async (language, report, label, send, limit, tooLong) => {
      signIn();
      const api = serveReviews();
      renderReviews({ language });
      await waitFor(() => expect(items()).toHaveLength(2));
      fireEvent.click(within(item(lan.authorName!)).getByRole('button', { name: report }));
      const form = within(await screen.findByRole('dialog'));
      const reason = form.getByRole('textbox', { name: label }) as HTMLTextAreaElement;
      const description = () => reason.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
      expect(description()).toBe(`${limit}0 / 500`);

      // Pasted, 20 characters (one of them an emoji, as the service counts) over the limit.
      const pasted = `${'a'.repeat(519)}😋`;
      fireEvent.change(reason, { target: { value: pasted } });
      expect(reason.value).toBe(pasted);
      expect(reason.getAttribute('aria-invalid')).toBe('true');
      expect(form.getByRole('alert').textContent).toBe(tooLong);
      expect(description()).toBe(`${limit}520 / 500 ${tooLong}`);
      fireEvent.click(form.getByRole('button', { name: send }));
      expect(document.activeElement).toBe(reason);
      expect(api.reports).toEqual([]);

      // Exactly 500 after trimming goes.
      const shortened = `  ${'a'.repeat(499)}😋  `;
      fireEvent.change(reason, { target: { value: shortened } });
      expect(reason.getAttribute('aria-invalid')).toBeNull();
      expect(form.queryByRole('alert')).toBeNull();
      expect(description()).toBe(`${limit}500 / 500`);
      fireEvent.click(form.getByRole('button', { name: send }));
      await waitFor(() => expect(api.reports).toEqual([{ id: lan.id, body: { reason: shortened.trim() } }]));
    });

    it.each([
      ['vi', 'Báo cáo', 'Đã báo cáo', 'Gửi báo cáo'],
      ['en', 'Report', 'Reported', 'Send report'],
    ] as const)('a review reported earlier says so; a second report refused (409) marks it too (%s)', async (language, report, reported, send) => {
      signIn();
      serveReviews({ reviews: [{ ...lan, reportedByMe: true }, visitor] });
      server.use(http.post('/api/reviews/:id/report', () => apiError(409, 'You have already reported this review')));
      renderReviews({ language });
      await waitFor(() => expect(items()).toHaveLength(2));
      const second = () => within(item(language === 'vi' ? 'Du khách' : 'Visitor'));
      expect(within(item(lan.authorName!)).getByRole('button', { name: reported }).getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(second().getByRole('button', { name: report }));
      const form = within(await screen.findByRole('dialog'));
      fireEvent.change(form.getByRole('textbox'), { target: { value: 'Spam' } });
      fireEvent.click(form.getByRole('button', { name: send }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await second().findByRole('button', { name: reported })).toBeTruthy();
    });
  });

  describe('writing a review', () => {
    it.each([
      {
        language: 'vi' as const,
        auth: ['Cần đăng nhập', 'Vui lòng đăng nhập để gửi đánh giá.'],
        rating: ['Cần chọn số sao', 'Vui lòng chọn số sao trước khi gửi.'],
        short: ['Đánh giá quá ngắn', 'Vui lòng viết đánh giá có ít nhất 10 ký tự.'],
        star: '4 sao',
      },
      {
        language: 'en' as const,
        auth: ['Authentication Required', 'Please sign in to submit a review.'],
        rating: ['Rating Required', 'Please select a rating before submitting.'],
        short: ['Review Too Short', 'Please write a review with at least 10 characters.'],
        star: '4 stars',
      },
    ])('checks, in order, sign-in, a rating, then 10 characters after trimming ($language)', async ({ language, auth, rating, short, star }) => {
      const api = serveReviews();
      renderReviews({ language });
      await openWriteDialog();

      // Signed out: the sign-in toast comes first, whatever else is missing.
      fireEvent.click(submitButton());
      await waitFor(() => expect(lastToast()).toMatchObject({ title: auth[0], description: auth[1], type: 'error' }));

      signIn();
      fireEvent.click(submitButton());
      await waitFor(() => expect(lastToast()).toMatchObject({ title: rating[0], description: rating[1] }));

      fireEvent.click(within(dialog()).getByRole('radio', { name: star }));
      fireEvent.change(within(dialog()).getByRole('textbox'), { target: { value: '   too short    ' } });
      fireEvent.click(submitButton());
      await waitFor(() => expect(lastToast()).toMatchObject({ title: short[0], description: short[1] }));
      expect(within(dialog()).getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
      // Marked only while still too short.
      fireEvent.change(within(dialog()).getByRole('textbox'), { target: { value: 'Chè thơm, nước xanh.' } });
      expect(within(dialog()).getByRole('textbox').getAttribute('aria-invalid')).toBeNull();
      expect(api.created).toEqual([]);
      expect(api.uploads).toEqual([]);
    });

    it('counts the 10 characters as letters: an emoji or a letter typed decomposed is one, as the service counts', async () => {
      const api = serveReviews();
      signIn();
      renderReviews({ language: 'en' });
      await openWriteDialog();
      fireEvent.click(within(dialog()).getByRole('radio', { name: '4 stars' }));
      // 9 letters in 12 UTF-16 units: the service would refuse it.
      fireEvent.change(within(dialog()).getByRole('textbox'), { target: { value: 'Ngon! 😋😋😋' } });
      fireEvent.click(submitButton());
      await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Review Too Short' }));
      expect(api.created).toEqual([]);
      // 10 letters ("ệ" as e + circumflex + dot below).
      fireEvent.change(within(dialog()).getByRole('textbox'), { target: { value: 'Tuye\u0302\u0323t 😋😋😋😋' } });
      expect(within(dialog()).getByText(/^10\s*\/\s*2,?000/)).toBeTruthy();
      fireEvent.click(submitButton());
      await waitFor(() => expect(api.created).toHaveLength(1));
    });

    it.each([
      {
        how: "a provider's popup",
        signInFlow: () => {
          act(() => signIn());
          act(() => useAuthStore.setState({ signInDialogOpen: false }));
        },
      },
      {
        how: "local builds' emulator form, which replaces the provider dialog",
        signInFlow: () => {
          act(() => useAuthStore.setState({ signInDialogOpen: false, emulatorPicker: 'google.com' }));
          act(() => {
            signIn();
            useAuthStore.setState({ emulatorPicker: null });
          });
        },
      },
    ])('a review begun signed out survives signing in from its dialog ($how), which opens again filled in', async ({ signInFlow }) => {
      serveReviews();
      renderReviews();
      await openWriteDialog();
      fireEvent.click(within(dialog()).getByRole('radio', { name: '4 sao' }));
      fireEvent.change(within(dialog()).getByRole('textbox'), { target: { value: 'Chè thơm, nước xanh, vị ngọt hậu.' } });
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Đăng nhập' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(useAuthStore.getState().signInDialogOpen).toBe(true);

      signInFlow();
      const form = within(await screen.findByRole('dialog'));
      expect((form.getByRole('radio', { name: '4 sao' }) as HTMLInputElement).checked).toBe(true);
      expect((form.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Chè thơm, nước xanh, vị ngọt hậu.');
      expect(form.queryByRole('button', { name: 'Đăng nhập' })).toBeNull();
    });

    it('a sign-in given up keeps the draft for the next Write a review, without opening anything by itself', async () => {
      serveReviews();
      renderReviews();
      await openWriteDialog();
      fireEvent.change(within(dialog()).getByRole('textbox'), { target: { value: 'Nửa chừng thì đi đăng nhập.' } });
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Đăng nhập' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      act(() => useAuthStore.setState({ signInDialogOpen: false }));
      // Signing in later, from the header, opens nothing here.
      act(() => signIn());
      expect(screen.queryByRole('dialog')).toBeNull();
      const form = within(await openWriteDialog());
      expect((form.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Nửa chừng thì đi đăng nhập.');
    });

    it('has a 1–5 star radio group, a text area and an optional photo, inside a labelled dialog', async () => {
      signIn();
      serveReviews();
      renderReviews({ language: 'en' });
      const form = within(await openWriteDialog());
      expect(screen.getByRole('dialog', { name: 'Write a review' })).toBeTruthy();
      expect(form.getByText('Your rating and opinion of Chè Tân Cương.')).toBeTruthy();
      const group = form.getByRole('group', { name: 'Your rating' });
      expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('aria-label') ?? r.parentElement!.textContent)).toEqual([
        '1 star',
        '2 stars',
        '3 stars',
        '4 stars',
        '5 stars',
      ]);
      expect(form.getByRole('textbox', { name: 'Your review' })).toBeTruthy();
      expect(form.getByLabelText('Add a photo (optional)')).toBeTruthy();
      // Esc closes it and focus returns to the button that opened it.
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Write a review' })));
    });

    it('uploads the chosen photo (with a preview), sends its id as imageId, thanks the author and reloads the reviews', async () => {
      signIn();
      const api = serveReviews();
      renderReviews();
      await waitFor(() => expect(items()).toHaveLength(2));
      const form = within(await openWriteDialog());

      fireEvent.click(form.getByRole('radio', { name: '5 sao' }));
      fireEvent.change(form.getByRole('textbox', { name: 'Nội dung đánh giá' }), { target: { value: '  Trà thơm, nước xanh trong, rất đáng thử.  ' } });
      // Counted as the server counts: after trimming.
      expect(form.getByText('40 / 2000')).toBeTruthy();
      const photo = makeFile('tea.png', 'image/png');
      fireEvent.change(form.getByLabelText('Thêm ảnh (không bắt buộc)'), { target: { files: [photo] } });
      const preview = await form.findByRole('img', { name: 'Xem trước ảnh của bạn tea.png' });
      expect(preview.getAttribute('src')).toBe('blob:preview-1');
      expect(URL.createObjectURL).toHaveBeenCalledWith(photo);

      fireEvent.click(form.getByRole('button', { name: 'Bỏ ảnh' }));
      expect(form.queryByRole('img', { name: /Xem trước/ })).toBeNull();
      fireEvent.change(form.getByLabelText('Thêm ảnh (không bắt buộc)'), { target: { files: [photo] } });
      await form.findByRole('img', { name: 'Xem trước ảnh của bạn tea.png' });

      const requests = recordRequests();
      fireEvent.click(submitButton());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.uploads).toEqual([{ field: 'file', name: 'tea.png', type: 'image/png', size: 8 }]);
      expect(api.created).toEqual([{ dishId: DISH_ID, rating: 5, content: 'Trà thơm, nước xanh trong, rất đáng thử.', imageId: makeUpload().id }]);
      // The upload goes first, then the review.
      expect(requests.sent.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual(['/api/media', '/api/reviews']);
      expect(lastToast()).toMatchObject({ title: 'Đã gửi đánh giá', description: 'Cảm ơn bạn đã chia sẻ ý kiến!', type: 'success' });
      await waitFor(() => expect(items()).toHaveLength(3));
      expect(within(item('An')).getByText('Trà thơm, nước xanh trong, rất đáng thử.')).toBeTruthy();
    });

    it('sends no imageId without a photo', async () => {
      signIn();
      const api = serveReviews();
      renderReviews({ language: 'en' });
      const form = within(await openWriteDialog());
      fireEvent.click(form.getByRole('radio', { name: '3 stars' }));
      fireEvent.change(form.getByRole('textbox', { name: 'Your review' }), { target: { value: 'Nice and fresh, worth a stop.' } });
      fireEvent.click(submitButton());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.created).toEqual([{ dishId: DISH_ID, rating: 3, content: 'Nice and fresh, worth a stop.' }]);
      expect(api.uploads).toEqual([]);
      expect(lastToast()).toMatchObject({ title: 'Review Submitted', description: 'Thank you for sharing your opinion!' });
    });

    it.each([
      [413, 'The photo is too large. Please choose a smaller one.'],
      [415, 'Only JPEG, PNG or WebP photos can be uploaded.'],
      [429, 'You have uploaded many photos in the last hour. Please try again later.'],
    ])('a refused upload (%i) says why and sends no review', async (status, reason) => {
      signIn();
      const api = serveReviews({ uploadStatus: status });
      renderReviews({ language: 'en' });
      const form = within(await openWriteDialog());
      fireEvent.click(form.getByRole('radio', { name: '4 stars' }));
      fireEvent.change(form.getByRole('textbox', { name: 'Your review' }), { target: { value: 'A long enough review.' } });
      fireEvent.change(form.getByLabelText('Add a photo (optional)'), { target: { files: [makeFile('big.jpg', 'image/jpeg')] } });
      fireEvent.click(submitButton());
      await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Photo upload failed', description: reason, type: 'error' }));
      expect(api.created).toEqual([]);
      expect(screen.getByRole('dialog')).toBeTruthy();
    });

    it.each([
      {
        what: 'a PDF (vi)',
        language: 'vi' as const,
        photo: makeFile('thuc-don.pdf', 'application/pdf'),
        reason: 'Tệp “thuc-don.pdf” không phải ảnh JPEG, PNG hoặc WebP. Vui lòng chọn một ảnh khác.',
      },
      { what: 'a GIF (en)', language: 'en' as const, photo: makeFile('anim.gif', 'image/gif'), reason: '“anim.gif” is not a JPEG, PNG or WebP photo. Please choose another file.' },
      {
        what: 'a photo over 10 MB (en)',
        language: 'en' as const,
        photo: makeFile('huge.jpg', 'image/jpeg', new Uint8Array(MEDIA_MAX_UPLOAD_BYTES + 1)),
        reason: 'The photo is too large. Please choose a smaller one.',
      },
    ])('$what is refused as it is picked, beside the field, with no preview; a good pick then replaces the message', async ({ language, photo, reason }) => {
      signIn();
      const api = serveReviews();
      renderReviews({ language });
      const form = within(await openWriteDialog());
      const field = form.getByLabelText(language === 'vi' ? 'Thêm ảnh (không bắt buộc)' : 'Add a photo (optional)');
      fireEvent.change(field, { target: { files: [photo] } });

      expect(form.getByRole('alert').textContent).toBe(reason);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(reason);
      expect(form.getByText(language === 'vi' ? 'Chưa chọn ảnh' : 'No photo chosen')).toBeTruthy();
      expect(form.queryByRole('img')).toBeNull();
      expect(URL.createObjectURL).not.toHaveBeenCalled();
      // Nothing was uploaded, so nothing says an upload failed.
      expect(shownToasts()).toEqual([]);
      expect(api.uploads).toEqual([]);

      fireEvent.change(field, { target: { files: [makeFile('tea.png', 'image/png')] } });
      expect(await form.findByRole('img', { name: /tea\.png$/ })).toBeTruthy();
      expect(form.queryByRole('alert')).toBeNull();
      expect(field.getAttribute('aria-invalid')).toBeNull();
    });

    it('a failed submission says "Submission Failed" in the reader\'s language and keeps the draft', async () => {
      signIn();
      serveReviews({ createStatus: 503 });
      renderReviews();
      const form = within(await openWriteDialog());
      fireEvent.click(form.getByRole('radio', { name: '4 sao' }));
      fireEvent.change(form.getByRole('textbox', { name: 'Nội dung đánh giá' }), { target: { value: 'Một đánh giá đủ dài.' } });
      fireEvent.click(submitButton());
      await waitFor(() =>
        expect(lastToast()).toMatchObject({
          title: 'Gửi không thành công',
          description: 'Tạm thời không thể xử lý đánh giá. Vui lòng thử lại sau ít phút.',
          type: 'error',
        }),
      );
      expect((form.getByRole('textbox', { name: 'Nội dung đánh giá' }) as HTMLTextAreaElement).value).toBe('Một đánh giá đủ dài.');
    });

    it('offline: the write buttons say writing needs a connection and open nothing until it is back', async () => {
      signIn();
      serveReviews();
      renderReviews();
      const write = await screen.findByRole('button', { name: 'Viết đánh giá' });
      expect(screen.queryByText(/Viết đánh giá cần kết nối mạng/)).toBeNull();

      goOffline();
      const note = screen.getByText('Viết đánh giá cần kết nối mạng. Hãy kết nối lại để gửi đánh giá.');
      expect(write.getAttribute('aria-disabled')).toBe('true');
      expect(write.getAttribute('aria-describedby')).toBe(note.id);
      fireEvent.click(write);
      expect(screen.queryByRole('dialog')).toBeNull();

      goOnline();
      expect(screen.queryByText(/Viết đánh giá cần kết nối mạng/)).toBeNull();
      expect(write.getAttribute('aria-disabled')).toBeNull();
      fireEvent.click(write);
      expect(await screen.findByRole('dialog')).toBeTruthy();
    });

    it('offline with no reviews yet: "Be the first to review" is disabled too (English)', async () => {
      serveReviews({ reviews: [] });
      renderReviews({ language: 'en' });
      const first = await screen.findByRole('button', { name: 'Be the first to review' });
      goOffline();
      expect(first.getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByText('Writing a review needs an internet connection. Connect again to send your review.')).toBeTruthy();
    });

    it('the connection drops while writing: the dialog says so, sends nothing and keeps the draft (English)', async () => {
      signIn();
      const api = serveReviews();
      renderReviews({ language: 'en' });
      const form = within(await openWriteDialog());
      fireEvent.click(form.getByRole('radio', { name: '4 stars' }));
      fireEvent.change(form.getByRole('textbox', { name: 'Your review' }), { target: { value: 'Written on the bus, no signal.' } });

      goOffline();
      const note = form.getByText('Writing a review needs an internet connection. Connect again to send your review.');
      expect(submitButton().getAttribute('aria-disabled')).toBe('true');
      expect(submitButton().getAttribute('aria-describedby')).toBe(note.id);
      fireEvent.click(submitButton());
      await waitFor(() =>
        expect(lastToast()).toMatchObject({
          title: 'A connection is needed',
          description: 'Writing a review needs an internet connection. Connect again to send your review.',
          type: 'error',
        }),
      );
      expect(api.created).toEqual([]);
      expect((form.getByRole('textbox', { name: 'Your review' }) as HTMLTextAreaElement).value).toBe('Written on the bus, no signal.');

      goOnline();
      fireEvent.click(submitButton());
      await waitFor(() => expect(api.created).toHaveLength(1));
    });

    it('already reviewed (409): offers to save the draft over the existing review instead', async () => {
      signIn();
      const api = serveReviews({ reviews: [lan], createStatus: 409 });
      renderReviews({ language: 'en' });
      await waitFor(() => expect(items()).toHaveLength(1));
      const form = within(await openWriteDialog());
      // Meanwhile the visitor reviewed it on another device: the list shown does not have it yet.
      api.reviews = [mine, lan];
      fireEvent.click(form.getByRole('radio', { name: '5 stars' }));
      fireEvent.change(form.getByRole('textbox', { name: 'Your review' }), { target: { value: 'Even better the second time.' } });
      fireEvent.click(submitButton());
      const alert = await form.findByRole('alert');
      expect(alert.textContent).toContain('You have already reviewed this');
      fireEvent.click(within(alert).getByRole('button', { name: 'Edit my review instead' }));
      await waitFor(() => expect(form.queryByRole('alert')).toBeNull());
      expect(screen.getByRole('dialog', { name: 'Edit your review' })).toBeTruthy();
      fireEvent.click(submitButton(/Save changes/));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.patched).toEqual([{ id: mine.id, body: { rating: 5, content: 'Even better the second time.' } }]);
      expect(lastToast()).toMatchObject({ title: 'Review Updated' });
      await waitFor(() => expect(within(item('An')).getByText('Even better the second time.')).toBeTruthy());
    });
  });

  describe("the author's own review", () => {
    it.each([
      ['vi' as const, 'Sửa đánh giá của tôi', 'Sửa đánh giá của bạn'],
      ['en' as const, 'Edit my review', 'Edit your review'],
    ])('once it is in the list, the button above it edits it rather than writing another (%s)', async (language, button, title) => {
      signIn();
      serveReviews({ reviews: [mine, lan] });
      renderReviews({ language });
      await waitFor(() => expect(items()).toHaveLength(2));
      expect(screen.queryByRole('button', { name: /Viết đánh giá|Write a review/ })).toBeNull();
      const form = within(await openWriteDialog(new RegExp(`^${button}$`)));
      expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
      expect((form.getByRole('textbox') as HTMLTextAreaElement).value).toBe('My own notes on this tea.');
    });

    it('Edit opens the dialog filled in; saving sends the changes, removing the photo sends imageId null', async () => {
      signIn();
      const api = serveReviews({ reviews: [mine, lan] });
      renderReviews();
      await waitFor(() => expect(items()).toHaveLength(2));
      fireEvent.click(within(item('An')).getByRole('button', { name: 'Sửa' }));
      const form = within(await screen.findByRole('dialog', { name: 'Sửa đánh giá của bạn' }));
      expect((form.getByRole('radio', { name: '4 sao' }) as HTMLInputElement).checked).toBe(true);
      // Focus on the chosen star, as Tab would put it, not on star 1 (an arrow key would change it).
      expect(document.activeElement).toBe(form.getByRole('radio', { name: '4 sao' }));
      expect((form.getByRole('textbox', { name: 'Nội dung đánh giá' }) as HTMLTextAreaElement).value).toBe('My own notes on this tea.');
      expect(form.getByRole('img', { name: 'Ảnh trong đánh giá của bạn' }).getAttribute('src')).toBe(mine.imageUrl);
      // Beside the picker: the stored photo stays unless another is chosen (not "no photo chosen").
      expect(form.getByText('Giữ ảnh hiện tại')).toBeTruthy();
      expect(form.queryByText('Chưa chọn ảnh')).toBeNull();

      fireEvent.click(form.getByRole('radio', { name: '2 sao' }));
      fireEvent.change(form.getByRole('textbox', { name: 'Nội dung đánh giá' }), { target: { value: 'Changed my mind about it.' } });
      fireEvent.click(form.getByRole('button', { name: 'Bỏ ảnh' }));
      expect(form.getByText('Chưa chọn ảnh')).toBeTruthy();
      fireEvent.click(submitButton(/Lưu thay đổi/));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.patched).toEqual([{ id: mine.id, body: { rating: 2, content: 'Changed my mind about it.', imageId: null } }]);
      expect(lastToast()).toMatchObject({ title: 'Đã cập nhật đánh giá', description: 'Các thay đổi của bạn đã được lưu.' });
      await waitFor(() => expect(within(item('An')).getByText('Changed my mind about it.')).toBeTruthy());
      expect(within(item('An')).getByText(/đã sửa/)).toBeTruthy();
      expect(within(item('An')).queryByRole('img', { name: /Ảnh trong đánh giá/ })).toBeNull();
    });

    it('Delete asks first, then removes it and the list reloads', async () => {
      signIn();
      const api = serveReviews({ reviews: [mine, lan] });
      renderReviews({ language: 'en' });
      await waitFor(() => expect(items()).toHaveLength(2));
      fireEvent.click(within(item('An')).getByRole('button', { name: 'Delete' }));
      const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete your review?' }));
      fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(api.deleted).toEqual([]);

      fireEvent.click(within(item('An')).getByRole('button', { name: 'Delete' }));
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(items()).toHaveLength(1));
      expect(api.deleted).toEqual([mine.id]);
      expect(lastToast()).toMatchObject({ title: 'Review deleted', type: 'success' });
      // Its Delete button is gone: focus lands on the section's heading.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: /Reviews/ })));
    });

    it('a double click on Delete (or Helpful) sends one call, before the button shows it is busy', async () => {
      signIn();
      const api = serveReviews({ reviews: [mine, lan] });
      renderReviews({ language: 'en' });
      await waitFor(() => expect(items()).toHaveLength(2));
      await quickDoubleClick(within(item('Lan Nguyễn')).getByRole('button', { name: /Helpful/ }));
      await waitFor(() => expect(within(item('Lan Nguyễn')).getByRole('button', { name: /Helpful/ }).getAttribute('aria-pressed')).toBe('true'));
      expect(api.helpful).toEqual([`mark ${lan.id}`]);

      fireEvent.click(within(item('An')).getByRole('button', { name: 'Delete' }));
      await quickDoubleClick(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(items()).toHaveLength(1));
      expect(api.deleted).toEqual([mine.id]);
      expect(lastToast()).toMatchObject({ title: 'Review deleted', type: 'success' });
    });
  });
});

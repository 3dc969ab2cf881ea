import type { Location } from '@tn/contracts/locations';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLocation } from '../../../testing/location-fixture.ts';
import { recordRequests } from '../../../testing/msw/requests.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderApp, renderWithProviders, type RenderOptions } from '../../../testing/render-app.tsx';
import { RankingsScreen } from './rankings-screen.tsx';

// 23 places: "Place 01" … "Place 23" (rank n, Elo 2000 - 10n), plus the lake at rank 24.
const places = [
  ...Array.from({ length: 23 }, (_, i) =>
    makeLocation({
      id: i + 10,
      slug: `place-${i + 1}`,
      name: `Place ${String(i + 1).padStart(2, '0')}`,
      nameVi: `Địa điểm ${String(i + 1).padStart(2, '0')}`,
      eloScore: 2000 - 10 * (i + 1),
      matches: i + 1,
      winRate: 50,
      rank: i + 1,
    }),
  ),
  makeLocation({ id: 1, slug: 'nui-coc-lake', name: 'Nui Coc Lake', nameVi: 'Hồ Núi Cốc', eloScore: 900, rank: 24, matches: 4, wins: 1, winRate: 25 }),
];

function answerRankings(answer: (info: { request: Request }) => Response = () => HttpResponse.json(places)) {
  server.use(http.get('/api/rankings', answer));
}

function answerMonths(months: string[]) {
  server.use(http.get('/api/rankings/months', () => HttpResponse.json(months)));
}

function renderRankings(path = '/rankings', options: RenderOptions = {}) {
  return renderWithProviders(<RankingsScreen />, { path, ...options }).router;
}

const rows = () => screen.getAllByTestId('rankings-row');
const rowNames = () => rows().map((row) => within(row).getAllByRole('link')[0]!.textContent);

describe('Rankings screen', () => {
  beforeEach(() => {
    localStorage.clear();
    // The month picker and the request follow the calendar: November 2026 in Thái Nguyên.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-15T05:00:00Z'));
  });

  it('shows the title, the current month from /api/rankings, 10 rows with rank badges and numbers', async () => {
    answerRankings();
    const requests = recordRequests();
    renderRankings();
    expect(screen.getByRole('heading', { level: 1, name: 'Bảng xếp hạng điểm du lịch Thái Nguyên' })).toBeTruthy();
    expect(screen.getByTestId('rankings-skeleton')).toBeTruthy();
    await screen.findByRole('link', { name: 'Địa điểm 01' });
    expect(requests.urls().sort()).toEqual(['/api/rankings/months', '/api/rankings?month=2026-11']);
    expect(rows()).toHaveLength(10);
    const firstRow = rows()[0]!;
    expect(within(firstRow).getByLabelText('Hạng 1')).toBeTruthy();
    expect(within(firstRow).getByText('1.990')).toBeTruthy();
    expect(within(firstRow).getByText('50%')).toBeTruthy();
    for (const column of ['Hạng', 'Điểm du lịch', 'Điểm Elo', 'Số trận', 'Tỷ lệ thắng']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    expect(screen.getByTestId('rankings-showing').textContent).toBe('Hiển thị 1 đến 10 trong tổng số 24 kết quả');
  });

  it("the search field's clear button, pressed, leaves focus in the emptied field (the button goes with the text)", async () => {
    answerRankings();
    renderRankings('/rankings?q=ho');
    const search = await screen.findByRole('searchbox', { name: 'Tìm điểm du lịch' });
    const clear = screen.getByRole('button', { name: 'Xóa tìm kiếm' });
    clear.focus();
    fireEvent.click(clear);
    expect((search as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Xóa tìm kiếm' })).toBeNull();
    expect(document.activeElement).toBe(search);
  });

  it('searches ignoring case and diacritics, by Vietnamese or English name, back on page 1', async () => {
    answerRankings();
    const router = renderRankings('/rankings?page=2');
    await screen.findByRole('link', { name: 'Địa điểm 11' });
    const search = screen.getByRole('searchbox', { name: 'Tìm điểm du lịch' });
    fireEvent.change(search, { target: { value: 'ho nui coc' } });
    expect(rowNames()).toEqual(['Hồ Núi Cốc']);
    expect(router.state.location.search).toBe('?q=ho+nui+coc');
    // One page only: no "showing" line, no pagination.
    expect(screen.queryByTestId('rankings-showing')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Phân trang' })).toBeNull();
    // The place keeps its real rank in a search result.
    expect(within(rows()[0]!).getByLabelText('Hạng 24')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'LAKE' } });
    expect(rowNames()).toEqual(['Hồ Núi Cốc']);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('Không có điểm du lịch nào khớp với “zzz”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Xóa tìm kiếm' }));
    expect(rows()).toHaveLength(10);
  });

  it('sorts alphabetically with the real rank kept, pages with at most 5 buttons, and disables previous/next at the ends', async () => {
    answerRankings();
    const router = renderRankings();
    await screen.findByRole('link', { name: 'Địa điểm 01' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sắp xếp theo' }), { target: { value: 'name' } });
    // Vietnamese collation: Đ (of "Địa điểm") sorts before H (of "Hồ Núi Cốc").
    expect(rowNames()[0]).toBe('Địa điểm 01');
    expect(router.state.location.search).toBe('?sort=name');

    const pager = screen.getByRole('navigation', { name: 'Phân trang' });
    const previous = within(pager).getByRole('button', { name: 'Trước' }) as HTMLButtonElement;
    const next = within(pager).getByRole('button', { name: 'Sau' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(within(pager).getAllByRole('button', { name: /^Trang / }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    fireEvent.click(within(pager).getByRole('button', { name: 'Trang 2' }));
    next.focus();
    fireEvent.click(next);
    expect(screen.getByTestId('rankings-showing').textContent).toBe('Hiển thị 21 đến 24 trong tổng số 24 kết quả');
    expect(next.disabled).toBe(true);
    // Next disabled itself: keyboard focus is on the page reached, not lost.
    expect(document.activeElement).toBe(within(pager).getByRole('button', { name: 'Trang 3' }));
    expect(rowNames()).toEqual(['Địa điểm 21', 'Địa điểm 22', 'Địa điểm 23', 'Hồ Núi Cốc']);
    // Not sorted by rank: each keeps its place in the Elo order.
    expect(within(rows()[3]!).getByLabelText('Hạng 24')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Trang 3' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(previous);
    expect(screen.getByTestId('rankings-showing').textContent).toBe('Hiển thị 11 đến 20 trong tổng số 24 kết quả');
    // Changing the sort goes back to page 1.
    fireEvent.change(screen.getByRole('combobox', { name: 'Sắp xếp theo' }), { target: { value: 'matches' } });
    expect(screen.getByTestId('rankings-showing').textContent).toBe('Hiển thị 1 đến 10 trong tổng số 24 kết quả');
    expect(rowNames()[0]).toBe('Địa điểm 23');
    expect(within(rows()[0]!).getByLabelText('Hạng 23')).toBeTruthy();
  });

  it("another page starts at the list's top when the list's top was scrolled away; not when it is in sight", async () => {
    answerRankings();
    renderRankings();
    await screen.findByRole('link', { name: 'Địa điểm 01' });
    const results = screen.getByRole('region', { name: /^Bảng xếp hạng/ });
    const scrollIntoView = vi.fn();
    Object.assign(results, { scrollIntoView });
    const pager = screen.getByRole('navigation', { name: 'Phân trang' });

    vi.spyOn(results, 'getBoundingClientRect').mockReturnValue({ top: 120 } as DOMRect);
    fireEvent.click(within(pager).getByRole('button', { name: 'Sau' }));
    expect(scrollIntoView).not.toHaveBeenCalled();

    // On a phone the pager sits below ten rows: the list's top is far above the screen.
    vi.spyOn(results, 'getBoundingClientRect').mockReturnValue({ top: -900 } as DOMRect);
    fireEvent.click(within(pager).getByRole('button', { name: 'Sau' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(screen.getByTestId('rankings-showing').textContent).toBe('Hiển thị 21 đến 24 trong tổng số 24 kết quả');
  });

  it('turns each page as a step of the history: Back shows the page before, Forward the one after; a search replaces its step', async () => {
    answerRankings();
    const router = renderRankings();
    await screen.findByRole('link', { name: 'Địa điểm 01' });
    const showing = () => screen.getByTestId('rankings-showing').textContent;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm điểm du lịch' }), { target: { value: 'dia' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm điểm du lịch' }), { target: { value: 'dia diem' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=dia+diem'));
    expect(router.state.historyAction).toBe('REPLACE');
    fireEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=dia+diem&page=2'));
    expect(router.state.historyAction).toBe('PUSH');
    fireEvent.click(screen.getByRole('button', { name: 'Trang 3' }));
    await waitFor(() => expect(showing()).toBe('Hiển thị 21 đến 23 trong tổng số 23 kết quả'));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=dia+diem&page=2');
    expect(showing()).toBe('Hiển thị 11 đến 20 trong tổng số 23 kết quả');
    expect(screen.getByRole('button', { name: 'Trang 2' }).getAttribute('aria-current')).toBe('page');
    await act(() => router.navigate(-1));
    expect(showing()).toBe('Hiển thị 1 đến 10 trong tổng số 23 kết quả');
    expect((screen.getByRole('searchbox', { name: 'Tìm điểm du lịch' }) as HTMLInputElement).value).toBe('dia diem');
    await act(() => router.navigate(1));
    expect(showing()).toBe('Hiển thị 11 đến 20 trong tổng số 23 kết quả');
    // Nothing written back over the history meanwhile: the steps are as they were.
    expect(router.state.location.search).toBe('?q=dia+diem&page=2');
  });

  it('keeps every change in the URL even when they come quickly, and follows a link to plain /rankings', async () => {
    answerRankings();
    const router = renderRankings();
    await screen.findByRole('link', { name: 'Địa điểm 01' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm điểm du lịch' }), { target: { value: 'dia diem' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sắp xếp theo' }), { target: { value: 'winRate' } });
    fireEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=dia+diem&sort=winRate&page=2'));
    expect(screen.getByTestId('rankings-showing').textContent).toBe('Hiển thị 11 đến 20 trong tổng số 23 kết quả');

    // The Rankings nav link (same route, no query): back to the default view.
    await act(() => router.navigate('/rankings'));
    expect(screen.getByTestId('rankings-showing').textContent).toBe('Hiển thị 1 đến 10 trong tổng số 24 kết quả');
    expect((screen.getByRole('searchbox', { name: 'Tìm điểm du lịch' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Sắp xếp theo' }) as HTMLSelectElement).value).toBe('rank');
    expect(router.state.location.search).toBe('');
  });

  it('opens the place when its row is clicked', async () => {
    answerRankings();
    const router = renderRankings();
    await screen.findByRole('link', { name: 'Địa điểm 01' });
    fireEvent.click(within(rows()[1]!).getByText('1.980'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/location/place-2'));
  });

  it('offers only the months with votes (and the current one), loads a past month, and goes back to page 1', async () => {
    answerRankings();
    answerMonths(['2026-11', '2026-09', '2026-01']);
    const requests = recordRequests();
    const router = renderRankings('/rankings?page=2');
    await screen.findByRole('link', { name: 'Địa điểm 11' });
    const month = screen.getByRole('combobox', { name: 'Tháng' }) as HTMLSelectElement;
    await waitFor(() => expect(Array.from(month.options).map((o) => o.value)).toEqual(['2026-11', '2026-09', '2026-01']));
    expect(month.options[0]!.textContent).toContain('(hiện tại)');
    fireEvent.change(month, { target: { value: '2026-01' } });
    await waitFor(() => expect(requests.urls()).toContain('/api/rankings?month=2026-01'));
    expect(router.state.location.search).toBe('?month=2026-01');
    expect(await screen.findByText('Kết quả chung cuộc của tháng 1 năm 2026.')).toBeTruthy();
  });

  it('says plainly that the current month has no votes yet, instead of a table of 1000s', async () => {
    const unplayed = places.map((l) => ({ ...l, eloScore: 1000, matches: 0, wins: 0, losses: 0, winRate: 0, rank: null }));
    answerRankings(() => HttpResponse.json(unplayed));
    answerMonths(['2026-11']);
    renderRankings();
    expect(await screen.findByText('Chưa có lượt bình chọn nào trong tháng này.')).toBeTruthy();
    expect(screen.queryAllByTestId('rankings-row')).toEqual([]);
    expect(screen.queryByText('1.000')).toBeNull();
    expect(screen.queryByTestId('rankings-showing')).toBeNull();
    expect(screen.getByRole('link', { name: 'Bình chọn ngay' }).getAttribute('href')).toBe('/voting');
  });

  it('says so in English too', async () => {
    const unplayed = places.map((l) => ({ ...l, eloScore: 1000, matches: 0, wins: 0, losses: 0, winRate: 0, rank: null }));
    answerRankings(() => HttpResponse.json(unplayed));
    renderRankings('/rankings', { language: 'en' });
    expect(await screen.findByText('No votes yet this month.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vote now' })).toBeTruthy();
  });

  it('keeps a month without votes typed into the URL, shows it in the picker and says it had none', async () => {
    const requests = recordRequests();
    answerMonths(['2026-11', '2026-09']);
    answerRankings(({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('month') === '2026-03'
          ? places.map((l) => ({ ...l, eloScore: 1000, matches: 0, wins: 0, losses: 0, winRate: 0, rank: null }))
          : places,
      ),
    );
    const router = renderRankings('/rankings?month=2026-03');
    expect(await screen.findByText('Không có lượt bình chọn nào trong tháng 3 năm 2026.')).toBeTruthy();
    expect(requests.urls()).toContain('/api/rankings?month=2026-03');
    expect(screen.queryAllByTestId('rankings-row')).toEqual([]);
    // Not "final standings": there are none.
    expect(screen.queryByText(/Kết quả chung cuộc/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bình chọn ngay' })).toBeNull();
    const month = screen.getByRole('combobox', { name: 'Tháng' }) as HTMLSelectElement;
    expect(month.value).toBe('2026-03');
    await waitFor(() => expect(Array.from(month.options).map((o) => o.value)).toEqual(['2026-11', '2026-09', '2026-03']));
    expect(router.state.location.search).toBe('?month=2026-03');

    // A month with votes shows its table.
    fireEvent.change(month, { target: { value: '2026-09' } });
    await screen.findByRole('link', { name: 'Địa điểm 01' });
    expect(screen.getByText('Kết quả chung cuộc của tháng 9 năm 2026.')).toBeTruthy();
  });

  it('shows the last page for a page past it, and puts that page in the URL in place of the other', async () => {
    answerRankings();
    const router = renderRankings('/rankings?sort=name&page=99');
    await screen.findByRole('link', { name: 'Hồ Núi Cốc' });
    expect(screen.getByTestId('rankings-showing').textContent).toBe('Hiển thị 21 đến 24 trong tổng số 24 kết quả');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&page=3'));
    // Replaced, not pushed: Back does not return to ?page=99.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('button', { name: 'Trang 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('searches by the shared rule: "HỒ" keeps its accents, "ho" ignores them, per word', async () => {
    const played = (id: number, slug: string, name: string, nameVi: string, rank: number) =>
      makeLocation({ id, slug, name, nameVi, eloScore: 1100 - rank, matches: 2, wins: 1, winRate: 50, rank });
    answerRankings(() =>
      HttpResponse.json([
        played(41, 'ho-nui-coc', 'Nui Coc Lake', 'Hồ Núi Cốc', 1),
        played(42, 'den-tho-doi-can', 'Doi Can Temple', 'Đền thờ Đội Cấn', 2),
        played(43, 'chua-hang-dinh-hoa', 'Hang Pagoda, Dinh Hoa', 'Chùa Hang Định Hóa', 3),
        played(44, 'ho-ba-be', 'Ba Be Lake', 'Hồ Ba Bể', 4),
      ]),
    );
    renderRankings();
    await screen.findByRole('link', { name: 'Hồ Núi Cốc' });
    const search = screen.getByRole('searchbox', { name: 'Tìm điểm du lịch' });
    fireEvent.change(search, { target: { value: 'ho' } });
    expect(rowNames()).toEqual(['Hồ Núi Cốc', 'Đền thờ Đội Cấn', 'Chùa Hang Định Hóa', 'Hồ Ba Bể']);
    fireEvent.change(search, { target: { value: 'HỒ' } });
    expect(rowNames()).toEqual(['Hồ Núi Cốc', 'Hồ Ba Bể']);
    fireEvent.change(search, { target: { value: 'hồ nui coc' } });
    expect(rowNames()).toEqual(['Hồ Núi Cốc']);
    fireEvent.change(search, { target: { value: 'ĐỀN' } });
    expect(rowNames()).toEqual(['Đền thờ Đội Cấn']);
    fireEvent.change(search, { target: { value: 'Hố' } });
    expect(screen.getByText('Không có điểm du lịch nào khớp với “Hố”.')).toBeTruthy();
  });

  it('shows "Failed to load locations" when the request fails (English)', async () => {
    answerRankings(() => new HttpResponse(null, { status: 500 }));
    renderRankings('/rankings', { language: 'en' });
    expect(within(await screen.findByRole('alert')).getByText('Failed to load locations')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Thai Nguyen Attraction Rankings' })).toBeTruthy();
  });

  it('lists unranked places (no match this month) last, by name, with a dash instead of a number', async () => {
    const unranked = (id: number, slug: string, name: string, nameVi: string): Location =>
      makeLocation({ id, slug, name, nameVi, eloScore: 1000, matches: 0, winRate: 0, rank: null });
    answerRankings(() =>
      HttpResponse.json([
        unranked(31, 'ho-ghenh-che', 'Ghenh Che Lake', 'Hồ Ghềnh Chè'),
        makeLocation({ id: 32, slug: 'chua-hang', name: 'Hang Pagoda', nameVi: 'Chùa Hang', eloScore: 990, matches: 2, winRate: 50, rank: 2 }),
        unranked(33, 'am-tien', 'Am Tien Pagoda', 'Am Tiên'),
        makeLocation({ id: 34, slug: 'atk', name: 'ATK Dinh Hoa', nameVi: 'ATK Định Hóa', eloScore: 1010, matches: 2, winRate: 50, rank: 1 }),
      ]),
    );
    renderRankings();
    await screen.findByRole('link', { name: 'ATK Định Hóa' });
    expect(rowNames()).toEqual(['ATK Định Hóa', 'Chùa Hang', 'Am Tiên', 'Hồ Ghềnh Chè']);
    const badges = rows().map((row) => within(row).getByLabelText(/^Hạng \d+$|^chưa xếp hạng tháng này$/));
    expect(badges.map((b) => [b.getAttribute('aria-label'), b.textContent])).toEqual([
      ['Hạng 1', '1'],
      ['Hạng 2', '2'],
      ['chưa xếp hạng tháng này', '—'],
      ['chưa xếp hạng tháng này', '—'],
    ]);
    // Their win rate is a dash too, not 0 % (which would read as every match lost).
    expect(within(rows()[2]!).queryByText('0%')).toBeNull();
    expect(within(rows()[2]!).getAllByText('chưa có trận nào tháng này').length).toBeGreaterThan(0);
    expect(within(rows()[0]!).getAllByText('50%').length).toBeGreaterThan(0);

    // Sorted by name, the unranked ones keep their dash and the ranked ones their number.
    fireEvent.change(screen.getByRole('combobox', { name: 'Sắp xếp theo' }), { target: { value: 'name' } });
    expect(rowNames()).toEqual(['Am Tiên', 'ATK Định Hóa', 'Chùa Hang', 'Hồ Ghềnh Chè']);
    expect(within(rows()[0]!).getByLabelText('chưa xếp hạng tháng này').textContent).toBe('—');
    expect(within(rows()[1]!).getByLabelText('Hạng 1').textContent).toBe('1');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sắp xếp theo' }), { target: { value: 'matches' } });
    expect(rowNames()).toEqual(['ATK Định Hóa', 'Chùa Hang', 'Am Tiên', 'Hồ Ghềnh Chè']);
  });
});

describe('Back to rankings', () => {
  it('returns from a place to the rankings view it was opened from: its sort and page', async () => {
    answerRankings();
    server.use(http.get<{ slug: string }>('/api/locations/slug/:slug', ({ params }) => HttpResponse.json(places.find((place) => place.slug === params.slug))));
    renderApp('/rankings?sort=name&page=2', { language: 'en' });
    const link = within((await screen.findAllByTestId('rankings-row'))[0]!).getByRole('link');
    fireEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: link.textContent!.trim() });
    const backs = screen.getAllByRole('link', { name: 'Back to rankings' });
    expect(backs.map((back) => back.getAttribute('href'))).toEqual(['/rankings?sort=name&page=2', '/rankings?sort=name&page=2']);
  });
});

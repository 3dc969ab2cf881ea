import type { Location } from '@tn/contracts/locations';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLocation } from '../../../testing/location-fixture.ts';
import { recordRequests } from '../../../testing/msw/requests.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders, type RenderOptions } from '../../../testing/render-app.tsx';
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

function answerRankings(answer: () => Response = () => HttpResponse.json(places)) {
  server.use(http.get('/api/rankings', answer));
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
    expect(requests.urls()).toEqual(['/api/rankings?month=2026-11']);
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
    // Sorted by rank, the number follows the page offset.
    expect(within(rows()[0]!).getByLabelText('Hạng 1')).toBeTruthy();

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
    fireEvent.click(within(pager).getByRole('button', { name: 'Trang 3' }));
    expect(screen.getByTestId('rankings-showing').textContent).toBe('Hiển thị 21 đến 24 trong tổng số 24 kết quả');
    expect(next.disabled).toBe(true);
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

  it('loads a past month, and changing the month goes back to page 1', async () => {
    answerRankings();
    const requests = recordRequests();
    const router = renderRankings('/rankings?page=2');
    await screen.findByRole('link', { name: 'Địa điểm 11' });
    const month = screen.getByRole('combobox', { name: 'Tháng' }) as HTMLSelectElement;
    const options = Array.from(month.options).map((o) => o.value);
    expect(options[0]).toBe('2026-11');
    expect(options.at(-1)).toBe('2026-01');
    expect(month.options[0]!.textContent).toContain('(hiện tại)');
    fireEvent.change(month, { target: { value: '2026-01' } });
    await waitFor(() => expect(requests.urls()).toContain('/api/rankings?month=2026-01'));
    expect(router.state.location.search).toBe('?month=2026-01');
    expect(await screen.findByText('Kết quả chung cuộc của Tháng 1 năm 2026.')).toBeTruthy();
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

    // Sorted by name, the unranked ones keep their dash and the ranked ones their number.
    fireEvent.change(screen.getByRole('combobox', { name: 'Sắp xếp theo' }), { target: { value: 'name' } });
    expect(rowNames()).toEqual(['Am Tiên', 'ATK Định Hóa', 'Chùa Hang', 'Hồ Ghềnh Chè']);
    expect(within(rows()[0]!).getByLabelText('chưa xếp hạng tháng này').textContent).toBe('—');
    expect(within(rows()[1]!).getByLabelText('Hạng 1').textContent).toBe('1');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sắp xếp theo' }), { target: { value: 'matches' } });
    expect(rowNames()).toEqual(['ATK Định Hóa', 'Chùa Hang', 'Am Tiên', 'Hồ Ghềnh Chè']);
  });
});

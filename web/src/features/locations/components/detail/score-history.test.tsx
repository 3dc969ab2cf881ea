import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../../lib/i18n.ts';
import { apiError } from '../../../../testing/msw/handlers.ts';
import { recordRequests } from '../../../../testing/msw/requests.ts';
import { server } from '../../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../../testing/render-app.tsx';
import { ScoreHistory } from './score-history.tsx';

// uPlot draws on a canvas, which jsdom lacks: a stand-in records what it was asked to draw.
type CursorHook = (plot: { cursor: { idx: number | null } }) => void;
const plots = vi.hoisted(() => ({ drawn: [] as unknown[][], hovers: [] as CursorHook[] }));
vi.mock('uplot', () => ({
  default: class {
    constructor(options: { hooks: { setCursor: CursorHook[] } }, data: unknown[]) {
      plots.drawn.push(data);
      plots.hovers.push(options.hooks.setCursor[0]!);
    }
    setSize() {}
    destroy() {}
  },
}));

const renderHistory = (locationId: number, language: Language = 'vi') =>
  renderWithProviders(<ScoreHistory locationId={locationId} />, { path: '/location/x', language });

describe('Where a place stood this month', () => {
  beforeEach(() => {
    plots.drawn.length = 0;
    plots.hovers.length = 0;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as RenderingContext);
  });

  it.each([
    {
      language: 'vi' as Language,
      title: 'Diễn biến điểm Elo tháng này',
      summary: 'Bắt đầu tháng với 1.000 điểm, hiện đạt 1.048 điểm sau 6 trận; cao nhất 1.048, thấp nhất 1.000.',
      caption: 'Điểm Elo sau mỗi trận trong tháng này',
      headers: ['Trận', 'Thời gian', 'Kết quả', 'Điểm Elo'],
      first: ['1', '10:00 02/11/2026', 'Thắng', '1.016'],
      fourth: ['4', '10:00 12/11/2026', 'Thua', '1.027'],
      hoverStart: 'Đầu tháng: 1.000 điểm',
      hoverFourth: 'Trận 4: 1.027 điểm (Thua)',
    },
    {
      language: 'en' as Language,
      title: 'Elo score this month',
      summary: 'Started the month at 1,000, now 1,048 after 6 matches; highest 1,048, lowest 1,000.',
      caption: 'Elo score after each match this month',
      headers: ['Match', 'Time', 'Result', 'Elo score'],
      first: ['1', 'Nov 2, 2026, 10:00 AM', 'Won', '1,016'],
      fourth: ['4', 'Nov 12, 2026, 10:00 AM', 'Lost', '1,027'],
      hoverStart: 'Start of the month: 1,000',
      hoverFourth: 'Match 4: 1,027 (Lost)',
    },
  ])('charts the score after each match from 1000, with a summary and a table as its text ($language)', async ({ language, title, summary, caption, headers, first, fourth, hoverStart, hoverFourth }) => {
    const requests = recordRequests();
    renderHistory(1, language);
    const section = screen.getByRole('region', { name: title });
    expect(within(section).getByRole('status')).toBeTruthy();
    expect((await within(section).findByTestId('score-history-summary')).textContent).toBe(summary);
    expect(requests.urls()).toEqual(['/api/rankings/history/1']);

    const table = within(section).getByRole('table', { name: caption });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(headers);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td'), (c) => c.textContent);
    expect(cells(rows[0]!)).toEqual(first);
    expect(cells(rows[3]!)).toEqual(fourth);

    // The chart (loaded on demand) gets the same points: match 0 at the start, then one per vote.
    await waitFor(() => expect(plots.drawn).toHaveLength(1));
    expect(plots.drawn[0]).toEqual([
      [0, 1, 2, 3, 4, 5, 6],
      [1000, 1016, 1031, 1045, 1027, 1040, 1048],
      [1000, 1000, 1000, 1000, 1000, 1000, 1000],
    ]);
    // Hidden from screen readers: the summary and table say it.
    const chart = within(section).getByTestId('score-history-chart');
    expect(chart.getAttribute('aria-hidden')).toBe('true');
    // Pointing at a point reads it out above the chart.
    act(() => plots.hovers[0]!({ cursor: { idx: 4 } }));
    expect(chart.textContent).toBe(hoverFourth);
    act(() => plots.hovers[0]!({ cursor: { idx: 0 } }));
    expect(chart.textContent).toBe(hoverStart);
    act(() => plots.hovers[0]!({ cursor: { idx: null } }));
    expect(chart.textContent).toBe('');
  });

  it.each([
    ['vi' as Language, 'Địa điểm này chưa có lượt bình chọn nào trong tháng này.'],
    ['en' as Language, 'No votes for this place this month yet.'],
  ])('says so when the place has no vote this month, with no chart (%s)', async (language, empty) => {
    renderHistory(2, language);
    expect(await screen.findByText(empty)).toBeTruthy();
    expect(screen.queryByTestId('score-history-chart')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(plots.drawn).toHaveLength(0);
  });

  it('shows an error with Try again, which loads the history', async () => {
    server.use(http.get('/api/rankings/history/:id', () => apiError(503, 'down')));
    renderHistory(1, 'en');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the Elo score history.');
    server.use(
      http.get('/api/rankings/history/:id', () =>
        HttpResponse.json({ month: '2026-11', start: 1000, points: [{ votedAt: '2026-11-20T03:00:00.000Z', eloScore: 984, outcome: 'loss' }] }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('score-history-summary')).textContent).toBe(
      'Started the month at 1,000, now 984 after 1 match; highest 1,000, lowest 984.',
    );
  });
});

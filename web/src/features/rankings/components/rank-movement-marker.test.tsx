import type { RankedLocation } from '@tn/contracts/locations';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../lib/i18n.ts';
import { makeLocation } from '../../../testing/location-fixture.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { RankingsList } from './rankings-results.tsx';
import { RankingsScreen } from './rankings-screen.tsx';

/** What a row's movement marker shows and what a screen reader hears instead (null: no marker). */
function movementOf(row: HTMLElement): { shown: string; heard: string; title: string | null } | null {
  const marker = within(row).queryByTestId('rank-movement');
  if (!marker) return null;
  return {
    shown: marker.querySelector('[aria-hidden="true"]')!.textContent!,
    heard: marker.querySelector('.sr-only')!.textContent!,
    title: marker.getAttribute('title'),
  };
}

const ranked = (id: number, nameVi: string, rank: number | null, previousRank: number | null): RankedLocation => ({
  ...makeLocation({ id, slug: `place-${id}`, name: `Place ${id}`, nameVi, rank, matches: rank === null ? 0 : 3, eloScore: 1100 - id }),
  previousRank,
});

describe('rank movement against last month', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-15T05:00:00Z'));
  });

  it.each([
    {
      language: 'vi' as Language,
      expected: [
        ['Hồ Núi Cốc', { shown: '▲ 1', heard: 'tăng 1 bậc so với tháng trước' }],
        ['Chùa Hang', { shown: '▼ 1', heard: 'giảm 1 bậc so với tháng trước' }],
        ['ATK Định Hóa', { shown: '=', heard: 'giữ nguyên thứ hạng so với tháng trước' }],
        ['Đồi chè Tân Cương', { shown: 'mới', heard: 'mới vào bảng xếp hạng, tháng trước chưa có thứ hạng' }],
        ['Đền Đuổm', null],
      ],
    },
    {
      language: 'en' as Language,
      expected: [
        ['Nui Coc Lake', { shown: '▲ 1', heard: 'up 1 place since last month' }],
        ['Hang Pagoda', { shown: '▼ 1', heard: 'down 1 place since last month' }],
        ['ATK Dinh Hoa', { shown: '=', heard: 'same place as last month' }],
        ['Tan Cuong Tea Hills', { shown: 'new', heard: 'new: not ranked last month' }],
        ['Duom Temple', null],
      ],
    },
  ])('the table shows ▲, ▼, = and new beside the rank, with a sentence for screen readers ($language)', async ({ language, expected }) => {
    renderWithProviders(<RankingsScreen />, { path: '/rankings', language });
    const rows = await screen.findAllByTestId('rankings-row');
    const seen = rows.map((row) => {
      const movement = movementOf(row);
      // The sentence is the tooltip too; colour is never the only signal.
      if (movement) expect(movement.title).toBe(movement.heard);
      return [within(row).getAllByRole('link')[0]!.textContent, movement && { shown: movement.shown, heard: movement.heard }];
    });
    expect(seen).toEqual(expected);
  });

  it('counts places in both directions, in words with the right plural, on the phone list too', () => {
    const rows = [
      { location: ranked(1, 'Hồ Núi Cốc', 2, 5), rank: 2 },
      { location: ranked(2, 'Chùa Hang', 6, 3), rank: 6 },
    ];
    renderWithProviders(<RankingsList rows={rows} caption="Rankings" />, { path: '/rankings', language: 'en' });
    const [up, down] = screen.getAllByTestId('rankings-row');
    expect(movementOf(up!)).toMatchObject({ shown: '▲ 3', heard: 'up 3 places since last month' });
    expect(movementOf(down!)).toMatchObject({ shown: '▼ 3', heard: 'down 3 places since last month' });
  });

  it('compares a past month with the month before it: the movement comes with that month’s rows', async () => {
    server.use(
      http.get('/api/rankings/months', () => HttpResponse.json(['2026-11', '2026-10'])),
      http.get('/api/rankings', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('month') === '2026-10'
            ? [ranked(1, 'Hồ Núi Cốc', 1, 4), ranked(2, 'Chùa Hang', 2, null)]
            : [ranked(1, 'Hồ Núi Cốc', 1, 1)],
        ),
      ),
    );
    renderWithProviders(<RankingsScreen />, { path: '/rankings?month=2026-10', language: 'vi' });
    await screen.findByText('Kết quả chung cuộc của tháng 10 năm 2026.');
    const [lake, pagoda] = await screen.findAllByTestId('rankings-row');
    expect(movementOf(lake!)).toMatchObject({ shown: '▲ 3', heard: 'tăng 3 bậc so với tháng trước' });
    expect(movementOf(pagoda!)).toMatchObject({ shown: 'mới' });
  });
});

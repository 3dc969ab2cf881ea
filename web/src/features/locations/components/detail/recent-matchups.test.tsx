import type { RecentVote } from '@tn/contracts/votes';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../lib/i18n.ts';
import { server } from '../../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../../testing/render-app.tsx';
import { RecentMatchups } from './recent-matchups.tsx';

const lake = { id: 1, slug: 'nui-coc-lake', name: 'Nui Coc Lake', nameVi: 'Hồ Núi Cốc' };
const pagoda = { id: 2, slug: 'chua-hang', name: 'Hang Pagoda', nameVi: 'Chùa Hang' };
const votes: RecentVote[] = [
  // A draw names the two sides in either order: here the place is the "losing" one.
  { id: 3, votedAt: '2026-11-23T04:00:00.000Z', outcome: 'draw', winningLocation: pagoda, losingLocation: lake },
  { id: 2, votedAt: '2026-11-22T04:00:00.000Z', outcome: 'win', winningLocation: pagoda, losingLocation: lake },
  { id: 1, votedAt: '2026-11-21T04:00:00.000Z', outcome: 'win', winningLocation: lake, losingLocation: pagoda },
];

describe("a place's recent matchups", () => {
  it.each([
    ['vi' as Language, ['Hòa', 'với Chùa Hang'], ['Thua', 'trước Chùa Hang'], ['Thắng', 'trước Chùa Hang']],
    ['en' as Language, ['Draw', 'with Hang Pagoda'], ['Lost', 'to Hang Pagoda'], ['Won', 'against Hang Pagoda']],
  ])('show a draw as a draw, whichever side the place was sent as (%s)', async (language, draw, lost, won) => {
    server.use(http.get('/api/votes/recent', () => HttpResponse.json(votes)));
    renderWithProviders(<RecentMatchups locationId={1} />, { path: '/location/nui-coc-lake', language });
    const rows = await screen.findAllByRole('listitem');
    const texts = rows.map((row) => [row.querySelector('span')!.textContent, row.querySelectorAll('span')[1]!.textContent]);
    expect(texts).toEqual([draw, lost, won]);
    expect(rows.map((row) => row.getAttribute('data-outcome'))).toEqual(['draw', 'loss', 'win']);
    expect(within(rows[0]!).getByRole('link', { name: language === 'vi' ? 'Chùa Hang' : 'Hang Pagoda' }).getAttribute('href')).toBe('/location/chua-hang');
  });
});

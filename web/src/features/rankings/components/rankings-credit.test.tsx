import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLocation, makePhoto } from '../../../testing/location-fixture.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { RankingsList, RankingsTable } from './rankings-results.tsx';

const rows = [
  { location: { ...makeLocation({ id: 2, slug: 'doi-che-tan-cuong', nameVi: 'Đồi chè Tân Cương', photos: [makePhoto()] }), previousRank: 1 }, rank: 1 },
  { location: { ...makeLocation({ id: 24, slug: 'ho-ba-be', nameVi: 'Hồ Ba Bể', photos: [] }), previousRank: null }, rank: null },
];

describe('rankings rows credit their thumbnails', () => {
  it.each([
    ['table', RankingsTable],
    ['list', RankingsList],
  ] as const)('%s: a credit beside the photo, none beside the placeholder', (_, Results) => {
    const { router } = renderWithProviders(<Results rows={rows} caption="Bảng xếp hạng" />, { path: '/rankings' });
    const [tea, lake] = screen.getAllByTestId('rankings-row');
    expect(within(tea!).getByTestId('photo-credit').textContent).toMatch(/^Ảnh: Bacthai20, CC0 \(/);
    const link = within(tea!).getByRole('link', { name: /^Bacthai20, CC0\b/ });
    expect(link.getAttribute('href')).toBe(makePhoto().sourceUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    // The credit is not inside the row's own link, and following it does not open the place.
    expect(link.parentElement!.closest('a')).toBeNull();
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/rankings');

    expect(within(lake!).getByRole('img', { name: 'Hồ Ba Bể' }).getAttribute('data-placeholder')).toBe('ecotourism');
    expect(within(lake!).queryByTestId('photo-credit')).toBeNull();
  });
});

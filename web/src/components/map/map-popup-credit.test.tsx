import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePhoto } from '../../testing/location-fixture.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { LeafletMap } from './leaflet-map.tsx';
import type { MapPoint } from './types.ts';

const points: MapPoint[] = [
  { id: 2, title: 'Đồi chè Tân Cương', photo: makePhoto(), category: 'ecotourism', latitude: 21.56, longitude: 105.775, href: '/location/doi-che-tan-cuong' },
  { id: 24, title: 'Hồ Ba Bể', photo: null, category: 'ecotourism', latitude: 22.4, longitude: 105.6, href: '/location/ho-ba-be' },
];

/** Opens a marker's popup from the keyboard (Enter on the focused marker) and returns it. */
async function openPopup(name: string) {
  const marker = screen.getByRole('button', { name });
  marker.focus();
  fireEvent.keyPress(marker, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
  const details = await screen.findByRole('link', { name: /Xem chi tiết|View Details/ });
  return details.parentElement!;
}

describe('map popup photo credit', () => {
  it('the marker thumbnail is credited in its popup, linking to the Commons page', async () => {
    renderWithProviders(<LeafletMap points={points} center={[21.9, 105.7]} zoom={8} height="400px" cluster={false} selectedId={null} />);
    const popup = await openPopup('Đồi chè Tân Cương');
    expect(within(popup).getByTestId('photo-credit').textContent).toMatch(/^Ảnh: Bacthai20, CC0 \(/);
    const link = within(popup).getByRole('link', { name: /^Bacthai20, CC0\b/ });
    expect(link.getAttribute('href')).toBe(makePhoto().sourceUrl);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('a place without a photo: placeholder, no credit (English)', async () => {
    renderWithProviders(<LeafletMap points={points} center={[21.9, 105.7]} zoom={8} height="400px" cluster={false} selectedId={null} />, {
      language: 'en',
    });
    const popup = await openPopup('Hồ Ba Bể');
    expect(within(popup).getByRole('img', { name: 'Hồ Ba Bể' }).getAttribute('data-placeholder')).toBe('ecotourism');
    expect(within(popup).queryByTestId('photo-credit')).toBeNull();
  });
});

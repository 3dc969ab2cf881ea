import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { LeafletMap } from './leaflet-map.tsx';
import type { MapPoint } from './types.ts';

const points: MapPoint[] = [
  { id: 1, title: 'Hồ Núi Cốc', photo: null, category: 'ecotourism', latitude: 21.6, longitude: 105.7, href: '/location/nui-coc-lake' },
  { id: 2, title: 'Đền Đuổm', photo: null, category: 'spiritual', latitude: 21.7, longitude: 105.9, href: '/location/duom-temple' },
];

function renderMap(language: 'vi' | 'en' = 'vi') {
  return renderWithProviders(<LeafletMap points={points} center={[21.65, 105.8]} zoom={10} height="400px" cluster={false} selectedId={null} />, {
    language,
  });
}

/** Leaflet draws markers as focusable role=button elements named by their title. */
const marker = (name: string) => screen.getByRole('button', { name });

/** A keyboard user opens a popup: Enter on the focused marker. */
function openWithEnter(element: HTMLElement) {
  element.focus();
  fireEvent.keyPress(element, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
}

describe('LeafletMap popups and the keyboard', () => {
  it('Esc on the marker closes its popup and keeps focus on the marker', async () => {
    renderMap();
    const lake = marker('Hồ Núi Cốc');
    openWithEnter(lake);
    const link = await screen.findByRole('link', { name: 'Xem chi tiết' });
    expect(link.getAttribute('href')).toBe('/location/nui-coc-lake');

    fireEvent.keyDown(lake, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Xem chi tiết' })).toBeNull());
    expect(document.activeElement).toBe(lake);
  });

  it('Esc inside the popup closes it and returns focus to its marker (English)', async () => {
    renderMap('en');
    const temple = marker('Đền Đuổm');
    openWithEnter(temple);
    const link = await screen.findByRole('link', { name: 'View Details' });
    link.focus();
    expect(document.activeElement).toBe(link);

    fireEvent.keyDown(link, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'View Details' })).toBeNull());
    expect(document.activeElement).toBe(temple);
    // The other marker was never involved.
    expect(within(marker('Hồ Núi Cốc')).getByText('Hồ Núi Cốc')).toBeTruthy();
  });

  it.each([
    { language: 'vi' as const, close: 'Đóng', details: 'Xem chi tiết' },
    { language: 'en' as const, close: 'Close', details: 'View Details' },
  ])("names the popup's close button in the page's language ($language)", async ({ language, close, details }) => {
    renderMap(language);
    openWithEnter(marker('Hồ Núi Cốc'));
    await screen.findByRole('link', { name: details });
    expect(screen.getByRole('button', { name: close }).classList.contains('leaflet-popup-close-button')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close popup' })).toBeNull();
  });

  it('leaves Esc alone when no popup is open', () => {
    renderMap();
    const lake = marker('Hồ Núi Cốc');
    lake.focus();
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    lake.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(lake);
  });
});

import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { LocationMap } from './location-map.tsx';

// Leaflet itself runs in the browser tests; here its chunk fails to load (a network error).
vi.mock('./leaflet-map.tsx', async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  throw new Error('Failed to fetch dynamically imported module');
});

describe('LocationMap', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('says it is loading, then that it failed, inside a box of the reserved height', async () => {
    renderWithProviders(<LocationMap label="Map of places" points={[]} height="500px" />, { language: 'en' });
    const region = screen.getByRole('region', { name: 'Map of places' });
    expect(region.style.height).toBe('500px');
    expect(screen.getByRole('status').textContent).toBe('Loading map...');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load map. Please refresh the page.');
  });

  it('speaks Vietnamese', async () => {
    // The failed import is remembered: the message shows at once.
    renderWithProviders(<LocationMap label="Bản đồ" points={[]} />, { language: 'vi' });
    expect(i18n.t('map.loading')).toBe('Đang tải bản đồ...');
    expect((await screen.findByRole('alert')).textContent).toBe('Không thể tải bản đồ. Vui lòng tải lại trang.');
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { locations } from '../../../testing/msw/fixtures.ts';
import { apiError } from '../../../testing/msw/handlers.ts';
import { recordRequests } from '../../../testing/msw/requests.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { shownToasts } from '../../../testing/toasts.ts';
import { LocationCard } from './location-card.tsx';
import { LocationDetail } from './location-detail.tsx';

const lake = locations[0]!;
const pagoda = locations[1]!;

describe('Favorite and Visited on the place page and the cards', () => {
  beforeEach(() => act(() => useAuthStore.setState({ status: 'signedOut', user: null })));

  it('are not shown signed out, and no profile is asked for', async () => {
    const requests = recordRequests();
    renderWithProviders(<LocationDetail slug={lake.slug} />, { path: `/location/${lake.slug}`, language: 'en' });
    await screen.findByRole('heading', { level: 1, name: lake.name });
    expect(screen.queryByRole('button', { name: `Favorite ${lake.name}` })).toBeNull();
    expect(requests.of('GET', '/api/me')).toHaveLength(0);
  });

  it('show the signed-in state on the page (vi) and toggle it, the server confirming', async () => {
    act(() =>
      useAuthStore.setState({
        status: 'signedIn',
        user: { uid: 'user-1', email: 'lan@example.com', displayName: 'Lan', photoURL: null, provider: 'google.com' },
      }),
    );
    const requests = recordRequests();
    renderWithProviders(<LocationDetail slug={lake.slug} />, { path: `/location/${lake.slug}`, language: 'vi' });
    const favorite = await screen.findByRole('button', { name: 'Yêu thích Hồ Núi Cốc' });
    const visited = screen.getByRole('button', { name: 'Đã đến Hồ Núi Cốc' });
    expect(favorite.getAttribute('aria-pressed')).toBe('true');
    expect(visited.getAttribute('aria-pressed')).toBe('false');
    visited.focus();
    fireEvent.click(visited);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Đã đến Hồ Núi Cốc' }).getAttribute('aria-pressed')).toBe('true'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Đã đến Hồ Núi Cốc' }));
    await waitFor(() => expect(requests.of('PUT', `/api/me/visited/${lake.id}`)).toHaveLength(1));
  });

  it('roll back on a card with a toast when the server refuses (en)', async () => {
    act(() =>
      useAuthStore.setState({
        status: 'signedIn',
        user: { uid: 'user-1', email: 'lan@example.com', displayName: 'Lan', photoURL: null, provider: 'google.com' },
      }),
    );
    server.use(http.put('/api/me/favorites/:id', () => apiError(404, 'Location not found')));
    renderWithProviders(<LocationCard location={pagoda} />, { language: 'en' });
    const favorite = await screen.findByRole('button', { name: `Favorite ${pagoda.name}` });
    expect(favorite.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(favorite);
    await waitFor(() =>
      expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Could not save the change. Please try again.', type: 'error' })),
    );
    expect(screen.getByRole('button', { name: `Favorite ${pagoda.name}` }).getAttribute('aria-pressed')).toBe('false');
    // The card's link stays one tab stop of its own.
    expect(screen.getByRole('link', { name: pagoda.name })).toBeTruthy();
  });
});

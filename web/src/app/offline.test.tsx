import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { goOffline, goOnline } from '../testing/network.ts';
import { renderApp } from '../testing/render-app.tsx';

const BANNER = {
  vi: 'Bạn đang ngoại tuyến: đang hiện dữ liệu đã xem',
  en: 'You are offline: showing what you have already seen',
};

describe('offline', () => {
  it.each(['vi', 'en'] as const)('the shell shows the banner while the browser is offline, and drops it when back (%s)', async (language) => {
    renderApp('/about', { language });
    const main = await screen.findByRole('main');
    expect(screen.queryByText(BANNER[language])).toBeNull();

    goOffline();
    // The shell was drawn after its lazy route loaded, outside act(): its online subscription may
    // only be set up a moment later, and then it catches up with navigator.onLine.
    const banner = await screen.findByText(BANNER[language]);
    // The shell's live region, outside the page: it stays on every screen and is announced.
    expect(banner.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(main.contains(banner)).toBe(false);

    goOnline();
    await waitFor(() => expect(screen.queryByText(BANNER[language])).toBeNull());
  });

  it('shows the banner from the start when the app opens offline', async () => {
    goOffline();
    renderApp('/about');
    await screen.findByRole('main');
    expect(screen.getByText(BANNER.vi)).toBeTruthy();
  });

  it('a screen opened after the connection dropped still asks for its data (the service worker answers with its copy)', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'Giới thiệu' });
    goOffline();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Điều hướng chính' })).getByRole('link', { name: 'Xếp hạng' }));
    // MSW stands in for the worker's cache: the read was sent, not held until the connection returns.
    expect(await screen.findByRole('link', { name: /Chùa Hang/ })).toBeTruthy();
    expect(screen.getByText(BANNER.vi)).toBeTruthy();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore, type AuthUser } from '../../../lib/auth/auth-store.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { AccountButton } from './account-button.tsx';

// Signing out is Firebase's part; here it only reports the signed-out session, as Firebase's listener would.
const session = vi.hoisted(() => ({ signOut: vi.fn(async () => true), signInWith: vi.fn(async () => false), preloadFirebase: vi.fn() }));
vi.mock('../../../lib/auth/session.ts', () => session);

const user: AuthUser = { uid: 'u1', email: 'lan@example.com', displayName: 'Lan Nguyễn', photoURL: null, provider: 'google.com' };

const renderButton = () => renderWithProviders(<AccountButton />);

describe('AccountButton', () => {
  beforeEach(() => {
    useAuthStore.setState({ status: 'loading', user: null, signInDialogOpen: false, emulatorPicker: null });
  });

  it('is a disabled spinner while the session loads', () => {
    renderButton();
    const button = screen.getByRole('button', { name: 'Đang kiểm tra đăng nhập…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('offers Sign in when signed out, opening the provider dialog (vi and en)', async () => {
    act(() => useAuthStore.setState({ status: 'signedOut' }));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập' });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Tiếp tục với Google',
      'Tiếp tục với Facebook',
      'Tiếp tục với GitHub',
      'Hủy',
      '',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Đóng' })).toBeTruthy();
    // The SDK is fetched while the visitor chooses, so the provider's popup opens on the click.
    expect(session.preloadFirebase).toHaveBeenCalled();

    await act(() => i18n.changeLanguage('en'));
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Continue with Facebook' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(useAuthStore.getState().signInDialogOpen).toBe(false);
  });

  it('shows the initial and a menu with My account, Dashboard and Sign out when signed in', async () => {
    act(() => useAuthStore.setState({ status: 'signedIn', user }));
    renderButton();
    const trigger = screen.getByRole('button', { name: 'Tài khoản: Lan Nguyễn' });
    expect(trigger.querySelector('[data-initial]')?.getAttribute('data-initial')).toBe('L');
    // What is written on the button is part of its accessible name (WCAG label in name).
    expect(trigger.textContent?.trim()).toBe('Lan Nguyễn');

    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Tài khoản của tôi')).toBeTruthy();
    expect(within(menu).getByText('lan@example.com')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Trang cá nhân' }).getAttribute('href')).toBe('/dashboard');
    expect(within(menu).getByRole('menuitem', { name: 'Đăng xuất' })).toBeTruthy();
  });

  it.each([
    { language: 'vi' as const, account: 'Tài khoản: Lan Nguyễn', signOut: 'Đăng xuất', signIn: 'Đăng nhập' },
    { language: 'en' as const, account: 'Account: Lan Nguyễn', signOut: 'Sign out', signIn: 'Sign in' },
  ])('puts focus on the Sign in button after signing out from the menu ($language)', async ({ language, account, signOut, signIn }) => {
    session.signOut.mockImplementationOnce(async () => {
      act(() => useAuthStore.setState({ status: 'signedOut', user: null }));
      return true;
    });
    act(() => useAuthStore.setState({ status: 'signedIn', user }));
    renderWithProviders(<AccountButton />, { language });
    fireEvent.keyDown(screen.getByRole('button', { name: account }), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getByRole('menuitem', { name: signOut }));
    expect(session.signOut).toHaveBeenCalledOnce();
    const signInButton = await screen.findByRole('button', { name: signIn });
    await waitFor(() => expect(document.activeElement).toBe(signInButton));
    session.signOut.mockClear();
  });

  it.each([
    { path: '/dashboard', after: '/' },
    { path: '/admin', after: '/' },
    { path: '/voting', after: '/voting' },
  ])('signing out on $path leaves the visitor on $after, never on the sign-in page', async ({ path, after }) => {
    act(() => useAuthStore.setState({ status: 'signedIn', user }));
    const { router } = renderWithProviders(<AccountButton />, { path });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Tài khoản: Lan Nguyễn' }), { key: 'Enter' });
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Đăng xuất' }));
    await waitFor(() => expect(session.signOut).toHaveBeenCalledOnce());
    expect(router.state.location.pathname).toBe(after);
    session.signOut.mockClear();
  });

  it('leaves focus alone when the session ends without a sign-out here (another tab)', async () => {
    act(() => useAuthStore.setState({ status: 'signedIn', user }));
    renderButton();
    act(() => useAuthStore.setState({ status: 'signedOut', user: null }));
    await screen.findByRole('button', { name: 'Đăng nhập' });
    expect(document.activeElement).toBe(document.body);
  });

  it('shows the photo when the provider has one, and the email when there is no name', () => {
    act(() =>
      useAuthStore.setState({ status: 'signedIn', user: { ...user, displayName: null, photoURL: 'https://lh3.googleusercontent.com/a/x' } }),
    );
    const { container } = renderButton();
    expect(screen.getByRole('button', { name: 'Tài khoản: lan@example.com' })).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://lh3.googleusercontent.com/a/x');
  });
});

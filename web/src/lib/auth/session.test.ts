import { act } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../testing/msw/requests.ts';
import { api } from '../api-client.ts';
import { i18n } from '../i18n.ts';
import { useAuthStore, type AuthUser } from './auth-store.ts';

// The Firebase SDK is replaced by a hand-driven listener; everything else is the real session.
const firebase = vi.hoisted(() => {
  let listener: ((user: AuthUser | null) => void) | undefined;
  return {
    emit: (user: AuthUser | null) => listener?.(user),
    onUserChanged: vi.fn((l: (user: AuthUser | null) => void) => {
      listener = l;
      return () => (listener = undefined);
    }),
    currentIdToken: vi.fn(async () => 'id-token-1'),
    signInWithEmulatorAccount: vi.fn(),
    signOutUser: vi.fn(),
  };
});
vi.mock('./firebase.ts', () => firebase);

const { signInWith, signInWithEmulatorAccount, signOut, startAuthSession } = await import('./session.ts');

const ana: AuthUser = { uid: 'u1', email: 'ana@example.com', displayName: null, photoURL: null, provider: 'google.com' };
/** The toasts sonner holds (the toaster that would draw them is not needed here). */
const toasts = () =>
  toast.getToasts().map((t) => ('title' in t ? { title: t.title, description: t.description, type: t.type ?? 'default' } : t));

describe('auth session', () => {
  let stop: () => void;

  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useAuthStore.setState({ status: 'loading', user: null, signInDialogOpen: false, emulatorPicker: null });
    toast.dismiss();
    // A session of an earlier visit may exist: Firebase is loaded to restore it.
    localStorage.setItem('tn.session', '1');
    stop = startAuthSession();
    await vi.waitFor(() => expect(firebase.onUserChanged).toHaveBeenCalled());
  });
  afterEach(() => {
    stop();
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it('restores a session silently, and greets only a sign-in made in this tab', async () => {
    act(() => firebase.emit(ana));
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', user: ana });
    expect(toasts()).toEqual([]);

    // Signed out and in again from another tab: the state follows, without toasts.
    act(() => firebase.emit(null));
    act(() => firebase.emit(ana));
    expect(toasts()).toEqual([]);
    act(() => firebase.emit(null));

    firebase.signInWithEmulatorAccount.mockImplementation(async () => {
      firebase.emit(ana);
      return ana;
    });
    useAuthStore.setState({ emulatorPicker: 'google.com' });
    await act(() => signInWithEmulatorAccount('google.com', { email: 'ana@example.com' }));
    expect(toasts()).toEqual([{ title: 'Welcome!', description: 'Signed in as ana@example.com', type: 'default' }]);
    expect(useAuthStore.getState().emulatorPicker).toBeNull();
  });

  it('says goodbye on sign-out, in the current language', async () => {
    act(() => firebase.emit(ana));
    await act(() => i18n.changeLanguage('vi'));
    firebase.signOutUser.mockImplementation(async () => firebase.emit(null));
    await act(() => signOut());
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', user: null });
    expect(toasts()).toEqual([{ title: 'Hẹn gặp lại!', description: 'Bạn đã đăng xuất.', type: 'default' }]);
  });

  it('reports a failed sign-in or sign-out in a destructive toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    act(() => firebase.emit(null));
    firebase.signInWithEmulatorAccount.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/network-request-failed' }));
    expect(await signInWithEmulatorAccount('github.com', { email: 'a@b.cd' })).toBe(false);
    expect(toasts()).toEqual([
      { title: 'Authentication Error', description: 'Network error. Please check your internet connection and try again.', type: 'error' },
    ]);

    act(() => firebase.emit(ana));
    firebase.signOutUser.mockRejectedValue(new Error('offline'));
    expect(await signOut()).toBe(false);
    expect(toasts().at(-1)).toEqual({ title: 'Authentication Error', description: 'Error signing out. Please try again', type: 'error' });
    expect(useAuthStore.getState().status).toBe('signedIn');
  });

  it('shows a failed sign-in in the user\'s language, never Firebase\'s English, and logs the code', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await i18n.changeLanguage('vi');
    act(() => firebase.emit(null));
    firebase.signInWithEmulatorAccount.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/internal-error).'), { code: 'auth/internal-error' }),
    );
    expect(await signInWithEmulatorAccount('github.com', { email: 'a@b.cd' })).toBe(false);
    expect(toasts()).toEqual([{ title: 'Lỗi xác thực', description: 'Không thể đăng nhập bằng GitHub. Vui lòng thử lại.', type: 'error' }]);
    expect(JSON.stringify(toasts())).not.toMatch(/Firebase|auth\//);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('auth/internal-error'));
  });

  it('opens the emulator account form in a local build', async () => {
    useAuthStore.setState({ signInDialogOpen: true });
    await signInWith('facebook.com');
    expect(useAuthStore.getState()).toMatchObject({ signInDialogOpen: false, emulatorPicker: 'facebook.com' });
  });

  it('sends the ID token with every API call while signed in, and none when signed out', async () => {
    const requests = recordRequests();
    act(() => firebase.emit(ana));
    await api.get('/api/matchup');
    act(() => firebase.emit(null));
    await api.get('/api/locations');
    expect(requests.sent.map((r) => r.headers.get('authorization'))).toEqual(['Bearer id-token-1', null]);
  });

  it('notes whether someone is signed in, for the next visit', () => {
    act(() => firebase.emit(ana));
    expect(localStorage.getItem('tn.session')).toBe('1');
    act(() => firebase.emit(null));
    expect(localStorage.getItem('tn.session')).toBe('0');
  });
});

describe('auth session of a visitor who never signed in', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ status: 'loading', user: null, signInDialogOpen: false, emulatorPicker: null });
  });
  afterEach(() => vi.clearAllMocks());

  it('is signed out at once, without loading Firebase, and API calls carry no token', async () => {
    const requests = recordRequests();
    const stop = startAuthSession();
    try {
      await api.get('/api/locations');
      expect(useAuthStore.getState().status).toBe('signedOut');
      expect(requests.sent.map((r) => r.headers.get('authorization'))).toEqual([null]);
      expect(firebase.onUserChanged).not.toHaveBeenCalled();
      expect(firebase.currentIdToken).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it('loads Firebase when another tab signs in', async () => {
    const stop = startAuthSession();
    try {
      await vi.waitFor(() => expect(useAuthStore.getState().status).toBe('signedOut'));
      window.dispatchEvent(new StorageEvent('storage', { key: 'tn.session', newValue: '1' }));
      await vi.waitFor(() => expect(firebase.onUserChanged).toHaveBeenCalled(), { timeout: 5000 });
      act(() => firebase.emit(ana));
      expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', user: ana });
    } finally {
      stop();
    }
  });

  it("loads Firebase for a session Firebase kept in localStorage before the hint existed", async () => {
    localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}');
    const stop = startAuthSession();
    try {
      await vi.waitFor(() => expect(firebase.onUserChanged).toHaveBeenCalled(), { timeout: 5000 });
    } finally {
      stop();
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

// A production build: the real project's config, popups, no emulator.
vi.mock('../../config/env.ts', () => ({
  AUTH_EMULATOR_BUILD: false,
  env: {
    apiUrl: '',
    firebase: { mode: 'production', apiKey: 'AIza-test', authDomain: 'tn.firebaseapp.com', projectId: 'tn-prod', appId: undefined },
  },
}));
const popup = vi.hoisted(() => ({
  signInWithPopup: vi.fn(async (_auth: unknown, _provider: unknown): Promise<never> => {
    throw Object.assign(new Error('Firebase: Error (auth/popup-closed-by-user).'), { code: 'auth/popup-closed-by-user' });
  }),
  connectAuthEmulator: vi.fn(),
}));
// Vitest resolves the SDK's Node build, whose popup resolver is a stub that initializeAuth rejects.
vi.mock('firebase/auth', async (original) => ({
  ...(await original<typeof import('firebase/auth')>()),
  ...popup,
  browserPopupRedirectResolver: undefined,
}));

const { firebaseAuth, signInWithProviderPopup, signInWithEmulatorAccount } = await import('./firebase.ts');
const { signInWith } = await import('./session.ts');
const { toast } = await import('sonner');
const { i18n } = await import('../i18n.ts');

describe('production sign-in', () => {
  afterEach(() => {
    popup.signInWithPopup.mockClear();
    vi.restoreAllMocks();
  });

  it('uses the configured project and never the emulator', () => {
    const auth = firebaseAuth();
    expect(auth.app.options).toMatchObject({ apiKey: 'AIza-test', authDomain: 'tn.firebaseapp.com', projectId: 'tn-prod' });
    expect(popup.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('opens the provider popup; Google always asks which account', async () => {
    for (const provider of ['google.com', 'facebook.com', 'github.com'] as const) {
      await expect(signInWithProviderPopup(provider)).rejects.toThrow();
    }
    const providers = popup.signInWithPopup.mock.calls.map(([, p]) => p as { providerId: string; getCustomParameters(): object });
    expect(providers.map((p) => p.providerId)).toEqual(['google.com', 'facebook.com', 'github.com']);
    expect(providers[0]!.getCustomParameters()).toEqual({ prompt: 'select_account' });
  });

  it('reports a closed popup with its documented text and refuses emulator accounts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await i18n.changeLanguage('en');
    expect(await signInWith('github.com')).toBe(false);
    expect(toast.getToasts()).toMatchObject([
      { type: 'error', title: 'Authentication Error', description: 'Authentication canceled. You closed the login popup.' },
    ]);
    await expect(signInWithEmulatorAccount('google.com', { email: 'a@b.cd' })).rejects.toThrow(/only in local builds/);
  });
});

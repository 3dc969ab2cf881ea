import { toast } from 'sonner';
import { AUTH_EMULATOR_BUILD } from '../../config/env.ts';
import { setTokenProvider } from '../api-client.ts';
import { i18n } from '../i18n.ts';
import { authErrorCode, signInErrorText, signOutErrorText } from './auth-errors.ts';
import { useAuthStore, type AuthUser, type SignInProvider } from './auth-store.ts';
import type { EmulatorAccount } from './firebase.ts';

/**
 * The auth session outside React: Firebase's listener feeds the store, the API client gets
 * its bearer token from here, and the sign-in/sign-out actions live here so that any feature
 * (account button, login page, voting's login prompt) starts the same flow.
 */

// The Firebase SDK is fetched on first use and kept.
let firebaseModule: Promise<typeof import('./firebase.ts')> | undefined;
const loadFirebase = () => (firebaseModule ??= import('./firebase.ts'));

// Welcome and goodbye toasts are for what the user did in this tab, not for a session
// restored on load or changed from another tab.
let signInRequested = false;
let signOutRequested = false;

function applyUser(user: AuthUser | null): void {
  const previous = useAuthStore.getState();
  useAuthStore.setState(
    user
      ? { status: 'signedIn', user, signInDialogOpen: false, emulatorPicker: null }
      : { status: 'signedOut', user: null },
  );
  if (previous.status === 'loading') return;
  if (user && previous.user?.uid !== user.uid && signInRequested) {
    signInRequested = false;
    toast(i18n.t('auth.welcomeTitle'), { description: i18n.t('auth.welcome', { email: user.email ?? user.displayName ?? '' }) });
  }
  if (!user && previous.user && signOutRequested) {
    signOutRequested = false;
    toast(i18n.t('auth.goodbyeTitle'), { description: i18n.t('auth.goodbye') });
  }
}

/** Every API call carries `Authorization: Bearer <ID token>` while someone is signed in. */
async function bearerToken(): Promise<string | null> {
  if (useAuthStore.getState().status === 'signedOut') return null;
  try {
    return await (await loadFirebase()).currentIdToken();
  } catch {
    // No token (SDK failed to load, refresh failed offline): the call goes out anonymously
    // and the server answers 401 where sign-in is required.
    return null;
  }
}

const TOKEN_REFRESH_TIMEOUT_MS = 8000;

/**
 * Fetches a new ID token now, so that a role granted or revoked since sign-in (the editor claim)
 * is in the next call's token. Signed out, or when it fails, the current token stays.
 */
export async function refreshIdToken(): Promise<void> {
  if (useAuthStore.getState().status !== 'signedIn') return;
  try {
    // Bounded: a screen waiting on it (the editors' gate) must not wait forever offline.
    await Promise.race([
      loadFirebase().then((firebase) => firebase.currentIdToken(true)),
      new Promise((resolve) => setTimeout(resolve, TOKEN_REFRESH_TIMEOUT_MS)),
    ]);
  } catch {
    // Offline or the SDK failed: the server still checks the role on every call.
  }
}

/** Starts listening to Firebase (mount once); returns the stop function. */
export function startAuthSession(): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  setTokenProvider(bearerToken);
  loadFirebase()
    .then((firebase) => {
      if (!stopped) unsubscribe = firebase.onUserChanged(applyUser);
    })
    .catch((error: unknown) => {
      // Without the SDK nobody can be signed in; the Sign in button then reports the failure.
      if (import.meta.env.DEV) console.error(error);
      if (!stopped) useAuthStore.setState({ status: 'signedOut', user: null });
    });
  return () => {
    stopped = true;
    unsubscribe?.();
    setTokenProvider(null);
  };
}

function showSignInError(error: unknown, provider: SignInProvider): void {
  // The toast is translated and names no code; the code is what a bug report needs.
  console.warn(`Sign-in with ${provider} failed: ${authErrorCode(error) ?? 'no error code'}`);
  if (import.meta.env.DEV) console.error(error);
  const { title, description } = signInErrorText(error, provider, i18n.t);
  toast.error(title, { description });
}

/**
 * Signs in with a provider. Call it straight from a click handler: the provider's popup must
 * open within the user's gesture. Local builds open the emulator account form instead.
 * Resolves true once signed in; failures are reported in a toast and resolve false.
 */
export async function signInWith(provider: SignInProvider): Promise<boolean> {
  if (AUTH_EMULATOR_BUILD) {
    useAuthStore.setState({ signInDialogOpen: false, emulatorPicker: provider });
    return false;
  }
  signInRequested = true;
  try {
    await (await loadFirebase()).signInWithProviderPopup(provider);
    return true;
  } catch (error) {
    signInRequested = false;
    showSignInError(error, provider);
    return false;
  }
}

/** Local builds: the emulator account form's submit. */
export async function signInWithEmulatorAccount(provider: SignInProvider, account: EmulatorAccount): Promise<boolean> {
  signInRequested = true;
  try {
    const user = await (await loadFirebase()).signInWithEmulatorAccount(provider, account);
    // The display name is set after sign-in; the listener may not see that change.
    applyUser(user);
    return true;
  } catch (error) {
    signInRequested = false;
    showSignInError(error, provider);
    return false;
  }
}

export async function signOut(): Promise<boolean> {
  signOutRequested = true;
  try {
    await (await loadFirebase()).signOutUser();
    return true;
  } catch (error) {
    signOutRequested = false;
    if (import.meta.env.DEV) console.error(error);
    const { title, description } = signOutErrorText(i18n.t);
    toast.error(title, { description });
    return false;
  }
}

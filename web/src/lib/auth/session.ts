import { toast } from '../toast.ts';
import { AUTH_EMULATOR_BUILD } from '../../config/env.ts';
import { setTokenProvider } from '../api-client.ts';
import { i18n } from '../i18n.ts';
import { authErrorCode, signInErrorText, signOutErrorText } from './auth-errors.ts';
import { useAuthStore, type AuthUser, type SignInProvider } from './auth-store.ts';
import type { EmulatorAccount } from './firebase.ts';
import { mayHaveSession, onSessionStartedElsewhere, rememberSession } from './session-hint.ts';

/**
 * The auth session outside React: Firebase's listener feeds the store, the API client gets
 * its bearer token from here, and the sign-in/sign-out actions live here so that any feature
 * (account button, login page, voting's login prompt) starts the same flow.
 */

// The Firebase SDK is fetched on first use and kept: at start only when a session may exist
// (session-hint.ts), otherwise when the visitor signs in.
let firebaseModule: Promise<typeof import('./firebase.ts')> | undefined;
const loadFirebase = () => (firebaseModule ??= import('./firebase.ts'));

// Firebase's listener, attached once the SDK is loaded; `stopListening` detaches it.
let listening: Promise<void> | undefined;
let stopListening: (() => void) | undefined;

function listenToFirebase(): Promise<void> {
  return (listening ??= loadFirebase().then(
    (firebase) => {
      stopListening = firebase.onUserChanged(applyUser);
    },
    (error: unknown) => {
      listening = undefined;
      // Without the SDK nobody can be signed in; the Sign in button then reports the failure.
      if (import.meta.env.DEV) console.error(error);
      useAuthStore.setState({ status: 'signedOut', user: null });
    },
  ));
}

// Welcome and goodbye toasts are for what the user did in this tab, not for a session
// restored on load or changed from another tab.
let signInRequested = false;
let signOutRequested = false;

function applyUser(user: AuthUser | null): void {
  rememberSession(user !== null);
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

// Settles once the start knows whether to wait for Firebase (a call made meanwhile waits for it).
let sessionChecked: Promise<unknown> = Promise.resolve();

/** Every API call carries `Authorization: Bearer <ID token>` while someone is signed in. */
async function bearerToken(): Promise<string | null> {
  await sessionChecked;
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

/** Fetches the SDK ahead of a likely sign-in (the provider choice is on screen). */
export function preloadFirebase(): void {
  void loadFirebase().catch(() => {
    // Reported when the visitor actually signs in.
    firebaseModule = undefined;
  });
}

/**
 * Starts the session (mount once); returns the stop function. With a possible session, Firebase
 * is loaded and restores it; without one the visitor is signed out at once and Firebase is left
 * for a sign-in (here, or in another tab).
 */
export function startAuthSession(): () => void {
  let stopped = false;
  setTokenProvider(bearerToken);
  const stopWatchingTabs = onSessionStartedElsewhere(() => {
    if (!stopped) void listenToFirebase();
  });
  sessionChecked = mayHaveSession().then((maybe) => {
    if (stopped) return;
    if (maybe) return listenToFirebase();
    useAuthStore.setState({ status: 'signedOut', user: null });
  });
  return () => {
    stopped = true;
    stopWatchingTabs();
    stopListening?.();
    stopListening = undefined;
    listening = undefined;
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
    // The popup must open within the click: the SDK is loaded first only when it is not yet.
    const firebase = await loadFirebase();
    void listenToFirebase();
    await firebase.signInWithProviderPopup(provider);
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
    await listenToFirebase();
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

/** Signs the visitor out; `farewell: false` leaves the goodbye toast to the caller's own. */
export async function signOut({ farewell = true }: { farewell?: boolean } = {}): Promise<boolean> {
  signOutRequested = farewell;
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

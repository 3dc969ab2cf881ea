import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  FacebookAuthProvider,
  GithubAuthProvider,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  OAuthProvider,
  onIdTokenChanged,
  signInWithCredential,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type AuthProvider,
  type User,
} from 'firebase/auth';
import { AUTH_EMULATOR_BUILD, env } from '../../config/env.ts';
import type { AuthUser, SignInProvider } from './auth-store.ts';
import { emulatorSubject } from './emulator-subject.ts';

/**
 * Everything that touches the Firebase SDK. Loaded on demand (session.ts imports it
 * dynamically), so the SDK stays out of the first screen's bundle.
 */

/**
 * Local builds only: a developer or a test may point the app at another emulator (the test
 * stack runs one on a free port) by storing its host:port under this key. Production builds
 * never read it: the branch below is compiled out.
 */
const EMULATOR_HOST_STORAGE_KEY = 'tn.authEmulatorHost';
const HOST_PORT = /^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9A-Fa-f:.]+\]:\d{1,5}$/;

function storedEmulatorHost(): string | undefined {
  try {
    const value = localStorage.getItem(EMULATOR_HOST_STORAGE_KEY)?.trim();
    return value && HOST_PORT.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

let auth: Auth | undefined;

export function firebaseAuth(): Auth {
  if (auth) return auth;
  const config = env.firebase;
  if (AUTH_EMULATOR_BUILD && config.mode === 'emulator') {
    const app = initializeApp({ apiKey: config.apiKey, projectId: config.projectId, authDomain: `${config.projectId}.firebaseapp.com` });
    // No popup resolver: the emulator build signs in with credentials only, and the resolver
    // would try to load Google's iframe helper, which is not reachable offline.
    auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    connectAuthEmulator(auth, `http://${storedEmulatorHost() ?? config.emulatorHost}`, { disableWarnings: true });
    return auth;
  }
  if (config.mode !== 'production') throw new Error('Firebase is configured for the emulator in a production build');
  const app = initializeApp({
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
    ...(config.appId ? { appId: config.appId } : {}),
  });
  auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  return auth;
}

function toAuthUser(user: User): AuthUser {
  // The first linked identity provider; the top-level providerId is always 'firebase'.
  const provider = user.providerData[0]?.providerId ?? null;
  return { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL, provider };
}

/** Fires with the current user at once, then on sign-in, sign-out, token refresh and profile change. */
export function onUserChanged(listener: (user: AuthUser | null) => void): () => void {
  return onIdTokenChanged(firebaseAuth(), (user) => listener(user ? toAuthUser(user) : null));
}

/**
 * A valid ID token of the signed-in user, or null. Waits for the restored session first, and
 * the SDK refreshes the token when it is close to expiry; `forceRefresh` asks for a new one now
 * (to pick up a changed claim).
 */
export async function currentIdToken(forceRefresh = false): Promise<string | null> {
  const instance = firebaseAuth();
  await instance.authStateReady();
  return instance.currentUser ? instance.currentUser.getIdToken(forceRefresh) : null;
}

function popupProvider(provider: SignInProvider): AuthProvider {
  switch (provider) {
    case 'google.com': {
      const google = new GoogleAuthProvider();
      // Google always asks which account to use.
      google.setCustomParameters({ prompt: 'select_account' });
      return google;
    }
    case 'facebook.com':
      return new FacebookAuthProvider();
    case 'github.com':
      return new GithubAuthProvider();
  }
}

export async function signInWithProviderPopup(provider: SignInProvider): Promise<AuthUser> {
  const result = await signInWithPopup(firebaseAuth(), popupProvider(provider));
  return toAuthUser(result.user);
}

export interface EmulatorAccount {
  email: string;
  displayName?: string;
}

/**
 * Local builds: signs in to the Auth emulator with an unsigned fake credential of the chosen
 * provider (the emulator accepts JSON in place of a provider's signed ID token).
 */
export async function signInWithEmulatorAccount(provider: SignInProvider, account: EmulatorAccount): Promise<AuthUser> {
  if (!AUTH_EMULATOR_BUILD) throw new Error('Emulator accounts exist only in local builds');
  const email = account.email.trim();
  const displayName = account.displayName?.trim() || undefined;
  const claims = { sub: emulatorSubject(provider, email), email, email_verified: true, ...(displayName ? { name: displayName } : {}) };
  const credential =
    provider === 'google.com'
      ? GoogleAuthProvider.credential(JSON.stringify(claims))
      : new OAuthProvider(provider).credential({ idToken: JSON.stringify(claims) });
  const instance = firebaseAuth();
  const { user } = await signInWithCredential(instance, credential);
  if (displayName && user.displayName !== displayName) await updateProfile(user, { displayName });
  return toAuthUser(user);
}

export async function signOutUser(): Promise<void> {
  await signOut(firebaseAuth());
}

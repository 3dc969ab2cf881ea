import type { TFunction } from 'i18next';
import type { SignInProvider } from './auth-store.ts';

/** The provider's name as people know it (brand names are not translated). */
export const PROVIDER_NAMES: Record<SignInProvider, string> = {
  'google.com': 'Google',
  'facebook.com': 'Facebook',
  'github.com': 'GitHub',
};

/** Firebase errors carry a `code` such as 'auth/popup-blocked' (and an English message, never shown). */
export function authErrorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

export interface AuthErrorText {
  title: string;
  description: string;
}

/**
 * The toast text for a failed sign-in, by Firebase error code (docs/product-rules.md, Messages).
 * Any other failure reads "Could not sign in with {provider}. Please try again." in the user's
 * language: Firebase's own message is English developer text ("Firebase: Error (auth/…)."), so
 * it is never shown; the caller logs the code instead.
 */
export function signInErrorText(error: unknown, provider: SignInProvider, t: TFunction): AuthErrorText {
  const title = t('auth.errors.title');
  const name = PROVIDER_NAMES[provider];
  switch (authErrorCode(error)) {
    case 'auth/configuration-not-found':
      return { title, description: t('auth.errors.configurationNotFound') };
    case 'auth/popup-blocked':
      return { title, description: t('auth.errors.popupBlocked') };
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
    case 'auth/user-cancelled':
      return { title, description: t('auth.errors.popupClosed') };
    case 'auth/unauthorized-domain':
      return { title, description: t('auth.errors.unauthorizedDomain') };
    case 'auth/operation-not-allowed':
      return { title, description: t('auth.errors.operationNotAllowed', { provider: name }) };
    case 'auth/invalid-api-key':
      return { title, description: t('auth.errors.invalidApiKey') };
    case 'auth/app-not-authorized':
      return { title, description: t('auth.errors.appNotAuthorized', { provider: name }) };
    case 'auth/network-request-failed':
      return { title, description: t('auth.errors.network') };
    case 'auth/account-exists-with-different-credential':
      return { title, description: t('auth.errors.accountExists') };
    case 'auth/too-many-requests':
      return { title, description: t('auth.errors.tooManyRequests') };
    case 'auth/user-disabled':
      return { title, description: t('auth.errors.userDisabled') };
    case 'auth/timeout':
      return { title, description: t('auth.errors.timeout') };
    case 'auth/web-storage-unsupported':
    case 'auth/operation-not-supported-in-this-environment':
      return { title, description: t('auth.errors.browserUnsupported') };
    case 'auth/invalid-credential':
      return { title, description: t('auth.errors.invalidCredential') };
  }
  return { title, description: t('auth.errors.failedWith', { provider: name }) };
}

/** A failed sign-out. */
export function signOutErrorText(t: TFunction): AuthErrorText {
  return { title: t('auth.errors.title'), description: t('auth.errors.signOutFailed') };
}

import type { TFunction } from 'i18next';
import type { SignInProvider } from './auth-store.ts';

/** The provider's name as people know it (brand names are not translated). */
export const PROVIDER_NAMES: Record<SignInProvider, string> = {
  'google.com': 'Google',
  'facebook.com': 'Facebook',
  'github.com': 'GitHub',
};

/** Firebase errors carry a `code` such as 'auth/popup-blocked' and an English message. */
function errorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return undefined;
}

export interface AuthErrorText {
  title: string;
  description: string;
}

/**
 * The toast text for a failed sign-in, by Firebase error code. Known codes (docs/product-rules.md,
 * Messages) get their own text; anything else reads 'Authentication failed: {message}', prefixed with the
 * provider's name for Facebook and GitHub.
 */
export function signInErrorText(error: unknown, provider: SignInProvider, t: TFunction): AuthErrorText {
  const title = t('auth.errors.title');
  const name = PROVIDER_NAMES[provider];
  switch (errorCode(error)) {
    case 'auth/configuration-not-found':
      return { title, description: t('auth.errors.configurationNotFound') };
    case 'auth/popup-blocked':
      return { title, description: t('auth.errors.popupBlocked') };
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
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
  }
  const message = errorMessage(error);
  if (!message) return { title, description: t('auth.errors.signInFailed') };
  const text = t('auth.errors.failed', { message });
  return { title, description: provider === 'google.com' ? text : `${name}: ${text}` };
}

/** A failed sign-out. */
export function signOutErrorText(t: TFunction): AuthErrorText {
  return { title: t('auth.errors.title'), description: t('auth.errors.signOutFailed') };
}

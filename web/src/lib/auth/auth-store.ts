import type { AuthProvider } from '@tn/contracts/constants';
import { create } from 'zustand';

/** The sign-in providers the app offers, in the order the dialog shows them. */
export const SIGN_IN_PROVIDERS = ['google.com', 'facebook.com', 'github.com'] as const satisfies readonly AuthProvider[];
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** The signed-in user as Firebase describes them, plus how they signed in. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** Firebase provider id of the sign-in, e.g. 'google.com'; null when unknown. */
  provider: string | null;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  /** 'loading' until Firebase has restored (or not) the session of an earlier visit. */
  status: AuthStatus;
  user: AuthUser | null;
  /** The provider choice dialog (Continue with Google / Facebook / GitHub). */
  signInDialogOpen: boolean;
  /** Local builds only: the emulator account form, open for this provider. */
  emulatorPicker: SignInProvider | null;
  openSignIn(): void;
  closeSignIn(): void;
}

/**
 * Client state of identity, shared by every feature (account button, dashboard guard, voting).
 * Only lib/auth writes status and user (from Firebase's listener); features read them and may
 * open or close the sign-in dialog.
 */
export const useAuthStore = create<AuthState>()((set) => ({
  status: 'loading',
  user: null,
  signInDialogOpen: false,
  emulatorPicker: null,
  openSignIn: () => {
    rememberFocus();
    set({ signInDialogOpen: true });
  },
  closeSignIn: () => set({ signInDialogOpen: false }),
}));

/** Whether a sign-in is under way on screen: the provider dialog, or (local builds) the emulator account form that replaces it. */
export const selectSignInShown = (state: AuthState): boolean => state.signInDialogOpen || state.emulatorPicker !== null;

// Where focus goes back when the sign-in dialogs close: the control that opened them. The
// dialogs are controlled (no Radix trigger), and the emulator form replaces the provider
// dialog, so Radix alone would drop focus on <body>.
let focusOrigin: HTMLElement | null = null;

/**
 * Notes where focus returns when the sign-in dialogs close. Pass the control that opens them
 * when it is known: some browsers (Safari) do not focus a button on click, so the active
 * element would be <body>.
 */
export function rememberFocus(origin?: HTMLElement): void {
  if (origin) {
    focusOrigin = origin;
    return;
  }
  if (typeof document === 'undefined') return;
  const active = document.activeElement;
  // Inside an open dialog the origin is already known (the dialog's own buttons do not count).
  // <body> is no origin: the fallback (the account button) is a better place to come back to.
  if (active instanceof HTMLElement && active !== document.body && !active.closest('[role="dialog"]')) focusOrigin = active;
}

/** For a dialog's onCloseAutoFocus: back to the opener, or (after sign-in replaced it) the account button. */
export function restoreFocus(event: Event): void {
  // The provider dialog closes because the emulator form replaced it: focus belongs to that
  // form (its email field) now. Moving it back to the opener would steal it mid-typing.
  if (useAuthStore.getState().emulatorPicker !== null) {
    event.preventDefault();
    return;
  }
  const target = focusOrigin?.isConnected ? focusOrigin : document.querySelector<HTMLElement>('[data-account-button]');
  if (!target) return;
  event.preventDefault();
  target.focus();
}

import { useState } from 'react';
import { rememberFocus, selectSignInShown, useAuthStore } from '../../../lib/auth/auth-store.ts';

export interface SignInThen<T> {
  /**
   * Once signed in: carry on with what the visitor was doing. Runs while rendering (the sign-in
   * is seen there, with no effect's extra frame), so it may only set state of the component.
   */
  resume: (intent: T) => void;
  /** The sign-in was given up (its dialogs closed, still signed out). Same rule as `resume`. */
  abandon?: (intent: T) => void;
}

/**
 * The one way a culinary action asks a signed-out visitor to sign in and then carries on (a
 * review's draft, Helpful, Report, Suggest a place): the returned function remembers what the
 * visitor was doing and opens the sign-in dialog; whoever started the sign-in resumes it, so
 * signing in from the header later starts nothing. `from` is the control focus returns to if
 * the sign-in is given up.
 */
export function useSignInThen<T>({ resume, abandon }: SignInThen<T>): (intent: T, from?: HTMLElement) => void {
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  const signInShown = useAuthStore(selectSignInShown);
  const openSignIn = useAuthStore((s) => s.openSignIn);
  // Boxed: an intent may itself be falsy.
  const [pending, setPending] = useState<{ intent: T } | null>(null);
  if (pending && signedIn) {
    setPending(null);
    resume(pending.intent);
  } else if (pending && !signInShown) {
    setPending(null);
    abandon?.(pending.intent);
  }
  return (intent, from) => {
    rememberFocus(from);
    setPending({ intent });
    openSignIn();
  };
}

import { useAuthStore } from '../../../lib/auth/auth-store.ts';

/** Whether a user is signed in (false while the session is still being restored). */
export function useSignedIn(): boolean {
  return useAuthStore((s) => s.status === 'signedIn');
}

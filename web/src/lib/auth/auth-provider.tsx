import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { AUTH_EMULATOR_BUILD } from '../../config/env.ts';
import { useOnceTrue } from '../../hooks/use-once-true.ts';
import { useAuthStore } from './auth-store.ts';
import { startAuthSession } from './session.ts';

// A compile-time branch: production builds (VITE_FIREBASE_API_KEY set) drop this import, so
// the emulator account form is not in their bundle at all.
const EmulatorAccountPicker = AUTH_EMULATOR_BUILD ? lazy(() => import('./emulator-account-picker.tsx').then((m) => ({ default: m.EmulatorAccountPicker }))) : null;

/**
 * Mount once, inside the query client: feeds the auth store from Firebase, gives every API call
 * the user's token, and refetches server data when the user changes (answers may depend on who
 * asks, e.g. votes remaining).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const uid = useAuthStore((s) => s.user?.uid ?? null);
  const status = useAuthStore((s) => s.status);
  // The account form is fetched the first time a sign-in asks for it.
  const pickerWanted = useOnceTrue(useAuthStore((s) => s.emulatorPicker !== null));
  const seen = useRef<{ uid: string | null } | null>(null);

  useEffect(() => startAuthSession(), []);

  useEffect(() => {
    if (status === 'loading') return;
    // The first known user is the one the data was (or will be) loaded for.
    if (seen.current && seen.current.uid !== uid) void queryClient.invalidateQueries();
    seen.current = { uid };
  }, [status, uid, queryClient]);

  return (
    <>
      {children}
      {EmulatorAccountPicker && pickerWanted && (
        <Suspense fallback={null}>
          <EmulatorAccountPicker />
        </Suspense>
      )}
    </>
  );
}

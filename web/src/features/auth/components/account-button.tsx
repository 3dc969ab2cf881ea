import { ChevronDown, LogIn } from 'lucide-react';
import { Suspense, useCallback, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { DeferredMenu } from '../../../components/ui/deferred-menu.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuthStore, type AuthUser } from '../../../lib/auth/auth-store.ts';
import { signOut } from '../../../lib/auth/session.ts';
import { ChunkBoundary, useLazyPart } from '../../../components/ui/chunk-boundary.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { SIGNED_IN_ONLY_PATHS, paths } from '../../../config/paths.ts';

// The provider dialog (and Radix's dialog code) is fetched the first time it opens.
const loadSignInDialog = () => import('./sign-in-dialog.tsx').then((m) => ({ default: m.SignInDialog }));

/**
 * The header's account slot: a disabled spinner while the session is restored,
 * Sign in (opening the provider dialog) when signed out, and the user's avatar with a menu
 * (My account, Dashboard, Sign out) when signed in.
 */
export function AccountButton() {
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  const dialogOpen = useAuthStore((s) => s.signInDialogOpen);
  // Mounted from its first opening on (so it can animate out and hand focus back); after a
  // failed load it is unmounted, and the next opening fetches it again.
  const [dialogMounted, setDialogMounted] = useState(dialogOpen);
  if (dialogOpen && !dialogMounted) setDialogMounted(true);
  const { Part: SignInDialog, attempt: dialogAttempt, failed } = useLazyPart(loadSignInDialog);
  const dialogFailed = () => {
    failed();
    useAuthStore.getState().closeSignIn();
    setDialogMounted(false);
  };
  // Signing out removes the menu's trigger, which held focus: the Sign in button that replaces
  // it takes focus instead of <body>. Only after a sign-out asked for here, never on page load.
  const focusSignIn = useRef(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const startSignOut = useCallback(() => {
    focusSignIn.current = true;
    // On a signed-in-only page the visitor would land on the sign-in page, as if asked to sign
    // in again: they go home first.
    if (SIGNED_IN_ONLY_PATHS.includes(pathname)) void navigate(paths.home);
    void signOut().then((done) => {
      if (!done) focusSignIn.current = false;
    });
  }, [pathname, navigate]);
  const signInMounted = useCallback((button: HTMLButtonElement | null) => {
    if (!button || !focusSignIn.current) return;
    focusSignIn.current = false;
    button.focus();
  }, []);
  return (
    <>
      {status === 'loading' && <LoadingButton />}
      {status === 'signedOut' && <SignInButton ref={signInMounted} />}
      {status === 'signedIn' && user && <AccountMenuButton user={user} onSignOut={startSignOut} />}
      {dialogMounted && (
        <ChunkBoundary key={dialogAttempt} fallback={null} onError={dialogFailed}>
          <Suspense fallback={null}>
            <SignInDialog />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}

/**
 * Exactly the Sign in button's box (its icon and label are laid out, unseen, under the spinner),
 * so that the header does not move when the check ends signed out: the usual case, and the one
 * every first visit sees.
 */
function LoadingButton() {
  const { t } = useTranslation();
  return (
    <Button variant="primary" size="md" disabled aria-busy="true" className="relative px-3!" data-account-button="">
      <LogIn aria-hidden="true" className="invisible" />
      <span aria-hidden="true" className="invisible sr-only sm:not-sr-only">
        {t('auth.signIn')}
      </span>
      <span className="absolute inset-0 flex items-center justify-center">
        <Spinner className="text-white" />
      </span>
      <span className="sr-only">{t('auth.loading')}</span>
    </Button>
  );
}

function SignInButton({ ref }: { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  const openSignIn = useAuthStore((s) => s.openSignIn);
  return (
    <Button ref={ref} variant="primary" size="md" className="px-3!" onClick={openSignIn} data-account-button="">
      <LogIn aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t('auth.signIn')}</span>
    </Button>
  );
}

const loadAccountMenu = () => import('./account-menu.tsx').then((m) => ({ default: m.AccountMenu }));

/** The signed-in user's avatar and name; the menu (My account, Dashboard, Sign out) is fetched on first use. */
function AccountMenuButton({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  const { t } = useTranslation();
  const name = user.displayName?.trim() || user.email || t('auth.account');
  return (
    <DeferredMenu
      load={loadAccountMenu}
      menuProps={{ user, onSignOut }}
      trigger={
        <Button
          variant="ghost"
          size="md"
          className="max-w-56 gap-2 pr-2 pl-1.5"
          aria-label={t('auth.accountMenu', { name })}
          data-account-button=""
        >
          <UserAvatar user={user} />
          <span className="hidden min-w-0 truncate md:inline">{name}</span>
          <ChevronDown aria-hidden="true" className="size-3.5! opacity-60" />
        </Button>
      }
    />
  );
}

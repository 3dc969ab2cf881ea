import { ChevronDown, LayoutDashboard, LogIn, LogOut } from 'lucide-react';
import { useCallback, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuthStore, type AuthUser } from '../../../lib/auth/auth-store.ts';
import { signOut } from '../../../lib/auth/session.ts';
import { SignInDialog } from './sign-in-dialog.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';

/**
 * The header's account slot: a disabled spinner while the session is restored,
 * Sign in (opening the provider dialog) when signed out, and the user's avatar with a menu
 * (My account, Dashboard, Sign out) when signed in.
 */
export function AccountButton() {
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  // Signing out removes the menu's trigger, which held focus: the Sign in button that replaces
  // it takes focus instead of <body>. Only after a sign-out asked for here, never on page load.
  const focusSignIn = useRef(false);
  const startSignOut = useCallback(() => {
    focusSignIn.current = true;
    void signOut().then((done) => {
      if (!done) focusSignIn.current = false;
    });
  }, []);
  const signInMounted = useCallback((button: HTMLButtonElement | null) => {
    if (!button || !focusSignIn.current) return;
    focusSignIn.current = false;
    button.focus();
  }, []);
  return (
    <>
      {status === 'loading' && <LoadingButton />}
      {status === 'signedOut' && <SignInButton ref={signInMounted} />}
      {status === 'signedIn' && user && <AccountMenu user={user} onSignOut={startSignOut} />}
      <SignInDialog />
    </>
  );
}

function LoadingButton() {
  const { t } = useTranslation();
  return (
    <Button variant="primary" size="md" disabled aria-busy="true" className="px-3" data-account-button="">
      <Spinner className="text-white" />
      <span className="sr-only">{t('auth.loading')}</span>
    </Button>
  );
}

function SignInButton({ ref }: { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  const openSignIn = useAuthStore((s) => s.openSignIn);
  return (
    <Button ref={ref} variant="primary" size="md" className="px-3" onClick={openSignIn} data-account-button="">
      <LogIn aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t('auth.signIn')}</span>
    </Button>
  );
}

function AccountMenu({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  const { t } = useTranslation();
  const name = user.displayName?.trim() || user.email || t('auth.account');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
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
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>{t('auth.myAccount')}</DropdownMenuLabel>
        <div className="flex items-center gap-3 px-2.5 pt-1 pb-2.5">
          <UserAvatar user={user} className="size-10 text-base" />
          <div className="min-w-0 text-sm">
            {user.displayName && <p className="truncate font-semibold text-stone-900">{user.displayName}</p>}
            {user.email && <p className="truncate text-stone-600">{user.email}</p>}
          </div>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.dashboard}>
            <LayoutDashboard aria-hidden="true" />
            {t('auth.dashboard')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          {t('auth.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

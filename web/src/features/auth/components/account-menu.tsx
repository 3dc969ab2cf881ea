import { LayoutDashboard, LogOut } from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { paths } from '../../../config/paths.ts';
import type { AuthUser } from '../../../lib/auth/auth-store.ts';

/** The signed-in user's menu, open from its first render (the account button fetches it on first use). */
export function AccountMenu({ user, onSignOut, trigger }: { user: AuthUser; onSignOut: () => void; trigger: ReactElement }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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

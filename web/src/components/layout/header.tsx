import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/cn.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { LogoMark } from './logo.tsx';
import { headerNavItems, isNavItemActive } from './nav-items.ts';

/**
 * Sticky top bar. The five-item nav (six for an editor) shows from 1300 px (`wide:`); narrower screens use the
 * bottom tab bar instead. The account control comes from the app as a slot, because the
 * shared layout must not import a feature.
 */
export function Header({ accountSlot, isEditor = false }: { accountSlot?: ReactNode; isEditor?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();

  return (
    <header className="sticky top-0 z-40 border-b border-tea-900/10 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 md:px-6">
        <Link to={paths.home} className="flex min-w-0 items-center gap-2.5 rounded-lg">
          <LogoMark className="size-9 shrink-0" />
          {/* Named by the sr-only text (it starts with the visible title); no aria-label, so the
              tagline is not required in the name (axe label-content-name-mismatch). */}
          <span aria-hidden="true" className="flex min-w-0 flex-col leading-tight">
            {/* Two lines rather than cut on the narrowest phones ("Thai Nguyen …" at 320 px). */}
            <span className="line-clamp-2 text-base font-bold text-tea-900 md:line-clamp-1 md:text-lg">{t('app.title')}</span>
            <span className="hidden truncate text-xs text-stone-600 md:block">{t('app.tagline')}</span>
          </span>
          <span className="sr-only">{t('a11y.home')}</span>
        </Link>

        <nav aria-label={t('a11y.mainNavigation')} className="ml-6 hidden wide:block">
          <ul className="flex items-center gap-1">
            {headerNavItems(isEditor).map((item) => {
              const active = isNavItemActive(item, location);
              return (
                <li key={item.key}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                      active ? 'bg-tea-100 text-tea-900' : 'text-stone-600 hover:bg-tea-50 hover:text-tea-900',
                    )}
                  >
                    <item.icon aria-hidden="true" className="size-4" />
                    {t(`nav.${item.key}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          {accountSlot}
        </div>
      </div>
    </header>
  );
}

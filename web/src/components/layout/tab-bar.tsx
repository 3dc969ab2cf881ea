import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { isNavItemActive, tabBarItems } from './nav-items.ts';

/**
 * Bottom tab bar below 1300 px, where the header nav stops: fixed to the viewport bottom, with
 * its own height (64 px, its 1 px border and the safe area) kept free at the page's end so the
 * footer ends above it. Fixed, not sticky: accessibility checkers (axe-core, hence Lighthouse's
 * target-size) set fixed bars apart from the page scrolling beneath them, but take a sticky bar
 * for part of the page, so a link of the page half under it counted as partly covered by the
 * bar's links: whichever row of a list the first screen happened to end on failed the audit.
 */
export function TabBar({ signedIn, isEditor = false }: { signedIn: boolean; isEditor?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const items = tabBarItems(signedIn, isEditor);

  return (
    <div className="h-[calc(4rem+1px+env(safe-area-inset-bottom))] wide:hidden">
      <nav
        aria-label={t('a11y.tabBar')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-tea-900/10 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
      >
        <ul className="mx-auto flex max-w-2xl">
          {items.map((item) => {
            const active = isNavItemActive(item, location);
            return (
              <li key={item.key} className="flex-1">
                <Link
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    // From the top, so the icons stay in one row when a label takes two lines.
                    'flex h-16 flex-col items-center gap-0.5 pt-1 text-xs font-medium transition-colors',
                    active ? 'text-tea-800' : 'text-stone-600 hover:text-tea-800',
                  )}
                >
                  <span
                    className={cn(
                      'inline-flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                      active && 'bg-tea-100',
                    )}
                  >
                    <item.icon aria-hidden="true" className="size-5" />
                  </span>
                  {/* A label wider than its tab ("Trang cá nhân" among five, six for an editor, on a
                      narrow phone) goes onto two lines rather than past the tab's edge. */}
                  <span className="max-w-full px-1 text-center leading-tight">{t(`nav.${item.key}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

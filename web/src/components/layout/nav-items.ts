import { ChartColumn, Compass, Info, LayoutDashboard, ShieldCheck, UtensilsCrossed, Vote, type LucideIcon } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { openedFromRankings } from '../../lib/rankings-return.ts';

export type NavKey = 'discover' | 'voting' | 'rankings' | 'culinary' | 'about' | 'dashboard' | 'admin';

export interface NavItem {
  key: NavKey;
  to: string;
  icon: LucideIcon;
  /** Path prefixes (besides `to`) under which the item counts as current. */
  alsoActiveUnder?: readonly string[];
}

const item = {
  discover: { key: 'discover', to: paths.home, icon: Compass, alsoActiveUnder: [paths.discover, '/location/'] },
  voting: { key: 'voting', to: paths.voting, icon: Vote },
  rankings: { key: 'rankings', to: paths.rankings, icon: ChartColumn },
  culinary: { key: 'culinary', to: paths.culinary, icon: UtensilsCrossed },
  about: { key: 'about', to: paths.about, icon: Info },
  dashboard: { key: 'dashboard', to: paths.dashboard, icon: LayoutDashboard },
  admin: { key: 'admin', to: paths.admin, icon: ShieldCheck },
} as const satisfies Record<NavKey, NavItem>;

/** The wide header (from 1300 px) shows these five items, plus Editors for an editor. */
export const HEADER_NAV: readonly NavItem[] = [item.discover, item.voting, item.rankings, item.culinary, item.about];

export function headerNavItems(isEditor = false): readonly NavItem[] {
  return isEditor ? [...HEADER_NAV, item.admin] : HEADER_NAV;
}

/** The tab bar below 1300 px: four items, plus Dashboard when signed in, and Editors for an editor. */
export function tabBarItems(signedIn: boolean, isEditor = false): readonly NavItem[] {
  const base: NavItem[] = [item.discover, item.voting, item.rankings, item.culinary];
  if (!signedIn) return base;
  return isEditor ? [...base, item.dashboard, item.admin] : [...base, item.dashboard];
}

function under(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  const p = prefix.endsWith('/') ? prefix : `${prefix}/`;
  return pathname === prefix || pathname.startsWith(p);
}

/** Whether the item is the current page's; a place opened from the rankings is under Rankings. */
export function isNavItemActive(navItem: NavItem, { pathname, state }: { pathname: string; state?: unknown }): boolean {
  if (openedFromRankings(state) && under(pathname, '/location/')) return navItem.key === 'rankings';
  return [navItem.to, ...(navItem.alsoActiveUnder ?? [])].some((prefix) => under(pathname, prefix));
}

import { ChartColumn, Compass, Info, LayoutDashboard, UtensilsCrossed, Vote, type LucideIcon } from 'lucide-react';
import { paths } from '../../config/paths.ts';

export type NavKey = 'discover' | 'voting' | 'rankings' | 'culinary' | 'about' | 'dashboard';

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
} as const satisfies Record<NavKey, NavItem>;

/** The wide header (from 1300 px) shows these five items. */
export const HEADER_NAV: readonly NavItem[] = [item.discover, item.voting, item.rankings, item.culinary, item.about];

/** The tab bar below 1300 px: four items, plus Dashboard when signed in. */
export function tabBarItems(signedIn: boolean): readonly NavItem[] {
  const base: NavItem[] = [item.discover, item.voting, item.rankings, item.culinary];
  return signedIn ? [...base, item.dashboard] : base;
}

function under(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  const p = prefix.endsWith('/') ? prefix : `${prefix}/`;
  return pathname === prefix || pathname.startsWith(p);
}

export function isNavItemActive(navItem: NavItem, pathname: string): boolean {
  return [navItem.to, ...(navItem.alsoActiveUnder ?? [])].some((prefix) => under(pathname, prefix));
}

/** Every route of the app in one place, so links and the router cannot drift apart. */
const CULINARY_TABS = ['featured-dishes', 'restaurants', 'top-rated'] as const;
export type CulinaryTab = (typeof CULINARY_TABS)[number];

export const paths = {
  home: '/',
  discover: '/discover',
  voting: '/voting',
  rankings: '/rankings',
  location: (slug: string) => `/location/${encodeURIComponent(slug)}`,
  about: '/about',
  dashboard: '/dashboard',
  /** The editors' screen (moderation queues and the audit log). */
  admin: '/admin',
  login: '/login',
  culinary: '/culinary',
  culinaryTab: (tab: CulinaryTab) => (tab === 'featured-dishes' ? '/culinary' : `/culinary/${tab}`),
  dish: (slug: string) => `/culinary/dish/${encodeURIComponent(slug)}`,
  restaurant: (slug: string) => `/culinary/restaurant/${encodeURIComponent(slug)}`,
} as const;

/** Pages only a signed-in visitor may see: signing out there goes home first (not to /login). */
export const SIGNED_IN_ONLY_PATHS: readonly string[] = [paths.dashboard, paths.admin];

export function isCulinaryTab(value: string | undefined): value is CulinaryTab {
  return (CULINARY_TABS as readonly string[]).includes(value ?? '');
}

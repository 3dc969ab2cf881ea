import { useLocation } from 'react-router';
import { DiscoverPage } from '../../features/locations/components/discover/discover-page.tsx';
import { paths } from '../../config/paths.ts';

/** / and /discover: the same screen; the hero carousel is on the root path only. */
export function DiscoverRoute() {
  const { pathname } = useLocation();
  return <DiscoverPage showHero={pathname === paths.home} />;
}

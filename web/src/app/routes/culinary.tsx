import { useParams } from 'react-router';
import { isCulinaryTab } from '../../config/paths.ts';
import { CulinaryScreen } from '../../features/culinary/components/culinary-screen.tsx';
import { NotFoundRoute } from './not-found.tsx';

/** /culinary and /culinary/:tab (featured-dishes | restaurants | top-rated); any other tab is a 404. */
export function CulinaryRoute() {
  const { tab } = useParams();
  if (tab !== undefined && !isCulinaryTab(tab)) return <NotFoundRoute />;
  return <CulinaryScreen tab={tab ?? 'featured-dishes'} />;
}

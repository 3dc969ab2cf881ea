import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SectionPlaceholder } from '../../components/layout/section-placeholder.tsx';
import { isCulinaryTab } from '../../config/paths.ts';
import { NotFoundRoute } from './not-found.tsx';

// /culinary and /culinary/:tab (featured-dishes | restaurants | top-rated). Placeholder until
// the culinary feature lands; unknown tabs are a 404 already.
export function CulinaryRoute() {
  const { t } = useTranslation();
  const { tab } = useParams();
  if (tab !== undefined && !isCulinaryTab(tab)) return <NotFoundRoute />;
  return <SectionPlaceholder title={t('pages.culinary.title')} message={t('pages.culinary.message')} />;
}

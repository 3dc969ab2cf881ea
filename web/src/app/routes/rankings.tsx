import { useTranslation } from 'react-i18next';
import { SectionPlaceholder } from '../../components/layout/section-placeholder.tsx';

// Placeholder until the rankings feature lands; its issue replaces this screen.
export default function RankingsRoute() {
  const { t } = useTranslation();
  return <SectionPlaceholder title={t('pages.rankings.title')} message={t('pages.rankings.message')} />;
}

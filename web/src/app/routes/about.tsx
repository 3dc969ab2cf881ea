import { useTranslation } from 'react-i18next';
import { SectionPlaceholder } from '../../components/layout/section-placeholder.tsx';

// Placeholder until the about feature lands; its issue replaces this screen.
export default function AboutRoute() {
  const { t } = useTranslation();
  return <SectionPlaceholder title={t('pages.about.title')} message={t('pages.about.message')} />;
}

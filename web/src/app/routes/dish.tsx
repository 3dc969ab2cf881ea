import { useTranslation } from 'react-i18next';
import { SectionPlaceholder } from '../../components/layout/section-placeholder.tsx';

// /culinary/dish/:slug. Placeholder until the culinary feature lands.
export function DishRoute() {
  const { t } = useTranslation();
  return <SectionPlaceholder title={t('pages.dish.title')} message={t('pages.dish.message')} />;
}

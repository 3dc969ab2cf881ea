import { useTranslation } from 'react-i18next';
import { SectionPlaceholder } from '../../components/layout/section-placeholder.tsx';

// /culinary/restaurant/:slug. Placeholder until the culinary feature lands.
export function RestaurantRoute() {
  const { t } = useTranslation();
  return <SectionPlaceholder title={t('pages.restaurant.title')} message={t('pages.restaurant.message')} />;
}

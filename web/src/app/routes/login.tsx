import { useTranslation } from 'react-i18next';
import { SectionPlaceholder } from '../../components/layout/section-placeholder.tsx';

// Placeholder until the login feature lands; its issue replaces this screen.
export default function LoginRoute() {
  const { t } = useTranslation();
  return <SectionPlaceholder title={t('pages.login.title')} message={t('pages.login.message')} />;
}

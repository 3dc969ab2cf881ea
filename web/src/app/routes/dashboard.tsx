import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { SectionPlaceholder } from '../../components/layout/section-placeholder.tsx';
import { paths } from '../../config/paths.ts';
import { useSignedIn } from '../../features/auth/hooks/use-signed-in.ts';

// Spec §6: signed-in only, otherwise /login. Placeholder until the dashboard feature lands.
export default function DashboardRoute() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  if (!signedIn) return <Navigate to={paths.login} replace />;
  return <SectionPlaceholder title={t('pages.dashboard.title')} message={t('pages.dashboard.message')} />;
}

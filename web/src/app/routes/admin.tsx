import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { AdminGate } from '../../features/admin/components/admin-gate.tsx';
import { useAuthStore } from '../../lib/auth/auth-store.ts';
import { loginPath } from '../../lib/auth/redirect.ts';

// Signed-in only, otherwise /login (which comes back here); then editors only (a 403 page for others).
export function AdminRoute() {
  const { t } = useTranslation();
  const status = useAuthStore((s) => s.status);
  if (status === 'loading') {
    return (
      <div role="status" className="flex justify-center py-24">
        <PageTitle title={t('admin.title')} />
        <Spinner className="size-6" />
        <span className="sr-only">{t('auth.loading')}</span>
      </div>
    );
  }
  if (status === 'signedOut') return <Navigate to={loginPath(paths.admin)} replace />;
  return <AdminGate />;
}

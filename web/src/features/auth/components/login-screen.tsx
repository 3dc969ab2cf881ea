import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { LogoMark } from '../../../components/layout/logo.tsx';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { safeRedirect } from '../../../lib/auth/redirect.ts';
import { ProviderButtons } from './provider-buttons.tsx';

/**
 * /login: the provider buttons on a card. Once signed in, here
 * or already before, the user goes on to `?redirect=` (a same-origin path) or home.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const status = useAuthStore((s) => s.status);

  if (status === 'signedIn') return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12 md:py-20">
      <PageTitle title={t('login.title')} />
      <div className="rounded-2xl border border-tea-900/10 bg-white p-6 shadow-sm md:p-8">
        <div className="flex flex-col items-center text-center">
          <LogoMark className="mb-4 size-14" />
          <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t('login.title')}</h1>
          <p className="mt-2 text-sm text-stone-600">{t('login.message')}</p>
        </div>
        {status === 'loading' ? (
          <div role="status" className="flex justify-center py-10">
            <Spinner className="size-6" />
            <span className="sr-only">{t('auth.loading')}</span>
          </div>
        ) : (
          <ProviderButtons className="mt-6" />
        )}
        <p className="mt-6 text-center text-xs text-stone-500">{t('login.privacy')}</p>
      </div>
    </section>
  );
}

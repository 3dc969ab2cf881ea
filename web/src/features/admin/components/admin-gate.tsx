import { useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { refreshIdToken } from '../../../lib/auth/session.ts';
import { profileKeys, useProfile } from '../../../lib/me/profile.ts';
import { AdminScreen } from './admin-screen.tsx';
import { EditorsOnly } from './editors-only.tsx';

/**
 * Signed in: editors get the screen, anyone else the polite 403. The role is a claim in the ID
 * token, so a fresh token is fetched first (a role granted since sign-in counts at once), then
 * GET /api/me says isEditor. The server checks every moderation call again.
 */
export function AdminGate() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tokenFresh, setTokenFresh] = useState(false);
  const profile = useProfile();

  useEffect(() => {
    let live = true;
    const key = { queryKey: profileKeys.all };
    void refreshIdToken()
      // A profile asked for with the old token may still be on its way (the header asks too): a
      // first fetch is not restarted by an invalidation, so it is cancelled first.
      .then(() => queryClient.cancelQueries(key))
      .finally(() => {
        if (!live) return;
        setTokenFresh(true);
        void queryClient.invalidateQueries(key);
      });
    return () => {
      live = false;
    };
  }, [queryClient]);

  const isEditor = profile.data?.isEditor === true;
  if (!tokenFresh || profile.isPending || (profile.isFetching && !isEditor)) {
    return (
      <div role="status" className="flex justify-center py-24">
        <PageTitle title={t('admin.title')} />
        <Spinner className="size-6" />
        <span className="sr-only">{t('admin.checking')}</span>
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
        <PageTitle title={t('admin.title')} />
        <p className="font-medium text-red-800">{t('admin.profileError')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void profile.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('errors.retry')}
        </Button>
      </div>
    );
  }
  return isEditor ? <AdminScreen /> : <EditorsOnly />;
}

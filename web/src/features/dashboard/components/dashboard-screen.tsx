import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOnline } from '../../../hooks/use-online.ts';
import { useProfile } from '../../../lib/me/profile.ts';
import { MoodSelector } from './mood-selector.tsx';
import { MyVotes } from './my-votes.tsx';
import { PlaceLists } from './place-lists.tsx';
import { ProfileCard } from './profile-card.tsx';
import { Recommendations } from './recommendations.tsx';
import { SettingsPanel } from './settings-panel.tsx';

/** The signed-in user's dashboard (the route guards the sign-in). */
export function DashboardScreen() {
  const { t } = useTranslation();
  const profile = useProfile();
  const online = useOnline();

  if (profile.isPending) {
    return (
      <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-stone-600">
        <PageTitle title={t('pages.dashboard.title')} />
        <Spinner className="size-8" />
        {t('dashboard.loading')}
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <PageTitle title={t('pages.dashboard.title')} />
        <h1 className="text-2xl font-bold text-stone-900">{t('pages.dashboard.title')}</h1>
        {/* Offline it is no fault: the dashboard is never kept for offline use, and it loads by
            itself once the connection is back. */}
        <p role="alert" className="mt-3 text-stone-700">
          {online ? t('dashboard.loadError') : t('errors.offlineMessage')}
        </p>
        {online && (
          <Button variant="outline" className="mt-6" onClick={() => void profile.refetch()}>
            {t('errors.retry')}
          </Button>
        )}
      </div>
    );
  }

  const me = profile.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 md:px-6 md:py-10">
      <PageTitle title={t('pages.dashboard.title')} />
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('pages.dashboard.title')}</h1>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-8">
          <ProfileCard profile={me} />
          <MoodSelector mood={me.travelMood} />
          <MyVotes />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-8">
          <Recommendations profile={me} />
          <PlaceLists profile={me} />
        </div>
      </div>
      <SettingsPanel />
    </div>
  );
}

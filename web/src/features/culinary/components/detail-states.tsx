import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** A detail page while it loads: its outline in grey, and what is loading for screen readers. */
export function DetailSkeleton({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-10">
      {/* Not the previous page's title while this one loads. */}
      <PageTitle title={t('app.loading')} />
      <span role="status" className="sr-only">
        {label}
      </span>
      <div aria-hidden="true">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-5 h-6 w-40 rounded-full" />
        <Skeleton className="mt-3 h-10 w-2/3" />
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="grid content-start gap-4">
            <Skeleton className="aspect-[16/10] w-full rounded-2xl" />
            <Skeleton className="h-24 w-full" />
          </div>
          <div className="grid content-start gap-4">
            <Skeleton className="h-40 w-full rounded-2xl" />
            <Skeleton className="h-56 w-full rounded-2xl" />
          </div>
        </div>
      </div>
    </div>
  );
}

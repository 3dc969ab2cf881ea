import { ArrowLeft, SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
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

/**
 * A detail page that could not be shown: not found (with its own title and message), or a load
 * error with Try again; both lead back.
 */
export function DetailUnavailable({
  notFound,
  notFoundTitle,
  notFoundMessage,
  loadError,
  backTo,
  backLabel,
  onRetry,
}: {
  notFound: boolean;
  notFoundTitle: string;
  notFoundMessage: string;
  loadError: string;
  backTo: string;
  backLabel: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const title = notFound ? notFoundTitle : loadError;
  const Icon = notFound ? SearchX : TriangleAlert;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <PageTitle title={title} />
      <span className="mx-auto mb-6 inline-flex size-16 items-center justify-center rounded-full bg-tea-100 text-tea-700">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      {notFound && <p className="mt-3 text-stone-600">{notFoundMessage}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!notFound && (
          <Button variant="outline" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        )}
        <Link to={backTo} className={buttonVariants({ variant: 'primary' })}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Link>
      </div>
    </div>
  );
}

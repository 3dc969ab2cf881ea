import { ArrowLeft, SearchX, TriangleAlert, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOnline } from '../../hooks/use-online.ts';
import { PageTitle } from '../layout/page-title.tsx';
import { Button, buttonVariants } from '../ui/button.tsx';

/**
 * A detail page that could not be shown: not found (with its own title and message, and
 * `notFoundLinks` beside the way back), or a load error with Try again. Offline, a load error is
 * what it is: the page has not been saved for use without a connection yet (not a fault), and
 * the read is sent again by itself once the connection is back. Every state leads back.
 */
export function PageUnavailable({
  notFound,
  notFoundTitle,
  notFoundMessage,
  notFoundLinks,
  loadError,
  backTo,
  backLabel,
  onRetry,
}: {
  notFound: boolean;
  notFoundTitle: string;
  notFoundMessage: string;
  notFoundLinks?: ReactNode;
  loadError: string;
  backTo: string;
  backLabel: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  const offline = !notFound && !online;
  const title = notFound ? notFoundTitle : offline ? t('errors.offlineTitle') : loadError;
  const Icon = notFound ? SearchX : offline ? WifiOff : TriangleAlert;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <PageTitle title={title} />
      <span className="mx-auto mb-6 inline-flex size-16 items-center justify-center rounded-full bg-tea-100 text-tea-700">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      {notFound && <p className="mt-3 text-stone-600">{notFoundMessage}</p>}
      {offline && <p className="mt-3 text-stone-600">{t('errors.offlineMessage')}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!notFound && !offline && (
          <Button variant="outline" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        )}
        <Link to={backTo} className={buttonVariants({ variant: 'primary' })}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Link>
        {notFound && notFoundLinks}
      </div>
    </div>
  );
}

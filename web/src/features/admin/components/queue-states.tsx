import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/**
 * A queue's loading, error (with retry) and empty states around its list: every tab of the
 * editors' screen shows them the same way.
 */
export function QueueStates<T>({
  query,
  loadingLabel,
  errorLabel,
  emptyLabel,
  children,
}: {
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  errorLabel: string;
  emptyLabel: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="grid gap-3">
        <span role="status" className="sr-only">
          {loadingLabel}
        </span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
        <p className="font-medium text-red-800">{errorLabel}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('errors.retry')}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <p className="flex flex-col items-center gap-2 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center text-stone-600">
        <Inbox aria-hidden="true" className="size-8 text-stone-400" />
        {emptyLabel}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { DetailTabs } from '../../../components/ui/tabs.tsx';
import { usePhotoQueue, useReviewQueue, useSuggestionQueue } from '../api/moderation-queues.ts';
import { AuditLog } from './audit-log.tsx';
import { PhotoOrder } from './photo-order.tsx';
import { PhotoQueue } from './photo-queue.tsx';
import { ReviewQueue } from './review-queue.tsx';
import { SuggestionQueue } from './suggestion-queue.tsx';

/** How many wait in a queue, for its tab's label; nothing while unknown. */
const counted = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

/**
 * /admin for editors: the three queues (visitors' photos, suggested places to eat, reported
 * reviews), the photo order of a place, and the audit log, as in-page tabs.
 */
export function AdminScreen() {
  const { t } = useTranslation();
  const photos = usePhotoQueue('pending');
  const suggestions = useSuggestionQueue();
  const reviews = useReviewQueue();

  // The open tab is in the address (?tab=log), so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  // Replaced, not pushed (Back leaves /admin), and the page stays where it is.
  const selectTab = (id: string) => setParams(id === 'photos' ? {} : { tab: id }, { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 md:px-6 md:py-12">
      <PageTitle title={t('admin.title')} />
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-tea-950 md:text-4xl">{t('admin.title')}</h1>
        <p className="mt-3 text-base text-stone-600">{t('admin.intro')}</p>
      </header>
      <DetailTabs
        className="mt-8"
        label={t('admin.tabs.label')}
        selected={params.get('tab') ?? 'photos'}
        onSelect={selectTab}
        tabs={[
          { id: 'photos', label: counted(t('admin.tabs.photos'), photos.data?.length), content: <Panel title={t('admin.tabs.photos')}><PhotoQueue /></Panel> },
          {
            id: 'suggestions',
            label: counted(t('admin.tabs.suggestions'), suggestions.data?.length),
            content: <Panel title={t('admin.tabs.suggestions')}><SuggestionQueue /></Panel>,
          },
          { id: 'reviews', label: counted(t('admin.tabs.reviews'), reviews.data?.length), content: <Panel title={t('admin.tabs.reviews')}><ReviewQueue /></Panel> },
          { id: 'order', label: t('admin.tabs.order'), content: <Panel title={t('admin.tabs.order')}><PhotoOrder /></Panel> },
          { id: 'log', label: t('admin.tabs.log'), content: <Panel title={t('admin.tabs.log')}><AuditLog /></Panel> },
        ]}
      />
    </div>
  );
}

/** A tab's content under a heading of its own (for screen readers: the tab already shows it), so the cards' h3 follow an h2. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h2 className="sr-only">{title}</h2>
      {children}
    </>
  );
}

import type { DashboardExport } from '@tn/contracts/users';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { provinceCalendarDay } from '../../../lib/date-format.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { useSingleFlight } from '../../../hooks/use-single-flight.ts';
import { useDeleteMyData, useExportMyData } from '../api/account.ts';

/** The same name the service gives the attachment. */
/** Named after the day in the province, as every date of the app (not UTC's). */
const exportFile = (data: DashboardExport) => `thai-nguyen-my-data-${provinceCalendarDay(new Date(data.exportedAt))}.json`;

function download(data: DashboardExport) {
  // A browser without object URLs (old WebViews) cannot save a file: nothing to do there.
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFile(data);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Export my data (a JSON file) and delete my data (after a confirmation). */
export function SettingsPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const exportData = useExportMyData();
  const deleteData = useDeleteMyData(() => navigate(paths.home, { flushSync: true }));
  const exportOnce = useSingleFlight();
  const deleteOnce = useSingleFlight();

  return (
    <section aria-labelledby="settings-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="settings-heading" className="text-lg font-semibold text-stone-900">
        {t('dashboard.settings.title')}
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant="outline"
          pending={exportData.isPending}
          onClick={() =>
            exportOnce((settled) =>
              exportData.mutate(undefined, {
                onSuccess: (data) => {
                  download(data);
                  toast.success(t('dashboard.settings.exported'));
                },
                onError: () => toast.error(t('dashboard.settings.exportFailed')),
                onSettled: settled,
              }),
            )
          }
        >
          <Download aria-hidden="true" />
          {t('dashboard.settings.export')}
        </Button>
        <Dialog open={confirming} onOpenChange={setConfirming}>
          <DialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              {t('dashboard.settings.delete')}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t('dashboard.settings.confirmTitle')}</DialogTitle>
              <DialogDescription>{t('dashboard.settings.confirmMessage')}</DialogDescription>
            </DialogHeader>
            <ul className="list-disc pl-5 text-sm text-stone-700">
              <li>{t('dashboard.settings.votesStay')}</li>
              <li>{t('dashboard.settings.reviewsStay')}</li>
              <li>{t('dashboard.settings.photosStay')}</li>
            </ul>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('dashboard.settings.cancel')}</Button>
              </DialogClose>
              <Button
                variant="destructive"
                pending={deleteData.isPending}
                onClick={() =>
                  deleteOnce((settled) =>
                    deleteData.mutate(undefined, {
                      onError: () => toast.error(t('dashboard.settings.deleteFailed')),
                      onSettled: settled,
                    }),
                  )
                }
              >
                {t('dashboard.settings.confirmDelete')}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </div>
    </section>
  );
}

import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../hooks/use-online.ts';

/**
 * Says that the visitor is offline and sees what they have already seen (the service worker's
 * copies), under the sticky header. The status region stays in the page and only its text
 * changes, so screen readers announce going offline.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    // Sticks right under the 4rem header, so it stays in view while the page scrolls.
    <div role="status" aria-live="polite" className="sticky top-16 z-30">
      {!online && (
        <p className="flex items-center justify-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-950">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('offline.banner')}
        </p>
      )}
    </div>
  );
}

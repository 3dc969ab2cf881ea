import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';

const SHARE_TOAST_ID = 'culinary-share';

/**
 * Shares the page: the system share sheet where the browser has one (Web Share API), otherwise
 * the link is copied and a toast says so. Closing the share sheet is not a failure.
 */
export function ShareButton({ title, path, ...props }: { title: string; path: string } & Omit<ButtonProps, 'onClick' | 'title'>) {
  const { t } = useTranslation();

  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Refused (no user gesture, a blocked context): copying still works.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('culinary.share.copiedTitle'), { id: SHARE_TOAST_ID, description: t('culinary.share.copied') });
    } catch {
      toast.error(t('culinary.share.failedTitle'), { id: SHARE_TOAST_ID, description: t('culinary.share.failed', { url }) });
    }
  };

  return (
    <Button variant="outline" onClick={() => void share()} {...props}>
      <Share2 aria-hidden="true" />
      {t('culinary.share.button')}
    </Button>
  );
}

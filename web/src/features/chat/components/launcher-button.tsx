import { MessageCircle, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/** The floating assistant button, bottom right (above the tab bar where it shows). */
export function LauncherButton({ open, ...props }: ComponentProps<'button'> & { open: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('chat.launcher')}
      data-chat-launcher=""
      className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 inline-flex size-14 items-center justify-center rounded-full bg-tea-700 text-white shadow-lg shadow-tea-950/25 transition-colors hover:bg-tea-800 active:bg-tea-900 wide:bottom-4"
      {...props}
    >
      {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
    </button>
  );
}

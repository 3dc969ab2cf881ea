import * as DialogPrimitive from '@radix-ui/react-dialog';
import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT } from '../../../config/breakpoints.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { useResetOnLanguageChange } from '../hooks/use-reset-on-language-change.ts';
import { useChatStore } from '../stores/chat-store.ts';

// The panel (and its markdown renderer) is its own chunk, fetched on the first open.
const ChatPanel = lazy(() => import('./chat-panel.tsx').then((m) => ({ default: m.ChatPanel })));

/**
 * The floating assistant button, bottom right (above the tab bar where it shows), and the panel
 * it opens: a modal sheet on phones, a docked non-modal panel from 768 px, so the page beside it
 * stays usable (an in-app link from an answer opens there).
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const open = useChatStore((s) => s.open);
  const setOpen = useChatStore((s) => s.setOpen);
  const docked = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT}px)`);
  const [requested, setRequested] = useState(open);
  useResetOnLanguageChange();

  return (
    <DialogPrimitive.Root
      open={open}
      modal={!docked}
      onOpenChange={(next) => {
        if (next) setRequested(true);
        setOpen(next);
      }}
    >
      <DialogPrimitive.Trigger
        aria-label={t('chat.launcher')}
        data-chat-launcher=""
        className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 inline-flex size-14 items-center justify-center rounded-full bg-tea-700 text-white shadow-lg shadow-tea-950/25 transition-colors hover:bg-tea-800 active:bg-tea-900 wide:bottom-4"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      </DialogPrimitive.Trigger>
      {requested && (
        <Suspense fallback={null}>
          <ChatPanel docked={docked} />
        </Suspense>
      )}
    </DialogPrimitive.Root>
  );
}

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { useChatStore } from '../stores/chat-store.ts';
import { AnswerAnnouncer } from './answer-announcer.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { MessageList } from './message-list.tsx';
import { ProviderBadge } from './provider-badge.tsx';

export interface ChatPanelProps {
  /** From 768 px: a non-modal panel above the button; below, a modal sheet over the page. */
  docked: boolean;
}

/** The assistant's dialog: title and provider badge, the conversation, the question field. */
export function ChatPanel({ docked }: ChatPanelProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const setOpen = useChatStore((s) => s.setOpen);

  return (
    <DialogPrimitive.Portal>
      {!docked && <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />}
      <DialogPrimitive.Content
        aria-describedby={undefined}
        data-chat-panel={docked ? 'docked' : 'sheet'}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
        // Docked, the page stays usable: clicking or tabbing there keeps the panel open.
        onInteractOutside={(event) => {
          if (docked) event.preventDefault();
        }}
        className={cn(
          'fixed z-50 flex flex-col overflow-hidden bg-white shadow-2xl data-[state=open]:animate-[fade-in_150ms_ease-out]',
          docked
            ? 'right-4 bottom-[calc(9.25rem+env(safe-area-inset-bottom))] h-[min(38rem,calc(100dvh-14.5rem))] w-[min(26rem,calc(100vw-2rem))] rounded-2xl border border-stone-200 wide:bottom-[5.25rem] wide:h-[min(40rem,calc(100dvh-10.5rem))]'
            : 'inset-x-0 bottom-0 h-[90dvh] rounded-t-2xl pb-[env(safe-area-inset-bottom)]',
        )}
      >
        <div className="flex items-center gap-3 border-b border-stone-200 bg-tea-50 px-4 py-3">
          <div className="min-w-0 flex-1">
            <DialogPrimitive.Title className="text-base font-semibold text-stone-900">{t('chat.title')}</DialogPrimitive.Title>
            <ProviderBadge />
          </div>
          <DialogPrimitive.Close
            aria-label={t('chat.close')}
            className="rounded-md p-2 text-stone-600 hover:bg-tea-100 hover:text-stone-900"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        {/* On a phone the sheet covers the page: following a link there closes it. */}
        <MessageList onNavigate={docked ? undefined : () => setOpen(false)} />
        <ChatComposer inputRef={inputRef} />
        <AnswerAnnouncer />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

import { ArrowDown } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatStore } from '../stores/chat-store.ts';
import { MessageBubble } from './message-bubble.tsx';
import { WelcomeMessage } from './welcome-message.tsx';

/** Within this many pixels of the end counts as "at the bottom". */
const BOTTOM_SLACK_PX = 24;

/**
 * The conversation, welcome first. It follows new text while the reader is at the bottom; once
 * they scroll up it stays put and offers a button back down, until they ask again: their own new
 * question always comes into view, with its answer followed below it.
 */
export function MessageList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const messages = useChatStore((s) => s.messages);
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const latestQuestion = useRef<number | undefined>(undefined);
  const [atBottom, setAtBottom] = useState(true);

  const scrollToBottom = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  useLayoutEffect(() => {
    const question = messages.findLast((m) => m.role === 'user')?.id;
    if (question !== latestQuestion.current) {
      latestQuestion.current = question;
      if (question !== undefined) following.current = true;
    }
    if (following.current) scrollToBottom();
  }, [messages, scrollToBottom]);

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        role="region"
        aria-label={t('chat.conversation')}
        // Focusable so the keyboard can scroll it.
        tabIndex={0}
        onScroll={(event) => {
          const el = event.currentTarget;
          const bottom = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
          following.current = bottom;
          setAtBottom(bottom);
        }}
        className="h-full overflow-y-auto overscroll-contain px-4 py-4 focus-visible:outline-offset-[-3px]"
      >
        <ol className="flex flex-col gap-3">
          <WelcomeMessage />
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} onNavigate={onNavigate} />
          ))}
        </ol>
      </div>
      {!atBottom && (
        <button
          type="button"
          onClick={() => {
            following.current = true;
            scrollToBottom();
          }}
          aria-label={t('chat.scrollDown')}
          className="absolute bottom-3 left-1/2 inline-flex size-9 -translate-x-1/2 items-center justify-center rounded-full border border-stone-200 bg-white text-stone-700 shadow-md hover:bg-tea-50"
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useChatStore } from '../stores/chat-store.ts';
import { AssistantMarkdown } from './assistant-markdown.tsx';

/**
 * Screen readers hear each answer once, whole: "answering" while it streams, then its text (or
 * the error). The visible list is not live, so the streamed pieces are not read one by one.
 */
export function AnswerAnnouncer() {
  const { t } = useTranslation();
  const last = useChatStore((s) => s.messages.at(-1));
  let content = null;
  if (last?.role === 'assistant') {
    if (last.status === 'waiting' || last.status === 'streaming') content = t('chat.typing');
    else if (last.status === 'done') content = <AssistantMarkdown text={last.content} plain />;
    else content = last.content;
  }
  return (
    <div role="status" aria-live="polite" className="sr-only" data-chat-announcer="">
      {content}
    </div>
  );
}

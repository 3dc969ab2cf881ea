import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ChatMessage } from '../stores/chat-store.ts';
import { AssistantMarkdown } from './assistant-markdown.tsx';

/** An assistant bubble, left; the markdown's paragraphs and lists spaced inside it. */
export function AssistantBubble({ children, className, status }: { children: ReactNode; className?: string; status: string }) {
  const { t } = useTranslation();
  return (
    <li className="flex justify-start" data-status={status}>
      <div
        className={cn(
          'max-w-[88%] rounded-2xl rounded-bl-md bg-stone-100 px-3.5 py-2.5 text-sm leading-relaxed text-stone-900',
          '[&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5 [&_:is(p,ul,ol)+:is(ul,ol,p)]:mt-2',
          className,
        )}
      >
        <span className="sr-only">{t('chat.assistant')}: </span>
        {children}
      </div>
    </li>
  );
}

function TypingSkeleton() {
  return (
    <div className="flex w-40 flex-col gap-2 py-1" data-chat-typing="">
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-3 w-4/5" />
      <Skeleton className="h-3 w-1/2" />
    </div>
  );
}

export function MessageBubble({ message, onNavigate }: { message: ChatMessage; onNavigate?: () => void }) {
  const { t } = useTranslation();
  if (message.role === 'user') {
    return (
      <li className="flex justify-end" data-role="user">
        <p className="max-w-[88%] rounded-2xl rounded-br-md bg-tea-700 px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-wrap text-white [overflow-wrap:anywhere]">
          <span className="sr-only">{t('chat.you')}: </span>
          {message.content}
        </p>
      </li>
    );
  }
  if (message.status === 'waiting') {
    return (
      <AssistantBubble status="waiting">
        <span className="sr-only">{t('chat.typing')}</span>
        <TypingSkeleton />
      </AssistantBubble>
    );
  }
  if (message.status === 'error') {
    return (
      <AssistantBubble status="error" className="bg-red-50 text-red-900 ring-1 ring-red-200">
        <span className="flex items-start gap-2">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message.content}</span>
        </span>
      </AssistantBubble>
    );
  }
  return (
    <AssistantBubble status={message.status}>
      <AssistantMarkdown text={message.content} onNavigate={onNavigate} />
    </AssistantBubble>
  );
}

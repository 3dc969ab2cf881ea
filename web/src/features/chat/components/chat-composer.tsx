import { CHAT_MESSAGE_MAX_LENGTH } from '@tn/contracts/constants';
import { textLength } from '@tn/contracts/text';
import { SendHorizontal } from 'lucide-react';
import { useId, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { sendableQuestion, useAskAssistant } from '../hooks/use-ask-assistant.ts';
import { selectWaiting, useChatStore } from '../stores/chat-store.ts';

/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.8;

/**
 * The question field: Enter sends, Shift+Enter starts a new line (and Enter that ends an input
 * method's composition, as Vietnamese typing uses, only ends it). Sent trimmed; nothing is sent
 * while an answer is awaited, when empty, or over the length limit, which is said in words.
 */
export function ChatComposer({ inputRef }: { inputRef: RefObject<HTMLTextAreaElement | null> }) {
  const { t } = useTranslation();
  const draft = useChatStore((s) => s.draft);
  const setDraft = useChatStore((s) => s.setDraft);
  const waiting = useChatStore(selectWaiting);
  const ask = useAskAssistant();
  const hintId = useId();
  const lengthId = useId();

  const length = textLength(draft.trim());
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;
  const canSend = !waiting && sendableQuestion(draft) !== null;

  const send = () => {
    if (!canSend) return;
    setDraft('');
    void ask(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Safari reports the Enter that ends a composition as keyCode 229 without isComposing.
    const composing = event.nativeEvent.isComposing || event.keyCode === 229;
    if (event.key !== 'Enter' || event.shiftKey || composing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="border-t border-stone-200 bg-white px-3 pt-3 pb-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="flex items-end gap-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('chat.input.label')}</span>
          <textarea
            ref={inputRef}
            value={draft}
            rows={1}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('chat.input.placeholder')}
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? `${lengthId} ${hintId}` : hintId}
            className={cn(
              'block max-h-32 min-h-10 w-full resize-none rounded-xl border bg-white px-3 py-2 text-base [field-sizing:content] placeholder:text-stone-500 sm:text-sm',
              tooLong ? 'border-red-600' : 'border-stone-300',
            )}
          />
        </label>
        <Button type="submit" size="icon" disabled={!canSend} aria-label={t('chat.send')}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-1.5 flex items-start justify-between gap-3 px-1 text-xs">
        <p id={hintId} className="text-stone-600">
          {t('chat.input.hint')}
        </p>
        {length >= CHAT_MESSAGE_MAX_LENGTH * COUNTER_FROM && !tooLong && (
          <p className="shrink-0 text-stone-600 tabular-nums">{t('chat.input.count', { length, max: CHAT_MESSAGE_MAX_LENGTH })}</p>
        )}
      </div>
      {tooLong && (
        <p id={lengthId} role="alert" className="mt-1 px-1 text-xs font-medium text-red-700">
          {t('chat.input.tooLong', { length, max: CHAT_MESSAGE_MAX_LENGTH })}
        </p>
      )}
    </form>
  );
}

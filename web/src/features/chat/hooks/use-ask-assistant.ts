import { CHAT_MESSAGE_MAX_LENGTH } from '@tn/contracts/constants';
import { textLength } from '@tn/contracts/text';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { askChat } from '../api/ask-chat.ts';
import { selectWaiting, useChatStore } from '../stores/chat-store.ts';
import { chatFailure } from '../utils/chat-failure.ts';
import { historyOf } from '../utils/chat-history.ts';

const CHAT_TOAST_ID = 'chat-error';

/** A question is sent trimmed, when it is not empty, not too long, and no answer is awaited. */
export function sendableQuestion(input: string): string | null {
  const question = input.trim();
  return question.length > 0 && textLength(question) <= CHAT_MESSAGE_MAX_LENGTH ? question : null;
}

/**
 * Sends a question with the conversation's last turns and follows its answer into the store,
 * which outlives the panel: closing it does not lose an answer under way. A question that gets
 * no answer is put back in the question field. Does nothing for a question that may not be sent.
 */
export function useAskAssistant() {
  const { t } = useTranslation();
  const language = useLanguage();

  return useCallback(
    async (input: string): Promise<void> => {
      const question = sendableQuestion(input);
      const store = useChatStore.getState();
      if (question === null || selectWaiting(store)) return;

      const history = historyOf(store.messages);
      const conversation = store.conversation;
      const answerId = store.addQuestion(question);
      const current = () => useChatStore.getState().conversation === conversation;
      const controller = new AbortController();
      useChatStore.setState({ inFlight: controller });

      try {
        const reply = await askChat(
          { message: question, language, ...(history.length > 0 ? { history } : {}) },
          {
            signal: controller.signal,
            onDelta: (text) => {
              if (current()) useChatStore.getState().appendToAnswer(answerId, text);
            },
          },
        );
        if (current()) useChatStore.getState().settleAnswer(answerId, { status: 'done', content: reply.message, provider: reply.provider });
      } catch (error) {
        // A reset dropped this conversation (and aborted the call): nothing to report.
        if (!current()) return;
        const failure = chatFailure(error, t);
        const state = useChatStore.getState();
        state.settleAnswer(answerId, { status: 'error', content: failure.text });
        // The question goes back into the field (unless another is being typed there): sent
        // again with Enter once the visitor is ready, never typed a second time.
        if (state.draft.trim() === '') state.setDraft(question);
        if (failure.connection) {
          toast.error(t('chat.errors.connectionTitle'), { id: CHAT_TOAST_ID, description: t('chat.errors.connection') });
        }
      } finally {
        if (useChatStore.getState().inFlight === controller) useChatStore.setState({ inFlight: null });
      }
    },
    [t, language],
  );
}

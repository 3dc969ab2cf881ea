import { useTranslation } from 'react-i18next';
import { useChatProvider } from '../api/get-chat-provider.ts';
import { AssistantBubble } from './message-bubble.tsx';

/**
 * The welcome that opens every conversation, in the current language, with a note on where
 * answers come from: the app's own information in local mode (AI usage is limited), or the
 * named model with the app's information as its fallback. No note until the service has said
 * which. Plain words for visitors: no "API", no "database".
 */
export function WelcomeMessage() {
  const { t } = useTranslation();
  const { data: provider } = useChatProvider();
  return (
    <AssistantBubble status="welcome">
      <p>{t('chat.welcome')}</p>
      {provider && (
        <p className="mt-2 text-xs text-stone-600">
          {provider.mode === 'local'
            ? t('chat.note.local')
            : t('chat.note.model', { model: provider.model ?? t('chat.provider.model') })}
        </p>
      )}
    </AssistantBubble>
  );
}

import type { ChatProvider } from '@tn/contracts/chat';
import { Database, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useChatProvider } from '../api/get-chat-provider.ts';
import { selectLastProvider, useChatStore } from '../stores/chat-store.ts';

/** The mode that answers: the latest answer's own provider, else what the service says it uses. */
export function useCurrentProvider(): ChatProvider | null {
  const answered = useChatStore(selectLastProvider);
  const { data } = useChatProvider();
  return answered ?? data ?? null;
}

/** Says truthfully what answers: "Local knowledge" or the model's name; nothing until known. */
export function ProviderBadge() {
  const { t } = useTranslation();
  const provider = useCurrentProvider();
  if (!provider) return null;
  const local = provider.mode === 'local';
  const Icon = local ? Database : Sparkles;
  return (
    <p
      data-provider-mode={provider.mode}
      className="mt-1 inline-flex max-w-full items-center gap-1.5 rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-tea-900 ring-1 ring-tea-200"
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{t('chat.provider.label')}: </span>
      <span className="truncate">{local ? t('chat.provider.local') : (provider.model ?? t('chat.provider.model'))}</span>
    </p>
  );
}

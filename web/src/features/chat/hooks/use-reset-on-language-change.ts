import { useEffect, useRef } from 'react';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useChatStore } from '../stores/chat-store.ts';

/** A new language starts a new conversation: the welcome (and its note) in that language. */
export function useResetOnLanguageChange(): void {
  const language = useLanguage();
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    useChatStore.getState().reset();
  }, [language]);
}

import { useTranslation } from 'react-i18next';
import { resolveLanguage, type Language } from '../lib/i18n.ts';

/** The active language; components using it re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}

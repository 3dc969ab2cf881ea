import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language.ts';
import { Button } from '../ui/button.tsx';
import { DeferredMenu } from '../ui/deferred-menu.tsx';
import { FlagIcon } from './flag-icon.tsx';

const loadLanguageMenu = () => import('./language-menu.tsx').then((m) => ({ default: m.LanguageMenu }));

/** Ghost button "Ngôn ngữ"/"Language" with the active flag; a menu of English and Tiếng Việt (fetched on first use). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <DeferredMenu
      load={loadLanguageMenu}
      menuProps={{}}
      trigger={
        <Button variant="ghost" size="md" className="px-2.5! sm:px-3!" aria-label={`${t('language.label')}: ${t(`language.${language}`)}`}>
          <FlagIcon language={language} className="h-3.5! w-5! rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.12)]" />
          <span className="hidden sm:inline">{t('language.label')}</span>
          <ChevronDown aria-hidden="true" className="size-3.5! opacity-60" />
        </Button>
      }
    />
  );
}

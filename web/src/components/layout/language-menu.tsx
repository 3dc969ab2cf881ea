import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import { isLanguage, setLanguage, type Language } from '../../lib/i18n.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { FlagIcon } from './flag-icon.tsx';

// English first, then Tiếng Việt.
const MENU_ORDER = ['en', 'vi'] as const satisfies readonly Language[];

/** The language switcher's menu, open from its first render (the switcher fetches it on first use). */
export function LanguageMenu({ trigger }: { trigger: ReactElement }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('language.choose')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => {
            // Offline, English may not be fetchable yet: the visitor is told, the language stays.
            if (isLanguage(value)) setLanguage(value).catch(() => toast.error(t('language.loadError')));
          }}
        >
          {MENU_ORDER.map((lang) => (
            <DropdownMenuRadioItem key={lang} value={lang} lang={lang}>
              <FlagIcon language={lang} className="h-3.5! w-5! rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.12)]" />
              {t(`language.${lang}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

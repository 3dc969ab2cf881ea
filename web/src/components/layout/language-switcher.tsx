import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLanguage } from '../../hooks/use-language.ts';
import { isLanguage, setLanguage, type Language } from '../../lib/i18n.ts';
import { Button } from '../ui/button.tsx';
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

/** Ghost button "Ngôn ngữ"/"Language" with the active flag; a menu of English and Tiếng Việt. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="md" className="px-2.5 sm:px-3" aria-label={`${t('language.label')}: ${t(`language.${language}`)}`}>
          <FlagIcon language={language} className="h-3.5! w-5! rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.12)]" />
          <span className="hidden sm:inline">{t('language.label')}</span>
          <ChevronDown aria-hidden="true" className="size-3.5! opacity-60" />
        </Button>
      </DropdownMenuTrigger>
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

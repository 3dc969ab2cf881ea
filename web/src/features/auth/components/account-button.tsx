import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The header's account slot. Sign-in is not wired yet (a later issue adds Firebase, the
 * provider dialog and the signed-in menu), so this is an honest, disabled Sign in button.
 */
export function AccountButton() {
  const { t } = useTranslation();
  return (
    <Button variant="primary" size="md" disabled className="px-3">
      <LogIn aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t('auth.signIn')}</span>
    </Button>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { LogoMark } from '../../../components/layout/logo.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { restoreFocus, useAuthStore } from '../../../lib/auth/auth-store.ts';
import { ProviderButtons } from './provider-buttons.tsx';

/** The provider choice (Google, Facebook, GitHub), opened by the Sign in button or any feature's openSignIn(). */
export function SignInDialog() {
  const { t } = useTranslation();
  const open = useAuthStore((s) => s.signInDialogOpen);
  const closeSignIn = useAuthStore((s) => s.closeSignIn);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && closeSignIn()}>
      <DialogContent className="max-w-sm" onCloseAutoFocus={restoreFocus}>
        <DialogHeader className="items-center pr-0 text-center">
          <LogoMark className="mb-1 size-11" />
          <DialogTitle>{t('auth.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('auth.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <ProviderButtons />
        <DialogFooter className="sm:justify-center">
          <Button variant="ghost" className="w-full" onClick={closeSignIn}>
            {t('auth.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

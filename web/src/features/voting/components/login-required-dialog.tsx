import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { restoreFocus } from '../../../lib/auth/auth-store.ts';

/**
 * A signed-out visitor tried to vote: voting needs a sign-in. The dialog has no Radix trigger
 * (a vote opens it), so closing it returns focus through the auth store: to the card's Login to
 * vote button, noted by the caller with rememberFocus(), or into the emulator account form that
 * Sign in with Google opened.
 */
export function LoginRequiredDialog({
  open,
  onOpenChange,
  onSignIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignIn: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onCloseAutoFocus={restoreFocus}>
        <DialogHeader>
          <DialogTitle>{t('voting.loginRequired.title')}</DialogTitle>
          <DialogDescription>{t('voting.loginRequired.message')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('voting.loginRequired.cancel')}</Button>
          </DialogClose>
          <Button onClick={onSignIn}>
            <LogIn aria-hidden="true" />
            {t('voting.loginRequired.signInWithGoogle')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

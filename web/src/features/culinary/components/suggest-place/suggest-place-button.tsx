import { MapPinPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogTrigger } from '../../../../components/ui/dialog.tsx';
import { useAuthStore } from '../../../../lib/auth/auth-store.ts';
import { useSignInThen } from '../../hooks/use-sign-in-then.ts';
import { SuggestPlaceDialogContent } from './suggest-place-dialog.tsx';

/**
 * "Suggest a place": the form for a signed-in visitor; for anyone else the sign-in dialog, and
 * the form once they have signed in from it.
 */
export function SuggestPlaceButton() {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  const [open, setOpen] = useState(false);
  const askSignIn = useSignInThen<'suggest'>({ resume: () => setOpen(true) });

  const button = (
    <Button variant="outline" size="sm" onClick={signedIn ? undefined : (event) => askSignIn('suggest', event.currentTarget)}>
      <MapPinPlus aria-hidden="true" />
      {t('suggestPlace.open')}
    </Button>
  );
  if (!signedIn) return button;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{button}</DialogTrigger>
      {open && <SuggestPlaceDialogContent onClose={() => setOpen(false)} />}
    </Dialog>
  );
}

import { MapPinPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogTrigger } from '../../../../components/ui/dialog.tsx';
import { useAuthStore } from '../../../../lib/auth/auth-store.ts';
import { SuggestPlaceDialogContent } from './suggest-place-dialog.tsx';

/** "Suggest a place": the form for a signed-in visitor; the sign-in dialog for anyone else. */
export function SuggestPlaceButton() {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  const openSignIn = useAuthStore((s) => s.openSignIn);
  const [open, setOpen] = useState(false);

  const button = (
    <Button variant="outline" size="sm" onClick={signedIn ? undefined : openSignIn}>
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

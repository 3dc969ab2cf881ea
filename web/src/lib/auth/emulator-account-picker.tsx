import { FlaskConical } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { PROVIDER_NAMES } from './auth-errors.ts';
import { restoreFocus, useAuthStore, type SignInProvider } from './auth-store.ts';
import { ProviderIcon } from './provider-icon.tsx';
import { signInWithEmulatorAccount } from './session.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const inputClass =
  'h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-xs outline-none ' +
  'placeholder:text-stone-400 focus-visible:border-tea-600 focus-visible:ring-3 focus-visible:ring-tea-600/25 ' +
  'aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20';

/**
 * Local builds only (mounted behind AUTH_EMULATOR_BUILD, so production bundles never contain
 * it): instead of the provider's popup, which needs Google's servers, the user types the
 * account the Firebase Auth emulator should sign in as.
 */
export function EmulatorAccountPicker() {
  const provider = useAuthStore((s) => s.emulatorPicker);
  return (
    <Dialog open={provider !== null} onOpenChange={(open) => !open && useAuthStore.setState({ emulatorPicker: null })}>
      {/* A fresh form per opening: no half-typed email from an earlier attempt. */}
      {provider && <PickerContent key={provider} provider={provider} />}
    </Dialog>
  );
}

function PickerContent({ provider }: { provider: SignInProvider }) {
  const { t } = useTranslation();
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = PROVIDER_NAMES[provider];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = email.trim();
    const problem = trimmed === '' ? t('auth.emulator.emailRequired') : EMAIL.test(trimmed) ? null : t('auth.emulator.emailInvalid');
    setError(problem);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    setBusy(true);
    const signedIn = await signInWithEmulatorAccount(provider, { email: trimmed, displayName });
    // On success the session closes this dialog (and unmounts this form).
    if (!signedIn) setBusy(false);
  };

  return (
    <DialogContent className="max-w-md" onCloseAutoFocus={restoreFocus}>
      <DialogHeader>
        <DialogTitle className="flex items-start gap-2.5">
          <ProviderIcon provider={provider} className="mt-0.5 size-5 shrink-0" />
          {t('auth.emulator.title', { provider: name })}
        </DialogTitle>
        <DialogDescription>{t('auth.emulator.description', { provider: name })}</DialogDescription>
      </DialogHeader>
      <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        {t('auth.emulator.notice')}
      </p>
      <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={busy}>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-email`} className="text-sm font-medium text-stone-800">
            {t('auth.emulator.email')}
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-email-error` : undefined}
            placeholder={t('auth.emulator.emailPlaceholder')}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error) setError(null);
            }}
            className={inputClass}
          />
          {error && (
            <p id={`${id}-email-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-name`} className="text-sm font-medium text-stone-800">
            {t('auth.emulator.displayName')}{' '}
            <span className="font-normal text-stone-500">{t('auth.emulator.optional')}</span>
          </label>
          <input
            id={`${id}-name`}
            name="displayName"
            type="text"
            autoComplete="name"
            maxLength={100}
            value={displayName}
            onChange={(e) => setDisplayName(e.target.value)}
            className={inputClass}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => useAuthStore.setState({ emulatorPicker: null })}>
            {t('auth.cancel')}
          </Button>
          <Button type="submit" pending={busy}>
            {busy && <Spinner className="text-white" />}
            {t('auth.emulator.submit')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

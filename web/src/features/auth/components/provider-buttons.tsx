import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '../../../lib/auth/auth-store.ts';
import { ProviderIcon } from '../../../lib/auth/provider-icon.tsx';
import { preloadFirebase, signInWith } from '../../../lib/auth/session.ts';

const LABEL_KEYS = {
  'google.com': 'auth.continueWithGoogle',
  'facebook.com': 'auth.continueWithFacebook',
  'github.com': 'auth.continueWithGithub',
} as const satisfies Record<SignInProvider, string>;

/**
 * Continue with Google / Facebook / GitHub, for the sign-in dialog and the login page. The
 * click handler starts the sign-in itself, so the provider's popup opens within the gesture.
 */
export function ProviderButtons({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<SignInProvider | null>(null);
  // The SDK is fetched while the visitor chooses, so the popup opens at once on the click.
  useEffect(preloadFirebase, []);

  const start = async (provider: SignInProvider) => {
    setPending(provider);
    try {
      await signInWith(provider);
    } finally {
      setPending(null);
    }
  };

  return (
    <div className={cn('grid gap-2.5', className)}>
      {SIGN_IN_PROVIDERS.map((provider) => (
        <Button
          key={provider}
          variant="outline"
          size="lg"
          className="w-full justify-start gap-3 text-sm font-semibold [&_svg]:size-5"
          disabled={pending !== null}
          aria-busy={pending === provider || undefined}
          data-provider={provider}
          onClick={() => void start(provider)}
        >
          {pending === provider ? <Spinner /> : <ProviderIcon provider={provider} className={provider === 'github.com' ? 'text-stone-900' : undefined} />}
          <span className="flex-1 text-center">{t(LABEL_KEYS[provider])}</span>
          {/* Balances the icon so the label sits in the middle. */}
          <span aria-hidden="true" className="size-5" />
        </Button>
      ))}
    </div>
  );
}

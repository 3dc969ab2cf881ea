import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';

/** One toast in view at a time, each shown 5000 ms. */
const TOAST_DURATION_MS = 5000;

// Toasts come in at the top, over the header, where nothing waits for the next tap: a toast
// answers an action, and the hand is low (a card's vote button just pressed, a dialog's Send and
// Cancel, the assistant's round button, the phone's tab bar). Below the header they covered a
// dialog's close button and the account menu.
const OFFSET = { top: 8, right: 12, left: 12 };
/** Dismissed by a swipe to the right. */
const SWIPE = ['right'] as const;

// Sonner's rich colours leave the text under 4.5:1 on their pale backgrounds (success 4.25:1,
// error 4.35:1, warning and info worse): the same hues, darker, pass WCAG AA.
const READABLE_RICH_COLORS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(360, 100%, 38%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--info-text': 'hsl(210, 92%, 35%)',
} as CSSProperties;

/** Where sonner draws the toasts; mounted by the Toaster (./toaster.tsx) once the first toast is asked for. */
export function SonnerToaster() {
  const { t } = useTranslation();
  return (
    <Sonner
      position="top-center"
      swipeDirections={[...SWIPE]}
      duration={TOAST_DURATION_MS}
      visibleToasts={1}
      richColors
      style={{ ...READABLE_RICH_COLORS, fontFamily: 'inherit' }}
      closeButton
      offset={OFFSET}
      mobileOffset={OFFSET}
      customAriaLabel={t('toast.region', { hotkey: 'Alt+T' })}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
}

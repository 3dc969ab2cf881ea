import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';
import { WIDE_NAV_BREAKPOINT } from '../../config/breakpoints.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';

/** One toast in view at a time, each shown 5000 ms. */
const TOAST_DURATION_MS = 5000;

// Toasts come in below the header (its account and language buttons stay free), away from
// where the hand works: a card's vote button just pressed, the assistant's round button, the
// phone's tab bar. Across the screen on narrow screens, at the right on wide ones.
const NARROW = { top: 76, right: 12, left: 12 };
const WIDE = { top: 80, right: 16 };
/** Dismissed by a swipe to the right, wherever they sit. */
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
  const wide = useMediaQuery(`(min-width: ${WIDE_NAV_BREAKPOINT}px)`);
  return (
    <Sonner
      position={wide ? 'top-right' : 'top-center'}
      swipeDirections={[...SWIPE]}
      duration={TOAST_DURATION_MS}
      visibleToasts={1}
      richColors
      style={{ ...READABLE_RICH_COLORS, fontFamily: 'inherit' }}
      closeButton
      offset={wide ? WIDE : NARROW}
      mobileOffset={NARROW}
      customAriaLabel={t('toast.region', { hotkey: 'Alt+T' })}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
}

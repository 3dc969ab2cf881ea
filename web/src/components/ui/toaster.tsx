import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';
import { WIDE_NAV_BREAKPOINT } from '../../config/breakpoints.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';

/** One toast in view at a time, each shown 5000 ms. */
const TOAST_DURATION_MS = 5000;

// Below the wide breakpoint the tab bar covers the bottom of the screen: toasts sit above it.
const ABOVE_TAB_BAR = { bottom: 96, right: 16, left: 16 };
const CORNER = { bottom: 16, right: 16 };

/** Where `toast()` from sonner shows up; mount once, inside the i18n provider. */
export function Toaster() {
  const { t } = useTranslation();
  const wide = useMediaQuery(`(min-width: ${WIDE_NAV_BREAKPOINT}px)`);
  return (
    <Sonner
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={1}
      richColors
      closeButton
      offset={wide ? CORNER : ABOVE_TAB_BAR}
      mobileOffset={ABOVE_TAB_BAR}
      customAriaLabel={t('toast.region', { hotkey: 'Alt+T' })}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
}

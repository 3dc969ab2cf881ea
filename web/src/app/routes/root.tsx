import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, isRouteErrorResponse, useNavigation, useRouteError } from 'react-router';
import { Footer } from '../../components/layout/footer.tsx';
import { Header } from '../../components/layout/header.tsx';
import { LogoMark } from '../../components/layout/logo.tsx';
import { OfflineBanner } from '../../components/layout/offline-banner.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { TabBar } from '../../components/layout/tab-bar.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useFocusAfterNavigation } from '../../hooks/use-focus-after-navigation.ts';
import { useOnline } from '../../hooks/use-online.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AccountButton } from '../../features/auth/components/account-button.tsx';
import { useSignedIn } from '../../features/auth/hooks/use-signed-in.ts';
import { useIsEditor } from '../../lib/me/editor.ts';
import { ChatLauncher } from '../../features/chat/components/chat-launcher.tsx';
import { NotFoundRoute } from './not-found.tsx';
import { SCROLL_POSITIONS_KEY, scrollKey } from '../scroll-positions.ts';

const MAIN_CONTENT_ID = 'main-content';

/**
 * The app shell: skip link, header, the offline banner, page, footer, the tab bar below 1300 px,
 * and the travel assistant.
 */
export function AppRoot() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const isEditor = useIsEditor();
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  useFocusAfterNavigation(main);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-lg bg-tea-800 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('a11y.skipToContent')}
      </a>
      {navigation.state === 'loading' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-tea-500" />
      )}
      <Header accountSlot={<AccountButton />} isEditor={isEditor} />
      <OfflineBanner />
      {/* At least a screen tall: the footer starts below the first screen, so a page that grows
          as its data arrives never pushes anything the visitor is looking at (no layout shift). */}
      <main ref={main} id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <TabBar signedIn={signedIn} isEditor={isEditor} />
      {/* The assistant's button; its panel is a chunk of its own, fetched on first open. */}
      <ChatLauncher />
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} getKey={scrollKey} />
    </div>
  );
}

/**
 * Shown while the first screen's module loads: the same as index.html's own loading screen,
 * which it replaces (the logo alone in the centre, the spinner placed under it).
 */
export function AppHydrateFallback() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 flex items-center justify-center" role="status">
      <LogoMark className="size-14" />
      <Spinner className="absolute top-1/2 left-1/2 mt-11 -ml-2.5" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}

function ErrorPanel() {
  const { t } = useTranslation();
  // Offline, the failure is most likely a screen's code that was never fetched; reloading would
  // swap the app for the browser's own offline page. Home (in the offline copy) is the way out,
  // and the reload comes back with the connection.
  const online = useOnline();
  const title = online ? t('errors.title') : t('errors.offlineTitle');
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <p className="mt-3 text-stone-600">{online ? t('errors.message') : t('errors.offlineMessage')}</p>
      {online ? (
        <Button className="mt-8" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      ) : (
        <a href={paths.home} className={buttonVariants({ className: 'mt-8' })}>
          {t('notFound.home')}
        </a>
      )}
    </div>
  );
}

/** Inside the shell: a screen failed (or a 404 thrown by a loader). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorPanel />;
}

/** The shell itself failed: show the panel on its own. */
export function RootErrorBoundary() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="min-h-dvh">
      <ErrorPanel />
    </div>
  );
}

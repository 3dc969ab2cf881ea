import { AlertCircle, Equal, RotateCcw, SkipForward, WifiOff } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ChunkBoundary, useLazyPart } from '../../../components/ui/chunk-boundary.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOnceTrue } from '../../../hooks/use-once-true.ts';
import { cn } from '../../../lib/cn.ts';
import { useVotingSession, type UseVotingSessionOptions } from '../hooks/use-voting-session.ts';
import { MatchupCard, MatchupCardSkeleton } from './matchup-card.tsx';
import { OUT_OF_VOTES_NOTE_ID, VotesRemainingBadge } from './votes-remaining-badge.tsx';

// Neither is part of the screen's first drawing, so neither is fetched with it: the recent results
// come below the pair once it is drawn, and the sign-in dialog (with Radix's dialog code) the
// first time a signed-out visitor votes.
const RecentVotesPanel = lazy(() => import('./recent-votes-panel.tsx').then((m) => ({ default: m.RecentVotesPanel })));
const loadLoginRequiredDialog = () => import('./login-required-dialog.tsx').then((m) => ({ default: m.LoginRequiredDialog }));

/** Describes every voting button while offline. */
const OFFLINE_NOTE_ID = 'voting-offline-note';

/**
 * The Voting screen: matchup, can't decide, skip, votes left, recent results. Offline it says
 * that voting needs a connection: the pair on screen (if any) stays, its buttons disabled.
 */
export function VotingScreen({ onVoted }: UseVotingSessionOptions) {
  const { t } = useTranslation();
  const session = useVotingSession({ onVoted });
  const { matchup } = session;
  const offline = !session.online;
  const offlineNote = offline ? OFFLINE_NOTE_ID : undefined;
  // What keeps a vote (a choice or a draw) from being sent: no connection, or no votes left this
  // week. Its buttons look disabled and are described by the note that says why; a click still
  // says it again (the limit's toast). Skip needs only the connection.
  // (votesRemaining is known only while someone is signed in.)
  const voteBlockedNote = offlineNote ?? (session.votesRemaining === 0 ? OUT_OF_VOTES_NOTE_ID : undefined);
  // The recent votes come below the pair once it has been drawn (or failed): the pair's cards are
  // taller than their skeletons, and would push a panel already on screen down (a layout shift).
  const pairSettled = useOnceTrue(!session.isLoading);
  // Mounted from its first opening on (so it can animate out and hand focus back); after a failed
  // load it is unmounted, and the next vote fetches it again.
  const [loginDialogMounted, setLoginDialogMounted] = useState(session.loginDialogOpen);
  if (session.loginDialogOpen && !loginDialogMounted) setLoginDialogMounted(true);
  const { Part: LoginRequiredDialog, attempt: loginDialogAttempt, failed } = useLazyPart(loadLoginRequiredDialog);
  const loginDialogFailed = () => {
    failed();
    session.setLoginDialogOpen(false);
    setLoginDialogMounted(false);
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 md:px-6 md:py-12">
      <PageTitle title={t('nav.voting')} />
      <header className="flex flex-col items-center gap-4 text-center">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-tea-950 md:text-4xl">{t('voting.title')}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-base text-stone-600 md:text-lg">{t('voting.prompt')}</p>
        </div>
        {session.signedIn && (
          <VotesRemainingBadge votesRemaining={session.votesRemaining} loading={session.votesRemainingLoading} />
        )}
      </header>

      <section aria-label={t('voting.matchupLabel')} aria-busy={session.busy || session.isLoading}>
        {offline && <OfflineNotice />}
        {/* Offline without a pair: the notice alone, not a loading or an error state. */}
        {offline && !matchup ? null : session.isLoading ? (
          <MatchupLayout left={<MatchupCardSkeleton />} right={<MatchupCardSkeleton />} />
        ) : session.isError || !matchup ? (
          <div role="alert" className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center">
            <AlertCircle aria-hidden="true" className="size-10 text-red-600" />
            <h2 className="mt-3 text-lg font-semibold text-red-900">{t('voting.matchupError.title')}</h2>
            <p className="mt-1 text-red-800">{t('voting.matchupError.message')}</p>
            <Button variant="outline" className="mt-5" onClick={session.retry}>
              <RotateCcw aria-hidden="true" />
              {t('voting.matchupError.retry')}
            </Button>
          </div>
        ) : (
          <>
            <MatchupLayout
              left={
                <MatchupCard
                  location={matchup.left}
                  round={session.round}
                  signedIn={session.signedIn}
                  authLoading={session.authStatus === 'loading'}
                  busy={session.busy}
                  choosing={session.pendingChoice === 'left'}
                  disabledReasonId={voteBlockedNote}
                  onChoose={(button) => void session.vote('left', button)}
                  eager
                />
              }
              right={
                <MatchupCard
                  location={matchup.right}
                  round={session.round}
                  signedIn={session.signedIn}
                  authLoading={session.authStatus === 'loading'}
                  busy={session.busy}
                  choosing={session.pendingChoice === 'right'}
                  disabledReasonId={voteBlockedNote}
                  onChoose={(button) => void session.vote('right', button)}
                  eager
                />
              }
            />
            <div className="mt-6 flex flex-col items-center gap-2">
              {/* Stacked at one width on phones, side by side from sm up. */}
              <div className="flex w-full max-w-xs flex-col gap-3 sm:w-auto sm:max-w-none sm:flex-row sm:justify-center">
                <Button
                  variant="outline"
                  size="lg"
                  onClick={(event) => void session.cantDecide(event.currentTarget)}
                  aria-disabled={session.busy || session.authStatus === 'loading' || voteBlockedNote !== undefined}
                  aria-describedby={voteBlockedNote ? `cant-decide-hint ${voteBlockedNote}` : 'cant-decide-hint'}
                  className={cn('min-w-40 aria-disabled:cursor-not-allowed', voteBlockedNote && 'opacity-55')}
                >
                  {session.pendingChoice === 'draw' ? <Spinner className="size-4 text-current" /> : <Equal aria-hidden="true" />}
                  {t('voting.cantDecide')}
                </Button>
                <Button
                  variant="outline"
                  size="lg"
                  onClick={session.skip}
                  aria-disabled={session.busy || offline}
                  aria-describedby={offlineNote}
                  className={cn('min-w-40 aria-disabled:cursor-not-allowed', offline && 'opacity-55')}
                >
                  <SkipForward aria-hidden="true" />
                  {t('voting.skip')}
                </Button>
              </div>
              <p id="cant-decide-hint" className="max-w-md text-center text-xs text-stone-500">
                {t('voting.cantDecideHint')}
              </p>
            </div>
          </>
        )}
      </section>

      {pairSettled && (
        <Suspense fallback={null}>
          <RecentVotesPanel />
        </Suspense>
      )}

      {loginDialogMounted && (
        <ChunkBoundary key={loginDialogAttempt} fallback={null} onError={loginDialogFailed}>
          <Suspense fallback={null}>
            <LoginRequiredDialog
              open={session.loginDialogOpen}
              onOpenChange={session.setLoginDialogOpen}
              onSignIn={session.signInFromDialog}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </div>
  );
}

/** Voting needs the server: said once above the pair, and describing each of its buttons. */
function OfflineNotice() {
  const { t } = useTranslation();
  return (
    <div className="mb-6 flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4 text-amber-950">
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <h2 className="font-semibold">{t('voting.offline.title')}</h2>
        <p id={OFFLINE_NOTE_ID} className="mt-1 text-sm">
          {t('voting.offline.message')}
        </p>
      </div>
    </div>
  );
}

function MatchupLayout({ left, right }: { left: ReactNode; right: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 items-stretch gap-4 md:grid-cols-[1fr_auto_1fr] md:gap-6">
      {left}
      <div className="flex items-center justify-center" aria-hidden="true">
        <span className="flex size-12 items-center justify-center rounded-full bg-tea-800 text-sm font-extrabold tracking-wider text-white shadow-lg ring-4 ring-white md:size-14 md:text-base">
          {t('voting.vs')}
        </span>
      </div>
      {right}
    </div>
  );
}

import { CalendarClock, Vote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The note at zero votes; the voting buttons, dimmed then, are described by it. */
export const OUT_OF_VOTES_NOTE_ID = 'voting-out-of-votes-note';

/** Green with the count while votes are left; red with the Monday reset note at zero. */
export function VotesRemainingBadge({ votesRemaining, loading }: { votesRemaining: number | undefined; loading: boolean }) {
  const { t } = useTranslation();
  if (loading) return <Skeleton className="h-9 w-56 rounded-full" />;
  if (votesRemaining === undefined) return null;

  if (votesRemaining > 0) {
    return (
      <p
        role="status"
        data-testid="votes-remaining"
        data-count={votesRemaining}
        className="inline-flex items-center gap-2 rounded-full bg-tea-50 px-4 py-2 text-sm font-medium text-tea-800 ring-1 ring-tea-300"
      >
        <Vote aria-hidden="true" className="size-4" />
        {t('voting.votesRemaining', { count: votesRemaining })}
      </p>
    );
  }
  return (
    <div
      id={OUT_OF_VOTES_NOTE_ID}
      role="status"
      data-testid="votes-remaining"
      data-count={0}
      className="inline-flex flex-col items-center gap-0.5 rounded-2xl bg-red-50 px-4 py-2 text-center ring-1 ring-red-300 sm:flex-row sm:gap-2 sm:rounded-full"
    >
      <span className="inline-flex items-center gap-2 text-sm font-semibold text-red-800">
        <Vote aria-hidden="true" className="size-4" />
        {t('voting.noVotesRemaining')}
      </span>
      <span className="inline-flex items-center gap-1.5 text-xs text-red-700 sm:text-sm">
        <CalendarClock aria-hidden="true" className="size-3.5 sm:size-4" />
        {t('voting.resetOnMonday')}
      </span>
    </div>
  );
}

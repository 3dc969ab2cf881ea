import type { RecentVote } from '@tn/contracts/votes';
import { Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { paths } from '../../../../config/paths.ts';
import { useLanguage } from '../../../../hooks/use-language.ts';
import { useNow } from '../../../../hooks/use-now.ts';
import { cn } from '../../../../lib/cn.ts';
import { formatDateTime, formatRelativeTime } from '../../../../lib/date-format.ts';
import { localized } from '../../../../lib/localized.ts';
import { useLocationVotes } from '../../api/get-location-votes.ts';

// Relative times ("2 minutes ago") move on while the page stays open.
const NOW_REFRESH_MS = 15_000;

/** This place's latest head-to-head results (won, lost or a draw), each naming and linking the opponent. */
export function RecentMatchups({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const votes = useLocationVotes(locationId);
  const now = useNow(NOW_REFRESH_MS);

  return (
    <section aria-labelledby="recent-matchups-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="recent-matchups-heading" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Swords aria-hidden="true" className="size-5 text-tea-700" />
        {t('location.matchups.title')}
      </h2>
      {votes.isPending ? (
        <ul className="mt-4 grid gap-3" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="h-10 w-full" />
            </li>
          ))}
        </ul>
      ) : votes.isError ? (
        <p className="mt-3 text-sm text-stone-600">{t('location.matchups.error')}</p>
      ) : votes.data.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t('location.matchups.empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-2">
          {votes.data.map((vote) => (
            <MatchupRow key={vote.id} vote={vote} locationId={locationId} now={now} />
          ))}
        </ul>
      )}
      {/* With the results, not under their skeleton: it would move when they arrive. */}
      {!votes.isPending && (
        <Link to={paths.voting} className="mt-4 inline-block text-sm font-semibold text-tea-800 hover:underline">
          {t('location.matchups.voteLink')}
        </Link>
      )}
    </section>
  );
}

function MatchupRow({ vote, locationId, now }: { vote: RecentVote; locationId: number; now: Date }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const draw = vote.outcome === 'draw';
  const won = !draw && vote.winningLocation.id === locationId;
  const opponent = vote.winningLocation.id === locationId ? vote.losingLocation : vote.winningLocation;
  return (
    <li data-outcome={draw ? 'draw' : won ? 'win' : 'loss'} className="flex items-center gap-3 rounded-xl bg-stone-50 px-3 py-2 text-sm">
      <span
        className={cn(
          'inline-flex h-6 min-w-12 items-center justify-center rounded-full px-2 text-xs font-bold',
          draw ? 'bg-sky-100 text-sky-900' : won ? 'bg-tea-100 text-tea-900' : 'bg-red-100 text-red-900',
        )}
      >
        {draw ? t('voting.outcome.draw') : won ? t('location.matchups.won') : t('location.matchups.lost')}
      </span>
      <span className="min-w-0 flex-1">
        {draw ? t('voting.outcome.drawWith') : won ? t('location.matchups.against') : t('location.matchups.to')}{' '}
        <Link to={paths.location(opponent.slug)} className="font-medium text-tea-800 hover:underline">
          {localized(opponent, 'name', language)}
        </Link>
      </span>
      <time dateTime={vote.votedAt} title={formatDateTime(vote.votedAt, language)} className="shrink-0 text-xs text-stone-600">
        {formatRelativeTime(vote.votedAt, language, now)}
      </time>
    </li>
  );
}

import type { LocationRef, RecentVote } from '@tn/contracts/votes';
import { ArrowRight, History, Trophy } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { formatDateTime, formatRelativeTime } from '../../../lib/date-format.ts';
import type { Language } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { useRecentVotes } from '../api/get-recent-votes.ts';

const NOW_REFRESH_MS = 15_000;
// Stand-ins for the two names while the sentence is translated; the names then become links.
// Control characters cannot occur in a translation, so splitting on them is unambiguous.
const WINNER = '\u0001';
const LOSER = '\u0002';

/** The latest votes, "winner won against loser", each name a link. */
export function RecentVotesPanel() {
  const { t } = useTranslation();
  const recent = useRecentVotes();

  return (
    <section aria-labelledby="recent-votes-title" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recent-votes-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <History aria-hidden="true" className="size-5 text-tea-700" />
          {t('voting.recent.title')}
        </h2>
        <Link
          to={paths.rankings}
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-tea-700 hover:text-tea-900 hover:underline"
        >
          {t('voting.recent.viewAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>

      <div className="mt-4">
        {recent.isPending ? (
          <ul aria-hidden="true" className="flex flex-col gap-3">
            {[0, 1, 2].map((i) => (
              <li key={i} data-testid="recent-vote-skeleton" className="flex items-center gap-3">
                <Skeleton className="size-8 rounded-full" />
                <div className="flex flex-1 flex-col gap-1.5">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-24" />
                </div>
              </li>
            ))}
          </ul>
        ) : recent.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('voting.recent.error')}
          </p>
        ) : recent.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
            {t('voting.recent.empty')}
          </p>
        ) : (
          <RecentVotesList votes={recent.data} />
        )}
      </div>
    </section>
  );
}

function RecentVotesList({ votes }: { votes: RecentVote[] }) {
  const language = useLanguage();
  const now = useNow(NOW_REFRESH_MS);
  return (
    <ul data-testid="recent-votes" className="flex flex-col divide-y divide-stone-100">
      {votes.map((vote) => (
        <li key={vote.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
          <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-600 ring-1 ring-amber-200">
            <Trophy aria-hidden="true" className="size-4" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm text-stone-800">
              <VoteSentence vote={vote} language={language} />
            </p>
            <time
              dateTime={vote.votedAt}
              title={formatDateTime(vote.votedAt, language)}
              className="text-xs text-stone-500"
            >
              {formatRelativeTime(vote.votedAt, language, now)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}

function PlaceLink({ place, language, winner }: { place: LocationRef; language: Language; winner: boolean }) {
  return (
    <Link
      to={paths.location(place.slug)}
      className={winner ? 'rounded font-semibold text-tea-800 hover:underline' : 'rounded font-medium text-stone-700 hover:underline'}
    >
      {localized(place, 'name', language)}
    </Link>
  );
}

function VoteSentence({ vote, language }: { vote: RecentVote; language: Language }) {
  const { t } = useTranslation();
  const sentence = t('voting.recent.wonAgainst', { winner: WINNER, loser: LOSER });
  const parts: ReactNode[] = sentence.split(new RegExp(`(${WINNER}|${LOSER})`)).map((part, i) => {
    if (part === WINNER) return <PlaceLink key={i} place={vote.winningLocation} language={language} winner />;
    if (part === LOSER) return <PlaceLink key={i} place={vote.losingLocation} language={language} winner={false} />;
    return <Fragment key={i}>{part}</Fragment>;
  });
  return <>{parts}</>;
}

import { ArrowRight, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VoteResultList } from '../../../components/votes/vote-result-list.tsx';
import { paths } from '../../../config/paths.ts';
import { useRecentVotes } from '../api/get-recent-votes.ts';

/** The latest votes, "winner won against loser" (or a draw), each name a link. */
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
          <VoteResultList votes={recent.data} winKey="voting.recent.wonAgainst" testId="recent-votes" />
        )}
      </div>
    </section>
  );
}

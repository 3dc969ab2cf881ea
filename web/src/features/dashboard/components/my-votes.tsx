import type { RecentVote } from '@tn/contracts/votes';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { formatDateTime, formatRelativeTime } from '../../../lib/date-format.ts';
import { localized } from '../../../lib/localized.ts';
import { useMyVotes } from '../api/get-my-votes.ts';

const NOW_REFRESH_MS = 15_000;

/** The signed-in user's own latest votes: "{winner} over {loser}", both names links, and how long ago. */
export function MyVotes() {
  const { t } = useTranslation();
  const query = useMyVotes();

  let body;
  if (query.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner className="size-4" />
        {t('dashboard.myVotes.loading')}
      </p>
    );
  } else if (query.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-sm text-stone-700">
          {t('dashboard.myVotes.loadError')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('errors.retry')}
        </Button>
      </div>
    );
  } else if (query.data.length === 0) {
    body = (
      <p className="text-sm text-stone-600">
        {t('dashboard.myVotes.empty')}{' '}
        <Link to={paths.voting} className="font-medium text-tea-700 hover:text-tea-900 hover:underline">
          {t('dashboard.myVotes.goVote')}
        </Link>
      </p>
    );
  } else {
    body = <MyVotesList votes={query.data} />;
  }

  return (
    <section aria-labelledby="my-votes-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="my-votes-heading" className="mb-4 text-lg font-semibold text-stone-900">
        {t('dashboard.myVotes.title')}
      </h2>
      {body}
    </section>
  );
}

function MyVotesList({ votes }: { votes: RecentVote[] }) {
  const language = useLanguage();
  const now = useNow(NOW_REFRESH_MS);
  return (
    <ul data-testid="my-votes" className="flex flex-col divide-y divide-stone-100">
      {votes.map((vote) => (
        <li key={vote.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2 first:pt-0 last:pb-0">
          <p className="text-sm text-stone-800">
            <Trans
              i18nKey="dashboard.myVotes.vote"
              values={{
                winner: localized(vote.winningLocation, 'name', language),
                loser: localized(vote.losingLocation, 'name', language),
              }}
              components={{
                winner: (
                  <Link
                    to={paths.location(vote.winningLocation.slug)}
                    className="rounded font-semibold text-tea-800 hover:underline"
                  />
                ),
                loser: (
                  <Link
                    to={paths.location(vote.losingLocation.slug)}
                    className="rounded font-medium text-stone-700 hover:underline"
                  />
                ),
              }}
            />
          </p>
          <time dateTime={vote.votedAt} title={formatDateTime(vote.votedAt, language)} className="text-xs text-stone-500">
            {formatRelativeTime(vote.votedAt, language, now)}
          </time>
        </li>
      ))}
    </ul>
  );
}

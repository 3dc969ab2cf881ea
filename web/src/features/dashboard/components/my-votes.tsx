import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { VoteResultList } from '../../../components/votes/vote-result-list.tsx';
import { paths } from '../../../config/paths.ts';
import { useMyVotes } from '../api/get-my-votes.ts';

/** The signed-in user's own latest votes: "{winner} over {loser}" (or a draw), both names links, and how long ago. */
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
    body = <VoteResultList votes={query.data} winKey="dashboard.myVotes.vote" testId="my-votes" />;
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

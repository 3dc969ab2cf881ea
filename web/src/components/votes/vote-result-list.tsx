import type { LocationRef, RecentVote } from '@tn/contracts/votes';
import { Equal, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import { useNow } from '../../hooks/use-now.ts';
import { cn } from '../../lib/cn.ts';
import { formatDateTime, formatRelativeTime } from '../../lib/date-format.ts';
import type { Language } from '../../lib/i18n.ts';
import { localized } from '../../lib/localized.ts';

// Relative times ("2 minutes ago") move on while the page stays open.
const NOW_REFRESH_MS = 15_000;

/** The sentence of a won vote: each list keeps its own wording ("won against", "over"). */
export type WinSentenceKey = 'voting.recent.wonAgainst' | 'dashboard.myVotes.vote';

export interface VoteResultListProps {
  votes: RecentVote[];
  winKey: WinSentenceKey;
  /** The list's data-testid (tests and the browser tests find each list by it). */
  testId: string;
}

/**
 * Votes as sentences with both places linked and how long ago: "{winner} won against {loser}",
 * or for a "can't decide" vote "{first} tied with {second}" with an equals sign instead of the
 * trophy. The recent results of the voting page and the dashboard's own votes share it.
 */
export function VoteResultList({ votes, winKey, testId }: VoteResultListProps) {
  const language = useLanguage();
  const now = useNow(NOW_REFRESH_MS);
  return (
    <ul data-testid={testId} className="flex flex-col divide-y divide-stone-100">
      {votes.map((vote) => {
        const draw = vote.outcome === 'draw';
        const Icon = draw ? Equal : Trophy;
        return (
          <li key={vote.id} data-outcome={vote.outcome} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ring-1',
                draw ? 'bg-sky-50 text-sky-700 ring-sky-200' : 'bg-amber-50 text-amber-600 ring-amber-200',
              )}
            >
              <Icon className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm text-stone-800">
                <VoteSentence vote={vote} winKey={winKey} language={language} />
              </p>
              <time dateTime={vote.votedAt} title={formatDateTime(vote.votedAt, language)} className="text-xs text-stone-500">
                {formatRelativeTime(vote.votedAt, language, now)}
              </time>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function VoteSentence({ vote, winKey, language }: { vote: RecentVote; winKey: WinSentenceKey; language: Language }) {
  const name = (place: LocationRef) => localized(place, 'name', language);
  if (vote.outcome === 'draw') {
    // Neither side won: both names look alike.
    return (
      <Trans
        i18nKey="voting.recent.draw"
        values={{ first: name(vote.winningLocation), second: name(vote.losingLocation) }}
        components={{ first: <PlaceLink place={vote.winningLocation} />, second: <PlaceLink place={vote.losingLocation} /> }}
      />
    );
  }
  return (
    <Trans
      i18nKey={winKey}
      values={{ winner: name(vote.winningLocation), loser: name(vote.losingLocation) }}
      components={{ winner: <PlaceLink place={vote.winningLocation} winner />, loser: <PlaceLink place={vote.losingLocation} /> }}
    />
  );
}

/** Trans hands the localized name in as the children. */
function PlaceLink({ place, winner = false, children }: { place: LocationRef; winner?: boolean; children?: ReactNode }) {
  return (
    <Link
      to={paths.location(place.slug)}
      // Underlined always: in a sentence, weight and colour alone did not say "link" (WCAG 1.4.1).
      className={cn(
        'rounded underline decoration-1 underline-offset-2 hover:decoration-2',
        winner ? 'font-semibold text-tea-800 decoration-tea-800/40' : 'font-medium text-stone-700 decoration-stone-400',
      )}
    >
      {children}
    </Link>
  );
}

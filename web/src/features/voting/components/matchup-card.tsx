import type { MatchupLocation } from '@tn/contracts/votes';
import { Check, LogIn } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocationImage } from '../../../components/media/location-image.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RankValue } from '../../../components/ui/rank-value.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { cn } from '../../../lib/cn.ts';
import { categoryLabel } from '../../../lib/location-category.ts';
import { localized } from '../../../lib/localized.ts';
import { toPlainText, truncate } from '../utils/truncate.ts';
import { formatNumber } from '../../../lib/number-format.ts';

/** Card descriptions are cut to this many plain-text characters. */
const DESCRIPTION_LIMIT = 50;

export interface MatchupCardProps {
  location: MatchupLocation;
  /** Signed in: Choose; signed out: Login to vote. */
  signedIn: boolean;
  /** Auth still restoring: the button waits. */
  authLoading: boolean;
  busy: boolean;
  /** This card's vote is in flight. */
  choosing: boolean;
  /** Set while no vote can be sent (offline, or no votes left this week): the button is disabled and described by this element. */
  disabledReasonId?: string;
  /** Gets the button, where focus returns if a login-required dialog opens and closes. */
  onChoose: (button: HTMLElement) => void;
  /** The matchup round: a new matchup starts with the description collapsed. */
  round: number;
  eager?: boolean;
}

export function MatchupCard({ location, signedIn, authLoading, busy, choosing, disabledReasonId, onChoose, round, eager }: MatchupCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localized(location, 'name', language);
  const headingId = `matchup-card-${location.id}`;

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy}
      data-testid="matchup-card"
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-opacity duration-200',
        busy && 'opacity-60',
        choosing && 'ring-2 ring-tea-500',
      )}
    >
      <LocationImage
        photo={location.photo}
        name={name}
        category={location.category}
        loading={eager ? 'eager' : 'lazy'}
        // Across the page (at most 64rem, margins of 1rem, 1.5rem from md) on phones; from md, one
        // of two columns beside the "or" between them.
        sizes="(min-width: 1024px) 29rem, (min-width: 768px) calc(50vw - 3rem), calc(100vw - 2rem)"
        // Short on phones, where the two cards are stacked and both should fit a few swipes.
        className="h-36 w-full sm:h-48 md:aspect-[16/9] md:h-auto"
      />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <span className="self-start rounded-full bg-tea-50 px-2.5 py-0.5 text-xs font-medium text-tea-800 ring-1 ring-tea-200">
          {categoryLabel(location.category, t)}
        </span>
        <h2 id={headingId} className="text-lg font-semibold text-stone-900 sm:text-xl">
          <Link to={paths.location(location.slug)} className="rounded hover:text-tea-800 hover:underline">
            {name}
          </Link>
        </h2>
        <CardDescription key={`${round}-${location.id}`} text={localized(location, 'description', language)} />

        <dl className="mt-auto grid grid-cols-3 gap-2 rounded-xl bg-stone-50 p-3 text-center">
          <Stat label={t('voting.rank')} value={<RankValue rank={location.rank} />} />
          <Stat label={t('voting.score')} value={formatNumber(location.eloScore, language)} />
          <Stat label={t('voting.matches')} value={formatNumber(location.matches, language)} />
        </dl>

        <Button
          size="lg"
          variant={signedIn ? 'primary' : 'outline'}
          className={cn('w-full aria-disabled:cursor-not-allowed', disabledReasonId !== undefined && 'opacity-55')}
          onClick={(event) => onChoose(event.currentTarget)}
          // aria-disabled, not disabled: the focused button keeps focus through the vote.
          aria-disabled={busy || authLoading || disabledReasonId !== undefined}
          aria-describedby={disabledReasonId}
          aria-label={signedIn ? t('voting.chooseLabel', { name }) : undefined}
        >
          {choosing ? (
            <Spinner className="size-4 text-current" />
          ) : signedIn ? (
            <Check aria-hidden="true" />
          ) : (
            <LogIn aria-hidden="true" />
          )}
          {signedIn || authLoading ? t('voting.choose') : t('voting.loginToVote')}
        </Button>
      </div>
    </article>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="text-base font-semibold text-stone-900 tabular-nums">{value}</dd>
    </div>
  );
}

function CardDescription({ text }: { text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const plain = toPlainText(text);
  const short = truncate(plain, DESCRIPTION_LIMIT);
  const cut = short !== plain;

  return (
    <p className="text-sm leading-relaxed text-stone-600">
      {expanded ? plain : short}
      {cut && (
        <>
          {' '}
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded((value) => !value)}
            className="rounded font-medium text-tea-700 hover:text-tea-900 hover:underline"
          >
            {expanded ? t('voting.viewLess') : t('voting.viewMore')}
          </button>
        </>
      )}
    </p>
  );
}

export function MatchupCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <Skeleton className="h-36 w-full rounded-none sm:h-48 md:aspect-[16/9] md:h-auto" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-16 w-full rounded-xl" />
        <Skeleton className="h-12 w-full rounded-lg" />
      </div>
    </div>
  );
}

import { AlertCircle, CalendarDays, Info, Vote } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useIsMobile } from '../../../hooks/use-media-query.ts';
import { cn } from '../../../lib/cn.ts';
import { useRankings } from '../api/get-rankings.ts';
import { useRankingsParams } from '../hooks/use-rankings-params.ts';
import { formatSeason } from '../utils/months.ts';
import { rankingsPage, SORT_KEYS, type SortKey } from '../utils/rankings-table.ts';
import { RankingsPagination } from './rankings-pagination.tsx';
import { RankingsList, RankingsSkeleton, RankingsTable } from './rankings-results.tsx';

const SORT_LABELS = {
  rank: 'rankings.sort.rank',
  matches: 'rankings.sort.matches',
  winRate: 'rankings.sort.winRate',
  name: 'rankings.sort.name',
} as const satisfies Record<SortKey, string>;

/** The Rankings screen: a month's standings with search, sort and pages of 10. */
export function RankingsScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const isMobile = useIsMobile();
  const params = useRankingsParams();
  const rankings = useRankings(params.month);
  const search = params.query;

  const view = useMemo(
    () =>
      rankings.data
        ? rankingsPage(rankings.data, { query: search, sort: params.sort, page: params.page, language })
        : undefined,
    [rankings.data, search, params.sort, params.page, language],
  );

  // A page past the last one (?page=99) shows the last page, and the URL says so. Not while the
  // previous month's table stands in for the one loading: its page count is not this month's.
  const { page: requestedPage, setPage } = params;
  // The pager is below the list: another page starts at its top, not where the pager was.
  const results = useRef<HTMLElement>(null);
  const showPage = (page: number) => {
    params.turnPage(page);
    const top = results.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) results.current?.scrollIntoView({ block: 'start' });
  };
  const shownPage = rankings.isPlaceholderData ? undefined : view?.page;
  useEffect(() => {
    if (shownPage !== undefined && shownPage !== requestedPage) setPage(shownPage);
  }, [shownPage, requestedPage, setPage]);

  // Only ever inside a sentence (the picker's options name their months themselves).
  const monthLabel = formatSeason(params.month, language, { inSentence: true });
  const isCurrent = params.month === params.currentMonth;
  // A month without a single match (the current one before its first vote, or one typed into
  // the URL) has nothing to rank: it says so instead of listing every place at 1000.
  const noVotes = rankings.data !== undefined && !rankings.isPlaceholderData && rankings.data.every((l) => l.matches === 0);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">
      <PageTitle title={t('nav.rankings')} />
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-tea-950 md:text-4xl">{t('rankings.title')}</h1>
        <p className="mt-3 text-base text-stone-600 md:text-lg">{t('rankings.subtitle')}</p>
        <p className="mt-4 inline-flex items-start gap-2 rounded-xl bg-tea-50 px-4 py-2 text-left text-sm text-tea-900 ring-1 ring-tea-200">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('rankings.resetNote')}
        </p>
      </header>

      <div className="mt-8 flex flex-col gap-3 md:flex-row md:items-end">
        <SearchBox value={search} onChange={params.setQuery} />
        <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:flex md:w-auto">
          <SelectField
            className="md:w-68"
            label={t('rankings.month')}
            icon={<CalendarDays aria-hidden="true" className="size-4" />}
            value={params.month}
            onChange={(value) => params.setMonth(value as typeof params.month)}
            options={params.months.map((month) => ({
              value: month,
              label:
                month === params.currentMonth
                  ? t('rankings.currentMonth', { month: formatSeason(month, language) })
                  : formatSeason(month, language),
            }))}
          />
          <SelectField
            className="md:w-52"
            label={t('rankings.sortLabel')}
            value={params.sort}
            onChange={(value) => params.setSort(value as SortKey)}
            options={SORT_KEYS.map((key) => ({ value: key, label: t(SORT_LABELS[key]) }))}
          />
        </div>
      </div>

      {!isCurrent && !noVotes && (
        <p className="mt-4 text-sm text-stone-600" role="status">
          {t('rankings.pastMonthNote', { month: monthLabel })}
        </p>
      )}

      <section
        ref={results}
        aria-labelledby="rankings-results"
        aria-busy={rankings.isFetching}
        className="mt-6 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
      >
        <h2 id="rankings-results" className="sr-only">
          {t('rankings.tableCaption', { month: monthLabel })}
        </h2>
        {rankings.isPending ? (
          <RankingsSkeleton />
        ) : rankings.isError && !rankings.data ? (
          <div role="alert" className="flex flex-col items-center px-6 py-12 text-center">
            <AlertCircle aria-hidden="true" className="size-8 text-red-600" />
            <p className="mt-3 font-medium text-red-800">{t('rankings.loadError')}</p>
            <Button variant="outline" className="mt-4" onClick={() => void rankings.refetch()}>
              {t('errors.retry')}
            </Button>
          </div>
        ) : noVotes ? (
          <div className="flex flex-col items-center px-6 py-12 text-center" data-testid="rankings-no-votes">
            <p className="font-medium text-stone-800">
              {isCurrent ? t('rankings.noVotes') : t('rankings.noVotesPast', { month: monthLabel })}
            </p>
            {isCurrent && (
              <>
                <p className="mt-2 text-sm text-stone-600">{t('rankings.noVotesHint')}</p>
                <Link to={paths.voting} className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
                  <Vote aria-hidden="true" />
                  {t('rankings.voteNow')}
                </Link>
              </>
            )}
          </div>
        ) : !view || view.total === 0 ? (
          <p className="px-6 py-12 text-center wrap-anywhere text-stone-600">
            {search.trim() ? t('rankings.emptySearch', { query: search.trim() }) : t('rankings.empty')}
          </p>
        ) : (
          <div className={cn('transition-opacity', rankings.isPlaceholderData && 'opacity-60')}>
            {isMobile ? (
              <RankingsList rows={view.rows} caption={t('rankings.tableCaption', { month: monthLabel })} />
            ) : (
              <RankingsTable rows={view.rows} caption={t('rankings.tableCaption', { month: monthLabel })} />
            )}
          </div>
        )}
      </section>

      {view && view.totalPages > 1 && !noVotes && (
        <div className="mt-4 flex flex-col items-center gap-3 md:flex-row md:justify-between">
          <p className="text-sm text-stone-600" data-testid="rankings-showing">
            {t('rankings.showing', { from: view.from, to: view.to, total: view.total })}
          </p>
          <RankingsPagination page={view.page} totalPages={view.totalPages} onPage={showPage} />
        </div>
      )}
    </div>
  );
}

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <SearchInput
      value={value}
      onChange={onChange}
      label={t('rankings.searchLabel')}
      placeholder={t('rankings.searchPlaceholder')}
      clearLabel={t('rankings.clearSearch')}
      className="relative w-full md:max-w-sm md:flex-1"
      labelClassName="mb-1 block text-xs font-medium text-stone-600"
    />
  );
}

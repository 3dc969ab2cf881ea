import type { ScoreHistory as ScoreHistoryData } from '@tn/contracts/votes';
import { LineChart } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useLanguage } from '../../../../hooks/use-language.ts';
import { formatDateTime } from '../../../../lib/date-format.ts';
import { formatNumber } from '../../../../lib/number-format.ts';
import { useScoreHistory } from '../../api/get-score-history.ts';
import { summarizeScoreHistory } from '../../utils/score-history.ts';

// The charting library comes with the chart: only a place page with points loads it.
const ScoreHistoryChart = lazy(() => import('./score-history-chart.tsx').then((m) => ({ default: m.ScoreHistoryChart })));

const OUTCOME_KEYS = {
  win: 'rankings.history.outcome.win',
  loss: 'rankings.history.outcome.loss',
  draw: 'rankings.history.outcome.draw',
} as const;

/**
 * Where the place stood this month: its Elo score after each match as a small chart, with the
 * same facts in words (a summary) and, for screen readers, a table of every match.
 */
export function ScoreHistory({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const history = useScoreHistory(locationId);

  let body;
  if (history.isPending) {
    body = (
      <div role="status" className="mt-4">
        <span className="sr-only">{t('rankings.history.loading')}</span>
        <Skeleton aria-hidden="true" className="h-56 w-full rounded-xl" />
      </div>
    );
  } else if (history.isError) {
    body = (
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p role="alert" className="text-sm text-stone-700">
          {t('rankings.history.error')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
          {t('errors.retry')}
        </Button>
      </div>
    );
  } else if (history.data.points.length === 0) {
    body = <p className="mt-3 text-sm text-stone-600">{t('rankings.history.empty')}</p>;
  } else {
    body = <ScoreHistoryFigure history={history.data} />;
  }

  return (
    <section aria-labelledby="score-history-heading" data-testid="score-history" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="score-history-heading" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <LineChart aria-hidden="true" className="size-5 text-tea-700" />
        {t('rankings.history.title')}
      </h2>
      {body}
    </section>
  );
}

function ScoreHistoryFigure({ history }: { history: ScoreHistoryData }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const summary = summarizeScoreHistory(history);

  return (
    <figure className="mt-4">
      {/* The fallback has the chart's boxes (its readout line, h-5, then the plot, h-56), so
          nothing moves when the chart's code arrives. The readout's room is padding, not a
          margin: a first child's top margin would merge with the figure's own and move the
          figure's edge instead (4 px up, and the key 16 px down, once the chart replaced it). */}
      <Suspense
        fallback={
          <div aria-hidden="true" className="pt-5">
            <Skeleton className="h-56 w-full rounded-xl" />
          </div>
        }
      >
        <ScoreHistoryChart history={history} />
      </Suspense>
      {/* The chart's key; the summary below says the same to everyone. */}
      <div aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0.5 w-5 bg-tea-700" />
          {t('rankings.history.axisScore')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="w-5 border-t border-dashed border-stone-400" />
          {t('rankings.history.startLine')} ({formatNumber(history.start, language)})
        </span>
      </div>
      <figcaption data-testid="score-history-summary" className="mt-3 text-sm text-stone-700">
        {t('rankings.history.summary', {
          count: summary.matches,
          start: formatNumber(summary.start, language),
          now: formatNumber(summary.now, language),
          highest: formatNumber(summary.highest, language),
          lowest: formatNumber(summary.lowest, language),
        })}
      </figcaption>
      {/* Hidden by a wrapper: a table will not shrink to sr-only's 1 px, and stretched a 320 px
          page to 370 px, pushing the tab bar off the screen. */}
      <div className="sr-only">
        <table>
          <caption>{t('rankings.history.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rankings.history.columns.match')}</th>
              <th scope="col">{t('rankings.history.columns.time')}</th>
              <th scope="col">{t('rankings.history.columns.result')}</th>
              <th scope="col">{t('rankings.history.columns.score')}</th>
            </tr>
          </thead>
          <tbody>
            {history.points.map((point, i) => (
              <tr key={`${point.votedAt}-${i}`}>
                <th scope="row">{formatNumber(i + 1, language)}</th>
                <td>{formatDateTime(point.votedAt, language)}</td>
                <td>{t(OUTCOME_KEYS[point.outcome])}</td>
                <td>{formatNumber(point.eloScore, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

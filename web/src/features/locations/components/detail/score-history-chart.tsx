import type { ScoreHistory } from '@tn/contracts/votes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useLanguage } from '../../../../hooks/use-language.ts';
import { formatNumber } from '../../../../lib/number-format.ts';
import { scoreSeries } from '../../utils/score-history.ts';

const HEIGHT = 224;
// The theme's tea-700 and stone-400 (the key under the chart uses the same): a canvas takes
// colours, not class names.
const LINE_COLOUR = '#335c27';
const FILL_COLOUR = 'rgba(84, 144, 62, 0.12)';
const START_COLOUR = '#a8a29e';

/**
 * Some browsers refuse a 2D canvas (privacy modes, and jsdom): the chart then stays empty, and
 * the summary and table beside it say everything it would have shown.
 */
function canDrawOnCanvas(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/**
 * The place's Elo score after each match this month, from the start (match 0), with the starting
 * score as a dashed line. uPlot (about 50 kB, no dependencies) draws it on a canvas; this module
 * is loaded only when a place page has points to show, so no other page pays for it. Hidden from
 * screen readers: its text alternative is the summary and table of the section around it.
 */
export function ScoreHistoryChart({ history }: { history: Pick<ScoreHistory, 'start' | 'points'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  // The point under the pointer (0: the start of the month), read out above the chart.
  const [hovered, setHovered] = useState<number | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || !canDrawOnCanvas()) return;
    const [matches, scores] = scoreSeries(history);
    const options: uPlot.Options = {
      width: element.clientWidth,
      height: HEIGHT,
      scales: { x: { time: false } },
      // The key and the figures are in the page around the chart, in both languages.
      legend: { show: false },
      cursor: { y: false, drag: { x: false, y: false } },
      hooks: { setCursor: [(u) => setHovered(u.cursor.idx ?? null)] },
      series: [
        { label: t('rankings.history.axisMatch'), value: (_, v) => (v == null ? '' : formatNumber(v, language)) },
        {
          label: t('rankings.history.axisScore'),
          stroke: LINE_COLOUR,
          width: 2,
          fill: FILL_COLOUR,
          points: { show: true, size: 6, fill: LINE_COLOUR },
          value: (_, v) => (v == null ? '' : formatNumber(v, language)),
        },
        {
          label: t('rankings.history.startLine'),
          stroke: START_COLOUR,
          width: 1,
          dash: [4, 4],
          points: { show: false },
          value: (_, v) => (v == null ? '' : formatNumber(v, language)),
        },
      ],
      axes: [
        // Whole matches only: no tick at match 1.5.
        {
          label: t('rankings.history.axisMatch'),
          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500],
          values: (_, ticks) => ticks.map((v) => formatNumber(v, language)),
        },
        // A narrow range of scores can have ticks between whole scores (1.000,5).
        { size: 56, values: (_, ticks) => ticks.map((v) => formatNumber(v, language, { max: 3 })) },
      ],
    };
    const plot = new uPlot(options, [matches, scores, scores.map(() => history.start)], element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [history, language, t]);

  const point = hovered === null || hovered === 0 ? null : history.points[hovered - 1];
  let readout = '';
  if (hovered === 0) readout = t('rankings.history.readoutStart', { score: formatNumber(history.start, language) });
  else if (point)
    readout = t('rankings.history.readoutMatch', {
      match: formatNumber(hovered!, language),
      score: formatNumber(point.eloScore, language),
      result: t(`rankings.history.outcome.${point.outcome}`),
    });

  return (
    <div aria-hidden="true" data-testid="score-history-chart">
      <p className="h-5 text-right text-xs font-medium text-stone-700 tabular-nums">{readout}</p>
      <div ref={container} className="min-h-56 w-full" />
    </div>
  );
}

import type { ScoreHistory } from '@tn/contracts/votes';

export interface ScoreSummary {
  start: number;
  /** The score after the last vote (the start when there was none). */
  now: number;
  matches: number;
  highest: number;
  lowest: number;
}

/** What the chart shows, in words: where the place started, where it is, its high and low. */
export function summarizeScoreHistory({ start, points }: Pick<ScoreHistory, 'start' | 'points'>): ScoreSummary {
  const scores = [start, ...points.map((p) => p.eloScore)];
  return {
    start,
    now: scores[scores.length - 1]!,
    matches: points.length,
    highest: Math.max(...scores),
    lowest: Math.min(...scores),
  };
}

/** The chart's series: x is the match number (0 = the start of the month), y the score after it. */
export function scoreSeries({ start, points }: Pick<ScoreHistory, 'start' | 'points'>): [number[], number[]] {
  return [
    [0, ...points.map((_, i) => i + 1)],
    [start, ...points.map((p) => p.eloScore)],
  ];
}

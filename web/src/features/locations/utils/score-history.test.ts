import { describe, expect, it } from 'vitest';
import { scoreSeries, summarizeScoreHistory } from './score-history.ts';

const points = [
  { votedAt: '2026-11-02T03:00:00.000Z', eloScore: 1016, outcome: 'win' as const },
  { votedAt: '2026-11-03T03:00:00.000Z', eloScore: 985, outcome: 'loss' as const },
  { votedAt: '2026-11-04T03:00:00.000Z', eloScore: 990, outcome: 'draw' as const },
];

describe('score history', () => {
  it('summarizes the start, the score now, the matches and the high and low, the start included', () => {
    expect(summarizeScoreHistory({ start: 1000, points })).toEqual({ start: 1000, now: 990, matches: 3, highest: 1016, lowest: 985 });
    expect(summarizeScoreHistory({ start: 1000, points: [] })).toEqual({ start: 1000, now: 1000, matches: 0, highest: 1000, lowest: 1000 });
  });

  it('numbers the matches from the start of the month (0)', () => {
    expect(scoreSeries({ start: 1000, points })).toEqual([
      [0, 1, 2, 3],
      [1000, 1016, 985, 990],
    ]);
  });
});

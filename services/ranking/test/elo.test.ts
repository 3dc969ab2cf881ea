import { describe, expect, it } from 'vitest';
import { applyDraw, applyElo, ELO_K, ELO_START, expectedScore } from '../src/projector/elo.ts';
import { Board } from '../src/projector/board.ts';

describe('applyElo', () => {
  it('moves 16 points between two newcomers (1000 vs 1000 → 1016/984)', () => {
    expect(ELO_START).toBe(1000);
    expect(ELO_K).toBe(32);
    expect(applyElo(1000, 1000)).toEqual({ winner: 1016, loser: 984, delta: 16 });
  });

  it('gives a favourite little and an underdog much', () => {
    // E(1200 vs 1000) = 1/(1+10^-0.5) = 0.7597: 32·0.2403 = 7.69 → 8, and 32·0.7597 = 24.31 → 24.
    expect(applyElo(1200, 1000)).toEqual({ winner: 1208, loser: 992, delta: 8 });
    expect(applyElo(1000, 1200)).toEqual({ winner: 1024, loser: 1176, delta: 24 });
    // 1016 beats 984: E = 0.5460, 32·0.4540 = 14.53 → 15.
    expect(applyElo(1016, 984)).toEqual({ winner: 1031, loser: 969, delta: 15 });
  });

  it('rounds K·(1 − E) once, half up, and moves nothing when the gap is overwhelming', () => {
    expect(applyElo(2000, 1000).delta).toBe(Math.round(32 * (1 - expectedScore(2000, 1000))));
    expect(applyElo(2000, 1000)).toEqual({ winner: 2000, loser: 1000, delta: 0 });
    expect(applyElo(1000, 2000).delta).toBe(32);
  });

  it('is zero-sum, bounded by K, and consistent in both directions', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 10_000; i++) {
      const a = 600 + Math.floor(random() * 1000);
      const b = 600 + Math.floor(random() * 1000);
      const r = applyElo(a, b);
      expect(r.winner + r.loser).toBe(a + b);
      expect(r.delta).toBeGreaterThanOrEqual(0);
      expect(r.delta).toBeLessThanOrEqual(ELO_K);
      expect(Number.isInteger(r.winner) && Number.isInteger(r.loser)).toBe(true);
      // K·(1−Ea) + K·(1−Eb) = K, so the two rounded deltas add up to K, or K±1 after rounding.
      expect(Math.abs(r.delta + applyElo(b, a).delta - ELO_K)).toBeLessThanOrEqual(1);
    }
  });
});

describe('applyDraw', () => {
  it('leaves equal scores as they are and moves unequal ones toward each other (Elo score 0.5)', () => {
    expect(applyDraw(1000, 1000)).toEqual({ winner: 1000, loser: 1000, delta: 0 });
    // E(1200 vs 1000) = 0.7597: 32·(0.5 − 0.7597) = −8.31 → −8.
    expect(applyDraw(1200, 1000)).toEqual({ winner: 1192, loser: 1008, delta: -8 });
    expect(applyDraw(1000, 1200)).toEqual({ winner: 1008, loser: 1192, delta: 8 });
  });

  it('is zero-sum, never crosses the two scores over, and does not depend on which side is named first', () => {
    let seed = 11;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 10_000; i++) {
      const a = 600 + Math.floor(random() * 1000);
      const b = 600 + Math.floor(random() * 1000);
      const r = applyDraw(a, b);
      const swapped = applyDraw(b, a);
      expect(r.winner + r.loser).toBe(a + b);
      expect([swapped.loser, swapped.winner]).toEqual([r.winner, r.loser]);
      expect(Math.abs(r.delta)).toBeLessThanOrEqual(ELO_K / 2);
      // Toward each other: the gap shrinks or stays, and keeps its sign.
      expect(Math.abs(r.winner - r.loser)).toBeLessThanOrEqual(Math.abs(a - b));
      expect(Math.sign(r.winner - r.loser) * Math.sign(a - b)).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('Board', () => {
  it('takes the season from the calendar month in Vietnam (UTC+7)', () => {
    const board = new Board();
    expect(board.seasonOf(new Date('2026-10-31T16:59:59.999Z'))).toBe('2026-10');
    expect(board.seasonOf(new Date('2026-10-31T17:00:00.000Z'))).toBe('2026-11');
    // Served from the per-hour cache the second time: same answers.
    expect(board.seasonOf(new Date('2026-10-31T16:30:00Z'))).toBe('2026-10');
    expect(board.seasonOf(new Date('2026-10-31T17:30:00Z'))).toBe('2026-11');
    expect(board.seasonOf(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01');
  });

  it('starts every location at 1000 in each season and counts matches, wins and losses', () => {
    const board = new Board();
    const vote = (id: number, w: number, l: number, at: string) =>
      board.apply({ id, eventId: `e${id}`, userId: 'u', outcome: 'win', winningLocationId: w, losingLocationId: l, votedAt: new Date(at), weekNumber: 44, yearNumber: 2026 });
    expect(vote(1, 1, 2, '2026-10-31T10:00:00Z')).toMatchObject({ season: '2026-10', winnerScoreBefore: 1000, winnerScoreAfter: 1016, loserScoreAfter: 984 });
    expect(vote(2, 1, 2, '2026-10-31T12:00:00Z')).toMatchObject({ season: '2026-10', winnerScoreBefore: 1016, loserScoreBefore: 984, winnerScoreAfter: 1031, loserScoreAfter: 969 });
    // November in Vietnam: a fresh season.
    expect(vote(3, 2, 1, '2026-10-31T17:00:00Z')).toMatchObject({ season: '2026-11', winnerScoreBefore: 1000, loserScoreBefore: 1000, winnerScoreAfter: 1016 });
    expect(board.get('2026-10', 1)).toEqual({ eloScore: 1031, matches: 2, wins: 2, losses: 0 });
    expect(board.get('2026-10', 2)).toEqual({ eloScore: 969, matches: 2, wins: 0, losses: 2 });
    expect(board.get('2026-11', 2)).toEqual({ eloScore: 1016, matches: 1, wins: 1, losses: 0 });
    expect(board.get('2026-11', 3)).toEqual({ eloScore: 1000, matches: 0, wins: 0, losses: 0 });
    expect(board.touched()).toHaveLength(4);
  });

  it('counts a draw as a match for both sides, neither a win nor a loss', () => {
    const board = new Board();
    const at = new Date('2026-11-10T10:00:00Z');
    const cast = (id: number, w: number, l: number, outcome: 'win' | 'draw') =>
      board.apply({ id, eventId: `e${id}`, userId: 'u', outcome, winningLocationId: w, losingLocationId: l, votedAt: at, weekNumber: 46, yearNumber: 2026 });
    expect(cast(1, 1, 2, 'win')).toMatchObject({ outcome: 'win', winnerScoreAfter: 1016, loserScoreAfter: 984 });
    // 1016 draws 984: 32·(0.5 − 0.5460) = −1.47 → −1.
    expect(cast(2, 1, 2, 'draw')).toMatchObject({ outcome: 'draw', winnerScoreBefore: 1016, winnerScoreAfter: 1015, loserScoreAfter: 985 });
    expect(board.get('2026-11', 1)).toEqual({ eloScore: 1015, matches: 2, wins: 1, losses: 0 });
    expect(board.get('2026-11', 2)).toEqual({ eloScore: 985, matches: 2, wins: 0, losses: 1 });
  });
});

import { seasonOf } from '@tn/kit/time';
import { applyOutcome, ELO_START } from './elo.ts';
import type { LoggedVote } from './vote-log-tables.ts';

/** A location's standing in one season. */
export interface Standing {
  eloScore: number;
  matches: number;
  wins: number;
  losses: number;
}

/** A vote as applied: what ranking.votes stores. */
export interface AppliedVote {
  id: number;
  eventId: string;
  outcome: 'win' | 'draw';
  winningLocationId: number;
  losingLocationId: number;
  winnerScoreBefore: number;
  loserScoreBefore: number;
  winnerScoreAfter: number;
  loserScoreAfter: number;
  votedAt: Date;
  userId: string | null;
  weekNumber: number;
  yearNumber: number;
  season: string;
}

export interface StandingRow extends Standing {
  season: string;
  locationId: number;
}

const HOUR = 3_600_000;

/**
 * Standings of every season in memory, folded vote by vote in log order. The projector loads the
 * part it needs from ranking.standings, replay starts it empty; both go through apply(), so they
 * cannot disagree on the arithmetic.
 */
export class Board {
  readonly #seasons = new Map<string, Map<number, Standing>>();
  readonly #touched = new Map<string, Set<number>>();
  // Vietnam's offset is a whole number of hours, so a month boundary is an hour boundary there:
  // the season of an hour is computed once (Intl is the slow part of a 100k-vote replay).
  readonly #seasonOfHour = new Map<number, string>();

  seasonOf(at: Date): string {
    const hour = Math.floor(at.getTime() / HOUR);
    let season = this.#seasonOfHour.get(hour);
    if (season === undefined) {
      season = seasonOf(at);
      this.#seasonOfHour.set(hour, season);
    }
    return season;
  }

  /** Seeds a stored standing (absent rows are 1000 with no match). */
  load(row: StandingRow): void {
    this.#season(row.season).set(row.locationId, {
      eloScore: row.eloScore,
      matches: row.matches,
      wins: row.wins,
      losses: row.losses,
    });
  }

  get(season: string, locationId: number): Standing {
    return this.#seasons.get(season)?.get(locationId) ?? { eloScore: ELO_START, matches: 0, wins: 0, losses: 0 };
  }

  /** Applies one vote to its season and returns the row to store. */
  apply(vote: LoggedVote): AppliedVote {
    const season = this.seasonOf(vote.votedAt);
    const board = this.#season(season);
    const winner = this.get(season, vote.winningLocationId);
    const loser = this.get(season, vote.losingLocationId);
    const elo = applyOutcome(vote.outcome, winner.eloScore, loser.eloScore);
    // A draw is a match for both sides and neither a win nor a loss.
    const won = vote.outcome === 'win' ? 1 : 0;
    board.set(vote.winningLocationId, {
      eloScore: elo.winner,
      matches: winner.matches + 1,
      wins: winner.wins + won,
      losses: winner.losses,
    });
    board.set(vote.losingLocationId, {
      eloScore: elo.loser,
      matches: loser.matches + 1,
      wins: loser.wins,
      losses: loser.losses + won,
    });
    const touched = this.#touched.get(season) ?? new Set<number>();
    touched.add(vote.winningLocationId).add(vote.losingLocationId);
    this.#touched.set(season, touched);
    return {
      id: vote.id,
      eventId: vote.eventId,
      outcome: vote.outcome,
      winningLocationId: vote.winningLocationId,
      losingLocationId: vote.losingLocationId,
      winnerScoreBefore: winner.eloScore,
      loserScoreBefore: loser.eloScore,
      winnerScoreAfter: elo.winner,
      loserScoreAfter: elo.loser,
      votedAt: vote.votedAt,
      userId: vote.userId,
      weekNumber: vote.weekNumber,
      yearNumber: vote.yearNumber,
      season,
    };
  }

  /** The standings changed by apply() since this board was made. */
  touched(): StandingRow[] {
    const rows: StandingRow[] = [];
    for (const [season, ids] of this.#touched) {
      for (const locationId of ids) rows.push({ season, locationId, ...this.get(season, locationId) });
    }
    return rows;
  }

  /** Every standing on the board, e.g. to compare with ranking.standings. */
  all(): StandingRow[] {
    const rows: StandingRow[] = [];
    for (const [season, board] of this.#seasons) {
      for (const [locationId, standing] of board) rows.push({ season, locationId, ...standing });
    }
    return rows;
  }

  #season(season: string): Map<number, Standing> {
    let board = this.#seasons.get(season);
    if (!board) {
      board = new Map();
      this.#seasons.set(season, board);
    }
    return board;
  }
}

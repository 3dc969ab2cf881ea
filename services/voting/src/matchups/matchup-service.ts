import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Matchup, MatchupLocation } from '@tn/contracts/votes';
import { HttpError, unavailable } from '@tn/kit/errors';
import { seasonOf } from '@tn/kit/time';
import type { VotingDatabase } from '../votes/vote-tables.ts';
import { MATCHUP_CLOSEST, MATCHUP_RECENT_MINUTES, chooseMatchup, pairKey } from './choose-matchup.ts';
import { matchupRepository as repo } from './matchup-repository.ts';
import type { MatchupTokens } from './matchup-token.ts';

/**
 * How long one read of the standings and the recent pairs serves matchups. Every vote asks for
 * a matchup first, and that read (every place with its standing) was most of a vote's cost; half
 * a second is the freshness the public reads keep at the gateway's edge cache too.
 */
export const DEFAULT_SNAPSHOT_MS = 500;
/** Pairs shown are written together, at most this long after the first of them. */
const RECORD_DELAY_MS = 100;

export interface MatchupServiceDeps {
  db: Kysely<VotingDatabase>;
  clock: () => Date;
  random: () => number;
  tokens: MatchupTokens;
  log: FastifyBaseLogger;
  /** 0: read the standings and record the pair for every matchup (tests that change standings). */
  snapshotMs?: number;
}

interface Snapshot {
  readAt: number;
  season: string;
  locations: MatchupLocation[];
  /** Pairs shown recently: as read, plus those this process showed since. */
  recent: Set<string>;
}

export function createMatchupService(deps: MatchupServiceDeps) {
  const { db } = deps;
  const snapshotMs = deps.snapshotMs ?? DEFAULT_SNAPSHOT_MS;
  let snapshot: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;
  /** Shown, not written yet. */
  let unrecorded = new Set<string>();
  let recordTimer: NodeJS.Timeout | undefined;
  let recording: Promise<void> | undefined;

  /** The standings and recent pairs, read at most once per snapshotMs (concurrent callers share a read). */
  function current(season: string): Promise<Snapshot> {
    if (snapshot && snapshot.season === season && performance.now() - snapshot.readAt < snapshotMs) return Promise.resolve(snapshot);
    loading ??= (async () => {
      const [locations, recent] = await Promise.all([repo.locationsWithStandings(db, season), repo.recentPairs(db, MATCHUP_RECENT_MINUTES)]);
      snapshot = { readAt: performance.now(), season, locations, recent: new Set([...recent, ...unrecorded]) };
      return snapshot;
    })().finally(() => (loading = undefined));
    return loading;
  }

  /** Writes the pairs shown since the last write, in one statement. */
  function recordShown(): Promise<void> {
    clearTimeout(recordTimer);
    recordTimer = undefined;
    const pairs = [...unrecorded];
    unrecorded = new Set();
    if (pairs.length === 0) return recording ?? Promise.resolve();
    const write = repo
      .recordPairs(db, pairs.map((key) => key.split(':').map(Number) as [number, number]))
      .catch((err: unknown) => {
        // Only the "not shown lately" preference loses them; no vote depends on it.
        deps.log.warn({ err, pairs: pairs.length }, 'could not record the pairs shown');
      });
    recording = write.finally(() => {
      if (recording === write) recording = undefined;
    });
    return write;
  }

  return {
    /**
     * The next pair to vote on (see choose-matchup.ts for how it is chosen), recorded as shown,
     * with the token a vote on it must quote (bound to `uid` when the request is signed in).
     */
    async next(request: { exclude?: readonly [number, number]; uid: string | null }): Promise<Matchup> {
      const { exclude } = request;
      try {
        const { locations, recent } = await current(seasonOf(deps.clock()));
        const pair = chooseMatchup(locations, { recent, exclude, closest: MATCHUP_CLOSEST, random: deps.random });
        if (!pair) throw unavailable('Not enough locations for a matchup yet');
        const [left, right] = pair;
        const key = pairKey(left.id, right.id);
        recent.add(key);
        unrecorded.add(key);
        if (snapshotMs === 0) await recordShown();
        else recordTimer ??= setTimeout(() => void recordShown(), RECORD_DELAY_MS);
        return { left, right, matchupToken: deps.tokens.issue(left.id, right.id, request.uid) };
      } catch (err) {
        if (err instanceof HttpError) throw err;
        deps.log.error({ err }, 'matchup failed');
        throw unavailable('Matchups are temporarily unavailable. Please try again.');
      }
    },

    /** Writes the pairs shown and not yet recorded (the app's close). */
    flush: () => recordShown(),
  };
}

export type MatchupService = ReturnType<typeof createMatchupService>;

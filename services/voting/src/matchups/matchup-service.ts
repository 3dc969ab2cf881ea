import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Matchup } from '@tn/contracts/votes';
import { HttpError, unavailable } from '@tn/kit/errors';
import { seasonOf } from '@tn/kit/time';
import type { VotingDatabase } from '../votes/vote-tables.ts';
import { MATCHUP_CLOSEST, MATCHUP_RECENT_MINUTES, chooseMatchup } from './choose-matchup.ts';
import { matchupRepository as repo } from './matchup-repository.ts';
import type { MatchupTokens } from './matchup-token.ts';

export interface MatchupServiceDeps {
  db: Kysely<VotingDatabase>;
  clock: () => Date;
  random: () => number;
  tokens: MatchupTokens;
  log: FastifyBaseLogger;
}

export function createMatchupService(deps: MatchupServiceDeps) {
  const { db } = deps;
  return {
    /**
     * The next pair to vote on (see choose-matchup.ts for how it is chosen), recorded as shown,
     * with the token a vote on it must quote (bound to `uid` when the request is signed in).
     */
    async next(request: { exclude?: readonly [number, number]; uid: string | null }): Promise<Matchup> {
      const { exclude } = request;
      try {
        const [locations, recent] = await Promise.all([
          repo.locationsWithStandings(db, seasonOf(deps.clock())),
          repo.recentPairs(db, MATCHUP_RECENT_MINUTES),
        ]);
        const pair = chooseMatchup(locations, {
          recent: new Set(recent),
          exclude,
          closest: MATCHUP_CLOSEST,
          random: deps.random,
        });
        if (!pair) throw unavailable('Not enough locations for a matchup yet');
        const [left, right] = pair;
        await repo.recordPair(db, left.id, right.id);
        return { left, right, matchupToken: deps.tokens.issue(left.id, right.id, request.uid) };
      } catch (err) {
        if (err instanceof HttpError) throw err;
        deps.log.error({ err }, 'matchup failed');
        throw unavailable('Matchups are temporarily unavailable. Please try again.');
      }
    },
  };
}

export type MatchupService = ReturnType<typeof createMatchupService>;

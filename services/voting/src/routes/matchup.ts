import { voteRoutes } from '@tn/contracts/votes';
import type { Service } from '@tn/kit/server';
import type { MatchupService } from '../matchups/matchup-service.ts';

export function matchupRoutesPlugin(matchups: MatchupService) {
  return async function routes(app: Service) {
    // Public: signed-out visitors browse matchups too (they sign in only to vote). Signed in, the
    // matchup's token is bound to the user; signed out, to nobody (any voter may then use it).
    app.get('/api/matchup', { onRequest: app.optionalUser, schema: voteRoutes.matchup }, async (request) => {
      const { excludeLeft, excludeRight } = request.query;
      // Only a whole pair is excluded: one id alone names no pair the client has just seen.
      const exclude = excludeLeft !== undefined && excludeRight !== undefined ? ([excludeLeft, excludeRight] as const) : undefined;
      return matchups.next({ exclude, uid: request.user?.uid ?? null });
    });
  };
}

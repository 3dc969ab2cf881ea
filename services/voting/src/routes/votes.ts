import { Type } from 'typebox';
import { VoteBody, voteRoutes } from '@tn/contracts/votes';
import { signedInUser } from '@tn/kit/auth';
import { forbidden } from '@tn/kit/errors';
import type { Service } from '@tn/kit/server';
import type { VoteService } from '../votes/vote-service.ts';

const RECENT_VOTES = 10;

/**
 * The contract's body, closed: with Fastify's removeAdditional, anything else the client sends
 * (the old client's `userId`) is dropped before the handler runs. Who votes comes from the token.
 */
const ClosedVoteBody = Type.Object(VoteBody.properties, { additionalProperties: false });

export function voteRoutesPlugin(votes: VoteService) {
  return async function routes(app: Service) {
    app.post(
      '/api/vote',
      { onRequest: app.requireUser, schema: { ...voteRoutes.vote, body: ClosedVoteBody } },
      async (request) => {
        const { winningLocationId, losingLocationId } = request.body;
        return votes.cast({
          userId: signedInUser(request).uid,
          winningLocationId,
          losingLocationId,
          idempotencyKey: request.headers['idempotency-key'],
        });
      },
    );

    app.get('/api/user/:uid/vote-limit', { onRequest: app.requireUser, schema: voteRoutes.voteLimit }, async (request) => {
      if (request.params.uid !== signedInUser(request).uid) {
        throw forbidden('You can only read your own vote allowance');
      }
      return votes.remaining(request.params.uid);
    });

    app.get('/api/votes/recent', { schema: voteRoutes.recent }, async (request) =>
      votes.recent(RECENT_VOTES, request.query.locationId),
    );

    // The caller's own votes: who "mine" is comes from the token only.
    app.get('/api/votes/mine', { onRequest: app.requireUser, schema: voteRoutes.mine }, async (request) =>
      votes.recentOf(signedInUser(request).uid, RECENT_VOTES),
    );
  };
}

import { Type } from 'typebox';
import { VoteBody, voteRoutes } from '@tn/contracts/votes';
import { signedInUser } from '@tn/kit/auth';
import { forbidden } from '@tn/kit/errors';
import { publicRead } from '@tn/kit/http-cache';
import type { Service } from '@tn/kit/server';
import { NO_VOTE_METRICS, refusalReason, type VoteMetrics } from '../votes/vote-metrics.ts';
import { PROVIDER_MESSAGE, type VoteService } from '../votes/vote-service.ts';

const RECENT_VOTES = 10;

/**
 * The contract's body, closed: with Fastify's removeAdditional, anything else the client sends
 * (the old client's `userId`) is dropped before the handler runs. Who votes comes from the token.
 * With matchup tokens switched off (staging, load tests) the token may be left out.
 */
const ClosedVoteBody = Type.Object(VoteBody.properties, { additionalProperties: false });
const ClosedVoteBodyTokensOff = Type.Object(
  { ...VoteBody.properties, matchupToken: Type.Optional(VoteBody.properties.matchupToken) },
  { additionalProperties: false },
);

export function voteRoutesPlugin(votes: VoteService, options: { tokensRequired: boolean; metrics?: VoteMetrics }) {
  const metrics = options.metrics ?? NO_VOTE_METRICS;
  return async function routes(app: Service) {
    const body = options.tokensRequired ? ClosedVoteBody : ClosedVoteBodyTokensOff;
    // Every refusal passes here, the ones before the handler too (sign-in, the body's schema);
    // accepted and replayed votes are counted by the vote service, which tells them apart.
    const onError = (_request: unknown, _reply: unknown, error: unknown, done: () => void) => {
      metrics.refused(refusalReason(error, PROVIDER_MESSAGE));
      done();
    };
    app.post('/api/vote', { onRequest: app.requireUser, onError, schema: { ...voteRoutes.vote, body } }, async (request) => {
      const { winningLocationId, losingLocationId, matchupToken, outcome } = request.body;
      const user = signedInUser(request);
      return votes.cast({
        userId: user.uid,
        provider: user.provider,
        winningLocationId,
        losingLocationId,
        outcome: outcome ?? 'win',
        matchupToken,
        idempotencyKey: request.headers['idempotency-key'],
      });
    });

    app.get('/api/user/:uid/vote-limit', { onRequest: app.requireUser, schema: voteRoutes.voteLimit }, async (request) => {
      if (request.params.uid !== signedInUser(request).uid) {
        throw forbidden('You can only read your own vote allowance');
      }
      return votes.remaining(request.params.uid);
    });

    app.get('/api/votes/recent', { ...publicRead, schema: voteRoutes.recent }, async (request) =>
      votes.recent(RECENT_VOTES, request.query.locationId),
    );

    // The rules of the week, for anyone; also the bench's baseline of a proxied read with no
    // database or Redis work behind it.
    app.get('/api/votes/allowance', { schema: voteRoutes.allowance }, async () => votes.allowance());

    // The caller's own votes: who "mine" is comes from the token only.
    app.get('/api/votes/mine', { onRequest: app.requireUser, schema: voteRoutes.mine }, async (request) =>
      votes.recentOf(signedInUser(request).uid, RECENT_VOTES),
    );
    app.get('/api/votes/mine/all', { onRequest: app.requireUser, schema: voteRoutes.mineAll }, async (request) =>
      votes.recentOf(signedInUser(request).uid),
    );
  };
}

import { Type } from 'typebox';
import { IdParams } from '@tn/contracts/common';
import { moderationRoutes, SuggestionBody } from '@tn/contracts/culinary';
import { DecisionBody } from '@tn/contracts/moderation';
import { callerOf } from '@tn/kit/auth';
import type { Service } from '@tn/kit/server';
import type { ModerationService } from '../moderation/moderation-service.ts';

const ClosedSuggestionBody = Type.Object(SuggestionBody.properties, { additionalProperties: false });
const ClosedDecisionBody = Type.Object(DecisionBody.properties, { additionalProperties: false });

/** A signed-in visitor suggests a place to eat. */
export function suggestionRoutesPlugin(moderation: ModerationService) {
  return async function routes(app: Service) {
    app.post(
      '/api/restaurants/suggestions',
      { onRequest: app.requireUser, schema: { ...moderationRoutes.suggest, body: ClosedSuggestionBody } },
      async (request, reply) => reply.status(201).send(await moderation.suggest(callerOf(request), request.body)),
    );
  };
}

/** The editors' routes: every one checks the editor claim (signed out 401, visitor 403). */
export function moderationRoutesPlugin(moderation: ModerationService) {
  return async function routes(app: Service) {
    app.addHook('onRequest', app.requireEditor);

    app.get('/api/restaurants/moderation/suggestions', { schema: moderationRoutes.suggestions }, async (request) =>
      moderation.suggestions(request.query.status ?? 'pending'),
    );

    app.post(
      '/api/restaurants/moderation/suggestions/:id/decision',
      { schema: { params: IdParams, ...moderationRoutes.decideSuggestion, body: ClosedDecisionBody } },
      async (request) => moderation.decideSuggestion(callerOf(request), request.params.id, request.body),
    );

    app.get('/api/reviews/moderation/reported', { schema: moderationRoutes.reported }, async () => moderation.reported());

    app.post(
      '/api/reviews/moderation/reported/:id/decision',
      { schema: { params: IdParams, ...moderationRoutes.decideReview, body: ClosedDecisionBody } },
      async (request) => moderation.decideReview(callerOf(request), request.params.id, request.body),
    );

    app.get('/api/restaurants/moderation/log', { schema: moderationRoutes.log }, async () => moderation.log());
  };
}

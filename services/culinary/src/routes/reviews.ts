import { Type } from 'typebox';
import { IdParams } from '@tn/contracts/common';
import { CreateReviewBody, ReportBody, reviewRoutes, UpdateReviewBody } from '@tn/contracts/culinary';
import { callerOf } from '@tn/kit/auth';
import type { Service } from '@tn/kit/server';
import type { ReviewService } from '../reviews/review-service.ts';

/**
 * The contract's bodies, closed: with Fastify's removeAdditional, anything else the client sends
 * (the old client's `userId`, an `imageUrl` of its choosing) is dropped before the handler runs.
 * Who writes comes from the token; a photo only through imageId.
 */
const ClosedCreateBody = Type.Object(CreateReviewBody.properties, { additionalProperties: false });
const ClosedUpdateBody = Type.Object(UpdateReviewBody.properties, { additionalProperties: false });
const ClosedReportBody = Type.Object(ReportBody.properties, { additionalProperties: false });

/** Behind requireUser: the verified user, and their header to forward to the media service. */
export function reviewRoutesPlugin(reviews: ReviewService) {
  return async function routes(app: Service) {
    app.post(
      '/api/reviews',
      { onRequest: app.requireUser, schema: { ...reviewRoutes.create, body: ClosedCreateBody } },
      async (request, reply) => reply.status(201).send(await reviews.create(callerOf(request), request.body)),
    );

    app.patch(
      '/api/reviews/:id',
      { onRequest: app.requireUser, schema: { params: IdParams, ...reviewRoutes.update, body: ClosedUpdateBody } },
      async (request) => reviews.update(callerOf(request), request.params.id, request.body),
    );

    app.delete(
      '/api/reviews/:id',
      { onRequest: app.requireUser, schema: { params: IdParams, ...reviewRoutes.remove } },
      async (request, reply) => {
        await reviews.remove(callerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/reviews/:id/helpful',
      { onRequest: app.requireUser, schema: { params: IdParams, ...reviewRoutes.helpful } },
      async (request) => reviews.markHelpful(callerOf(request), request.params.id),
    );

    app.delete(
      '/api/reviews/:id/helpful',
      { onRequest: app.requireUser, schema: { params: IdParams, ...reviewRoutes.helpful } },
      async (request) => reviews.unmarkHelpful(callerOf(request), request.params.id),
    );

    app.post(
      '/api/reviews/:id/report',
      { onRequest: app.requireUser, schema: { params: IdParams, ...reviewRoutes.report, body: ClosedReportBody } },
      async (request) => reviews.report(callerOf(request), request.params.id, request.body.reason),
    );
  };
}

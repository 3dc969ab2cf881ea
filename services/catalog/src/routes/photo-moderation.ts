import { Type } from 'typebox';
import { DecisionBody, MODERATION_LOG_LIMIT } from '@tn/contracts/moderation';
import { ModeratedPlaceParams, PhotoIdParams, placePhotoRoutes } from '@tn/contracts/place-photos';
import { callerOf } from '@tn/kit/auth';
import type { Service } from '@tn/kit/server';
import type { PhotoRepository } from '../photos/photo-repository.ts';
import type { PhotoService } from '../photos/photo-service.ts';

const ClosedDecisionBody = Type.Object(DecisionBody.properties, { additionalProperties: false });

/** The editors' side of visitors' photos: every route checks the editor claim (401 / 403). */
export function photoModerationRoutesPlugin(photos: PhotoService, repository: PhotoRepository) {
  return async function routes(app: Service) {
    app.addHook('onRequest', app.requireEditor);

    app.get('/api/locations/moderation/photos', { schema: placePhotoRoutes.queue }, async (request) =>
      photos.queue(request.query.status ?? 'pending'),
    );

    app.post(
      '/api/locations/moderation/photos/:photoId/decision',
      { schema: { params: PhotoIdParams, ...placePhotoRoutes.decide, body: ClosedDecisionBody } },
      async (request) => photos.decide(callerOf(request), request.params.photoId, request.body),
    );

    app.put(
      '/api/locations/moderation/places/:locationId/photo-order',
      { schema: { params: ModeratedPlaceParams, ...placePhotoRoutes.order } },
      async (request) => photos.reorder(callerOf(request), request.params.locationId, request.body.photoIds),
    );

    app.get('/api/locations/moderation/log', { schema: placePhotoRoutes.log }, async () => repository.log(MODERATION_LOG_LIMIT));
  };
}

import { Type } from 'typebox';
import { IdParams } from '@tn/contracts/common';
import { AddPlacePhotoBody, PlacePhotoParams, placePhotoRoutes } from '@tn/contracts/place-photos';
import { callerOf } from '@tn/kit/auth';
import type { Service } from '@tn/kit/server';
import type { PhotoService } from '../photos/photo-service.ts';

/** Closed: who sends it comes from the token, the file only through uploadId. */
const ClosedAddBody = Type.Object(AddPlacePhotoBody.properties, { additionalProperties: false });

/** A signed-in visitor's own photos of a place: add, see (any status), withdraw. */
export function placePhotoRoutesPlugin(photos: PhotoService) {
  return async function routes(app: Service) {
    app.post(
      '/api/locations/:id/photos',
      { onRequest: app.requireUser, schema: { params: IdParams, ...placePhotoRoutes.add, body: ClosedAddBody } },
      async (request, reply) => reply.status(201).send(await photos.add(callerOf(request), request.params.id, request.body)),
    );

    app.get(
      '/api/locations/:id/photos/mine',
      { onRequest: app.requireUser, schema: { params: IdParams, ...placePhotoRoutes.mine } },
      async (request) => photos.mine(callerOf(request), request.params.id),
    );

    app.get('/api/locations/photos/mine', { onRequest: app.requireUser, schema: placePhotoRoutes.allMine }, async (request) =>
      photos.allMine(callerOf(request)),
    );

    app.post('/api/locations/photos/mine/anonymize', { onRequest: app.requireUser, schema: placePhotoRoutes.anonymizeMine }, async (request) =>
      photos.anonymizeMine(callerOf(request)),
    );

    app.delete(
      '/api/locations/:id/photos/:photoId',
      { onRequest: app.requireUser, schema: { params: PlacePhotoParams, ...placePhotoRoutes.withdraw } },
      async (request, reply) => {
        await photos.withdraw(callerOf(request), request.params.id, request.params.photoId);
        return reply.status(204).send(null);
      },
    );
  };
}

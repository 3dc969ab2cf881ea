import { Type } from 'typebox';
import { CreateTripBody, MoodBody, UpdateTripBody, userRoutes } from '@tn/contracts/users';
import { callerOf } from '@tn/kit/auth';
import type { Service } from '@tn/kit/server';
import { provinceDay } from '@tn/kit/time';
import type { DashboardService } from '../dashboard/dashboard-service.ts';
import type { PlaceMark } from '../dashboard/dashboard-repository.ts';

// Closed bodies: with Fastify's removeAdditional anything else (a `userId`) is dropped unread.
const ClosedMoodBody = Type.Object(MoodBody.properties, { additionalProperties: false });
const ClosedCreateTripBody = Type.Object(CreateTripBody.properties, { additionalProperties: false });
const ClosedUpdateTripBody = Type.Object(UpdateTripBody.properties, { additionalProperties: false });

/** Behind requireUser: who "me" is comes only from the verified token. */
export function meRoutesPlugin(dashboard: DashboardService) {
  return async function routes(app: Service) {
    const signedIn = { onRequest: app.requireUser };

    app.get('/api/me', { ...signedIn, schema: userRoutes.me }, async (request) => dashboard.me(callerOf(request)));

    app.put('/api/me/mood', { ...signedIn, schema: { ...userRoutes.mood, body: ClosedMoodBody } }, async (request) =>
      dashboard.setMood(callerOf(request), request.body.travelMood),
    );

    for (const mark of ['favorites', 'visited'] satisfies PlaceMark[]) {
      const url = `/api/me/${mark}/:locationId`;
      app.put(url, { ...signedIn, schema: userRoutes.place }, async (request) =>
        dashboard.mark(callerOf(request), mark, request.params.locationId, true),
      );
      app.delete(url, { ...signedIn, schema: userRoutes.place }, async (request) =>
        dashboard.mark(callerOf(request), mark, request.params.locationId, false),
      );
    }

    app.post('/api/me/trips', { ...signedIn, schema: { ...userRoutes.createTrip, body: ClosedCreateTripBody } }, async (request, reply) =>
      reply.status(201).send(await dashboard.createTrip(callerOf(request), request.body)),
    );
    app.patch('/api/me/trips/:id', { ...signedIn, schema: { ...userRoutes.updateTrip, body: ClosedUpdateTripBody } }, async (request) =>
      dashboard.updateTrip(callerOf(request), request.params.id, request.body),
    );
    app.delete('/api/me/trips/:id', { ...signedIn, schema: userRoutes.removeTrip }, async (request, reply) => {
      await dashboard.removeTrip(callerOf(request), request.params.id);
      return reply.status(204).send(null);
    });

    app.get('/api/me/recommendations', { ...signedIn, schema: userRoutes.recommendations }, async (request) =>
      dashboard.recommendations(callerOf(request)),
    );

    app.get('/api/me/export', { ...signedIn, schema: userRoutes.export }, async (request, reply) => {
      const data = await dashboard.export(callerOf(request));
      // The day in the province, as every date of the app (not UTC's: 03:00 in Hà Nội is still yesterday there).
      const day = provinceDay(new Date(data.exportedAt));
      return reply.header('content-disposition', `attachment; filename="thai-nguyen-my-data-${day}.json"`).send(data);
    });

    app.delete('/api/me', { ...signedIn, schema: userRoutes.remove }, async (request, reply) => {
      await dashboard.remove(callerOf(request));
      return reply.status(204).send(null);
    });
  };
}

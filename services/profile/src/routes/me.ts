import { userRoutes } from '@tn/contracts/users';
import { signedInUser } from '@tn/kit/auth';
import type { Service } from '@tn/kit/server';
import type { UserRepository } from '../users/user-repository.ts';

export function meRoutesPlugin(users: UserRepository) {
  return async function routes(app: Service) {
    // Who "me" is comes only from the verified token, never from the request's own say-so.
    app.get('/api/me', { onRequest: app.requireUser, schema: userRoutes.me }, async (request) => ({
      ...(await users.recordSighting(signedInUser(request))),
      // The dashboard's stored parts are being built; until then an empty one.
      travelMood: null,
      favorites: [],
      visited: [],
      plannedTrips: [],
      counts: { visited: 0, favorites: 0, votesCast: 0 },
    }));
  };
}

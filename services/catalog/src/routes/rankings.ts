import { rankingRoutes } from '@tn/contracts/votes';
import { badRequest } from '@tn/kit/errors';
import type { Service } from '@tn/kit/server';
import { seasonOf } from '@tn/kit/time';
import type { LocationRepository } from '../locations/location-repository.ts';

/** Standings of a monthly season (Asia/Ho_Chi_Minh); past seasons stay queryable. */
export function rankingRoutesPlugin(locations: LocationRepository) {
  return async function routes(app: Service) {
    app.get('/api/rankings', { schema: rankingRoutes.list }, async (request) => {
      const current = seasonOf();
      const month = request.query.month ?? current;
      // "YYYY-MM" strings compare in calendar order.
      if (month > current) throw badRequest(`month must not be after the current month (${current})`);
      return locations.list(month);
    });
  };
}

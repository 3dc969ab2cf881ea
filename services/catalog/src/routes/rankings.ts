import { rankingRoutes } from '@tn/contracts/votes';
import { badRequest } from '@tn/kit/errors';
import type { Service } from '@tn/kit/server';
import { seasonOf } from '@tn/kit/time';
import type { LocationRepository } from '../locations/location-repository.ts';
import type { SeasonRepository } from '../rankings/season-repository.ts';

/** Standings of a monthly season (Asia/Ho_Chi_Minh); past seasons stay queryable. */
export function rankingRoutesPlugin(locations: LocationRepository, seasons: SeasonRepository) {
  return async function routes(app: Service) {
    // The months worth offering: a month nobody voted in would only list every place at 1000.
    app.get('/api/rankings/months', { schema: rankingRoutes.months }, async () => seasons.withMatches(seasonOf()));

    app.get('/api/rankings', { schema: rankingRoutes.list }, async (request) => {
      const current = seasonOf();
      const month = request.query.month ?? current;
      // "YYYY-MM" strings compare in calendar order.
      if (month > current) throw badRequest(`month must not be after the current month (${current})`);
      return locations.list(month);
    });
  };
}

import { ELO_START } from '@tn/contracts/constants';
import { rankingRoutes, type Season } from '@tn/contracts/votes';
import { badRequest, notFound } from '@tn/kit/errors';
import { publicRead } from '@tn/kit/http-cache';
import type { Service } from '@tn/kit/server';
import { seasonOf } from '@tn/kit/time';
import type { LocationRepository } from '../locations/location-repository.ts';
import { previousSeason, type SeasonRepository } from '../rankings/season-repository.ts';

/** The month asked for, the current one by default; 400 for a month still to come. */
function pastOrCurrent(month: Season | undefined): Season {
  const current = seasonOf();
  // "YYYY-MM" strings compare in calendar order.
  if (month !== undefined && month > current) throw badRequest(`month must not be after the current month (${current})`);
  return month ?? current;
}

/** Standings of a monthly season (Asia/Ho_Chi_Minh); past seasons stay queryable. */
export function rankingRoutesPlugin(locations: LocationRepository, seasons: SeasonRepository) {
  return async function routes(app: Service) {
    // The months worth offering: a month nobody voted in would only list every place at 1000.
    app.get('/api/rankings/months', { ...publicRead, schema: rankingRoutes.months }, async () => seasons.withMatches(seasonOf()));

    app.get('/api/rankings', { ...publicRead, schema: rankingRoutes.list }, async (request) => {
      const month = pastOrCurrent(request.query.month);
      // Movement is against the previous month's final ranks (unranked then: null, "new").
      const [rows, before] = await Promise.all([locations.list(month), seasons.ranks(previousSeason(month))]);
      return rows.map((row) => ({ ...row, previousRank: before.get(row.id) ?? null }));
    });

    // Where a place stood through a month: the location detail's chart.
    app.get('/api/rankings/history/:locationId', { ...publicRead, schema: rankingRoutes.history }, async (request) => {
      const month = pastOrCurrent(request.query.month);
      const { locationId } = request.params;
      const points = await seasons.history(locationId, month);
      if (!points) throw notFound(`Location ${locationId} not found`);
      return { month, start: ELO_START, points };
    });
  };
}

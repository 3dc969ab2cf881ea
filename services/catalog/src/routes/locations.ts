import { IdParams, SlugParams } from '@tn/contracts/common';
import { SIMILAR_PLACES } from '@tn/contracts/constants';
import { locationRoutes } from '@tn/contracts/locations';
import { notFound } from '@tn/kit/errors';
import { publicRead } from '@tn/kit/http-cache';
import type { Service } from '@tn/kit/server';
import { seasonOf } from '@tn/kit/time';
import type { LocationRepository } from '../locations/location-repository.ts';

export function locationRoutesPlugin(locations: LocationRepository) {
  return async function routes(app: Service) {
    app.get('/api/locations', { ...publicRead, schema: locationRoutes.list }, async (request) =>
      locations.list(seasonOf(), request.query),
    );

    app.get('/api/locations/slug/:slug', { ...publicRead, schema: { params: SlugParams, ...locationRoutes.bySlug } }, async (request) => {
      const location = await locations.findBySlug(seasonOf(), request.params.slug);
      if (!location) throw notFound(`Location not found: ${request.params.slug}`);
      return location;
    });

    app.get('/api/locations/:id/similar', { ...publicRead, schema: { params: IdParams, ...locationRoutes.similar } }, async (request) => {
      const similar = await locations.findSimilar(seasonOf(), request.params.id, SIMILAR_PLACES);
      if (!similar) throw notFound(`Location not found: ${request.params.id}`);
      return similar;
    });
  };
}

import { IdParams, SlugParams } from '@tn/contracts/common';
import { SIMILAR_DISHES, TOP_RATED_DISHES, REVIEWS_PAGE_DEFAULT } from '@tn/contracts/constants';
import { dishRoutes } from '@tn/contracts/culinary';
import { notFound } from '@tn/kit/errors';
import { publicRead } from '@tn/kit/http-cache';
import type { Service } from '@tn/kit/server';
import type { DishRepository } from '../dishes/dish-repository.ts';
import type { ReviewRepository } from '../reviews/review-repository.ts';

export function dishRoutesPlugin(dishes: DishRepository, reviews: ReviewRepository) {
  return async function routes(app: Service) {
    app.get('/api/dishes', { ...publicRead, schema: dishRoutes.list }, async (request) => dishes.list(request.query));

    app.get('/api/dishes/top-rated', { ...publicRead, schema: dishRoutes.topRated }, async () => dishes.topRated(TOP_RATED_DISHES));

    app.get('/api/dishes/slug/:slug', { ...publicRead, schema: { params: SlugParams, ...dishRoutes.bySlug } }, async (request) => {
      const dish = await dishes.findBySlug(request.params.slug);
      if (!dish) throw notFound(`slug: no dish ${request.params.slug}`);
      return dish;
    });

    app.get(
      '/api/dishes/:id/reviews',
      // Anyone may read; a signed-in reader also learns which reviews are theirs and which they found helpful.
      { ...publicRead, onRequest: app.optionalUser, schema: { params: IdParams, ...dishRoutes.reviews } },
      async (request) => {
        if (!(await dishes.exists(request.params.id))) throw notFound(`id: no dish ${request.params.id}`);
        // The schema fills these defaults in; the fallbacks only satisfy the optional types.
        const { limit = REVIEWS_PAGE_DEFAULT, offset = 0 } = request.query;
        return reviews.listFor({ kind: 'dish', id: request.params.id }, request.user?.uid ?? null, { limit, offset });
      },
    );

    app.get('/api/dishes/:id/similar', { ...publicRead, schema: { params: IdParams, ...dishRoutes.similar } }, async (request) => {
      const similar = await dishes.similar(request.params.id, SIMILAR_DISHES);
      if (!similar) throw notFound(`id: no dish ${request.params.id}`);
      return similar;
    });
  };
}

import { IdParams, SlugParams } from '@tn/contracts/common';
import { NEARBY_RADIUS_KM, NEARBY_RESTAURANTS, POPULAR_DISHES, REVIEWS_PAGE_DEFAULT } from '@tn/contracts/constants';
import { restaurantRoutes } from '@tn/contracts/culinary';
import { notFound } from '@tn/kit/errors';
import { publicRead } from '@tn/kit/http-cache';
import type { Service } from '@tn/kit/server';
import type { DishRepository } from '../dishes/dish-repository.ts';
import type { RestaurantRepository } from '../restaurants/restaurant-repository.ts';
import type { ReviewRepository } from '../reviews/review-repository.ts';

export function restaurantRoutesPlugin(restaurants: RestaurantRepository, dishes: DishRepository, reviews: ReviewRepository) {
  return async function routes(app: Service) {
    app.get('/api/restaurants', { ...publicRead, schema: restaurantRoutes.list }, async (request) => restaurants.list(request.query));

    app.get('/api/restaurants/slug/:slug', { ...publicRead, schema: { params: SlugParams, ...restaurantRoutes.bySlug } }, async (request) => {
      const restaurant = await restaurants.findBySlug(request.params.slug);
      if (!restaurant) throw notFound(`slug: no place to eat ${request.params.slug}`);
      return restaurant;
    });

    app.get('/api/restaurants/:id/menus', { ...publicRead, schema: { params: IdParams, ...restaurantRoutes.menus } }, async (request) => {
      const menus = await restaurants.menus(request.params.id);
      if (!menus) throw notFound(`id: no place to eat ${request.params.id}`);
      return menus;
    });

    app.get(
      '/api/restaurants/:id/reviews',
      { ...publicRead, onRequest: app.optionalUser, schema: { params: IdParams, ...restaurantRoutes.reviews } },
      async (request) => {
        if (!(await restaurants.exists(request.params.id))) throw notFound(`id: no place to eat ${request.params.id}`);
        // The schema fills these defaults in; the fallbacks only satisfy the optional types.
        const { limit = REVIEWS_PAGE_DEFAULT, offset = 0 } = request.query;
        return reviews.listFor({ kind: 'restaurant', id: request.params.id }, request.user?.uid ?? null, { limit, offset });
      },
    );

    app.get(
      '/api/restaurants/:id/popular-dishes',
      { ...publicRead, schema: { params: IdParams, ...restaurantRoutes.popularDishes } },
      async (request) => {
        const popular = await dishes.popularAt(request.params.id, POPULAR_DISHES);
        if (!popular) throw notFound(`id: no place to eat ${request.params.id}`);
        return popular;
      },
    );

    app.get('/api/restaurants/:id/nearby', { ...publicRead, schema: { params: IdParams, ...restaurantRoutes.nearby } }, async (request) => {
      const nearby = await restaurants.nearby(request.params.id, NEARBY_RESTAURANTS, NEARBY_RADIUS_KM);
      if (!nearby) throw notFound(`id: no place to eat ${request.params.id}`);
      return nearby;
    });
  };
}

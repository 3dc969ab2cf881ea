import type { ErrorBody } from '@tn/contracts/common';
import type {
  CreateReviewBody,
  Dish,
  HelpfulState,
  Menu,
  NearbyRestaurant,
  ReportAnswer,
  Restaurant,
  Review,
  UpdateReviewBody,
} from '@tn/contracts/culinary';
import type { MediaUpload } from '@tn/contracts/media';
import { matchesSearch } from '@tn/contracts/search';
import { http, HttpResponse } from 'msw';
import { dishes, dishReviews, makeReview, makeUpload, menus, nearbyRestaurants, restaurantReviews, restaurants } from './culinary-fixtures.ts';

/** The services' one error body (as apiError in handlers.ts, which spreads these handlers in). */
function apiError(statusCode: number, message: string) {
  const error = statusCode === 404 ? 'Not Found' : 'Bad Request';
  return HttpResponse.json<ErrorBody>({ statusCode, error, message }, { status: statusCode });
}

const byId = <T extends { id: number }>(list: readonly T[], id: string | readonly string[] | undefined) =>
  list.find((item) => item.id === Number(id));

/**
 * Default answers for the culinary service and the media upload. Stateless: a write answers as
 * the service would, but the lists do not change; a test that needs them to (reviews reload)
 * serves its own with `server.use()`.
 */
export const culinaryHandlers = [
  http.get('/api/dishes', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q') ?? '';
    const region = params.get('region') ?? '';
    const sorted = params.get('sort') === 'newest' ? [...dishes].sort((a, b) => b.id - a.id) : dishes;
    // The service's own rule, shared through @tn/contracts.
    return HttpResponse.json<Dish[]>(
      sorted.filter((d) => matchesSearch(q, [d.name, d.nameVi]) && matchesSearch(region, [d.region, d.regionVi])),
    );
  }),
  http.get('/api/dishes/top-rated', () =>
    HttpResponse.json<Dish[]>(
      dishes.filter((d) => d.ratingCount > 0).sort((a, b) => b.weightedRating - a.weightedRating).slice(0, 3),
    ),
  ),
  http.get<{ slug: string }, never, Dish | ErrorBody>('/api/dishes/slug/:slug', ({ params }) => {
    const dish = dishes.find((d) => d.slug === params.slug);
    return dish ? HttpResponse.json<Dish>(dish) : apiError(404, `slug: no dish ${params.slug}`);
  }),
  http.get<{ id: string }, never, Review[] | ErrorBody>('/api/dishes/:id/reviews', ({ params }) => {
    const dish = byId(dishes, params.id);
    return dish ? HttpResponse.json<Review[]>(dishReviews[dish.id] ?? []) : apiError(404, `id: no dish ${params.id}`);
  }),
  http.get<{ id: string }, never, Dish[] | ErrorBody>('/api/dishes/:id/similar', ({ params }) => {
    const dish = byId(dishes, params.id);
    if (!dish) return apiError(404, `id: no dish ${params.id}`);
    // The tea and the bamboo rice are alike; the shrimp is like nothing.
    return HttpResponse.json<Dish[]>(dish.id === 1 ? dishes.filter((d) => d.id === 2) : dish.id === 2 ? dishes.filter((d) => d.id === 1) : []);
  }),

  http.get('/api/restaurants', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q') ?? '';
    const kind = params.get('kind');
    return HttpResponse.json<Restaurant[]>(
      restaurants.filter((r) => (!kind || r.kind === kind) && matchesSearch(q, [r.name, r.nameVi])),
    );
  }),
  http.get<{ slug: string }, never, Restaurant | ErrorBody>('/api/restaurants/slug/:slug', ({ params }) => {
    const restaurant = restaurants.find((r) => r.slug === params.slug);
    return restaurant ? HttpResponse.json<Restaurant>(restaurant) : apiError(404, `slug: no place to eat ${params.slug}`);
  }),
  http.get<{ id: string }, never, Menu[] | ErrorBody>('/api/restaurants/:id/menus', ({ params }) => {
    const restaurant = byId(restaurants, params.id);
    return restaurant ? HttpResponse.json<Menu[]>(menus[restaurant.id] ?? []) : apiError(404, `id: no place to eat ${params.id}`);
  }),
  http.get<{ id: string }, never, Review[] | ErrorBody>('/api/restaurants/:id/reviews', ({ params }) => {
    const restaurant = byId(restaurants, params.id);
    return restaurant
      ? HttpResponse.json<Review[]>(restaurantReviews[restaurant.id] ?? [])
      : apiError(404, `id: no place to eat ${params.id}`);
  }),
  http.get<{ id: string }, never, Dish[] | ErrorBody>('/api/restaurants/:id/popular-dishes', ({ params }) => {
    const restaurant = byId(restaurants, params.id);
    if (!restaurant) return apiError(404, `id: no place to eat ${params.id}`);
    return HttpResponse.json<Dish[]>(dishes.filter((d) => d.restaurants.some((r) => r.id === restaurant.id)).slice(0, 3));
  }),
  http.get<{ id: string }, never, NearbyRestaurant[] | ErrorBody>('/api/restaurants/:id/nearby', ({ params }) => {
    const restaurant = byId(restaurants, params.id);
    return restaurant
      ? HttpResponse.json<NearbyRestaurant[]>(nearbyRestaurants[restaurant.id] ?? [])
      : apiError(404, `id: no place to eat ${params.id}`);
  }),

  http.post<never, CreateReviewBody, Review | ErrorBody>('/api/reviews', async ({ request }) => {
    const body = await request.json();
    return HttpResponse.json<Review>(
      makeReview({
        id: 100,
        dishId: body.dishId ?? null,
        restaurantId: body.restaurantId ?? null,
        rating: body.rating,
        content: body.content.trim(),
        imageUrl: body.imageId ? makeUpload().url : null,
        authorName: 'An',
        helpfulCount: 0,
        helpfulByMe: false,
        mine: true,
      }),
      { status: 201 },
    );
  }),
  http.patch<{ id: string }, UpdateReviewBody, Review | ErrorBody>('/api/reviews/:id', async ({ params, request }) => {
    const body = await request.json();
    return HttpResponse.json<Review>(
      makeReview({
        id: Number(params.id),
        ...(body.rating !== undefined ? { rating: body.rating } : {}),
        ...(body.content !== undefined ? { content: body.content.trim() } : {}),
        mine: true,
      }),
    );
  }),
  http.delete('/api/reviews/:id', () => new HttpResponse(null, { status: 204 })),
  http.post('/api/reviews/:id/helpful', () => HttpResponse.json<HelpfulState>({ helpfulCount: 1, helpfulByMe: true })),
  http.delete('/api/reviews/:id/helpful', () => HttpResponse.json<HelpfulState>({ helpfulCount: 0, helpfulByMe: false })),
  http.post('/api/reviews/:id/report', () => HttpResponse.json<ReportAnswer>({ reported: true })),

  http.post('/api/media', () => HttpResponse.json<MediaUpload>(makeUpload(), { status: 201 })),
];

import type { ListDishesQuery } from '@tn/contracts/culinary';

/** What a review is about: one dish or one place to eat. */
export type ReviewSubject = { kind: 'dish' | 'restaurant'; id: number };

/** Query keys of the culinary screens, under one root so that a review write can refresh them all. */
export const culinaryKeys = {
  all: ['culinary'] as const,
  dishes: (filter: ListDishesQuery) => [...culinaryKeys.all, 'dishes', filter] as const,
  topRated: () => [...culinaryKeys.all, 'top-rated'] as const,
  dish: (slug: string) => [...culinaryKeys.all, 'dish', slug] as const,
  similar: (dishId: number) => [...culinaryKeys.all, 'similar', dishId] as const,
  restaurants: () => [...culinaryKeys.all, 'restaurants'] as const,
  restaurant: (slug: string) => [...culinaryKeys.all, 'restaurant', slug] as const,
  menus: (restaurantId: number) => [...culinaryKeys.all, 'menus', restaurantId] as const,
  popular: (restaurantId: number) => [...culinaryKeys.all, 'popular', restaurantId] as const,
  nearby: (restaurantId: number) => [...culinaryKeys.all, 'nearby', restaurantId] as const,
  /** Every caller's view of one subject's reviews. */
  reviewsOf: (subject: ReviewSubject) => [...culinaryKeys.all, 'reviews', subject.kind, subject.id] as const,
  /** A signed-in caller's answer also says which reviews are theirs and which they found helpful. */
  reviews: (subject: ReviewSubject, uid: string | null) => [...culinaryKeys.reviewsOf(subject), uid ?? 'visitor'] as const,
};

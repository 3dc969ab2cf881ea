import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@tn/contracts/culinary';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { culinaryKeys, type ReviewSubject } from './culinary-keys.ts';

const basePath = (subject: ReviewSubject) => (subject.kind === 'dish' ? '/api/dishes' : '/api/restaurants');

/** GET /api/dishes/:id/reviews or /api/restaurants/:id/reviews: newest first, the first page. */
export function getReviews(subject: ReviewSubject, signal?: AbortSignal): Promise<Review[]> {
  return api.get<Review[]>(`${basePath(subject)}/${subject.id}/reviews`, { signal });
}

export function getReviewsQueryOptions(subject: ReviewSubject, uid: string | null) {
  return queryOptions({
    queryKey: culinaryKeys.reviews(subject, uid),
    queryFn: ({ signal }) => getReviews(subject, signal),
  });
}

export function useReviews(subject: ReviewSubject) {
  // Signed in, the answer marks the caller's own reviews and their helpful marks: one cache per user.
  const uid = useAuthStore((s) => (s.status === 'signedIn' ? (s.user?.uid ?? null) : null));
  return useQuery(getReviewsQueryOptions(subject, uid));
}

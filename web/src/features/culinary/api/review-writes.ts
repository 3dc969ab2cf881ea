import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewBody, HelpfulState, ReportAnswer, Review, UpdateReviewBody } from '@tn/contracts/culinary';
import { api, isApiError } from '../../../lib/api-client.ts';
import { culinaryKeys, type ReviewSubject } from './culinary-keys.ts';

/** POST /api/reviews → 201 with the review; 409 when the caller already reviewed the subject. */
export function createReview(body: CreateReviewBody): Promise<Review> {
  return api.post<Review>('/api/reviews', body);
}

/** PATCH /api/reviews/:id (the author only); imageId null removes the photo. */
export function updateReview(id: number, body: UpdateReviewBody): Promise<Review> {
  return api.patch<Review>(`/api/reviews/${id}`, body);
}

/** DELETE /api/reviews/:id → 204 (the author only). */
export function deleteReview(id: number): Promise<void> {
  return api.delete(`/api/reviews/${id}`);
}

/** POST (mark) or DELETE (unmark) /api/reviews/:id/helpful: the review's new count and state. */
export function setHelpful(id: number, helpful: boolean): Promise<HelpfulState> {
  const path = `/api/reviews/${id}/helpful`;
  return helpful ? api.post<HelpfulState>(path, {}) : api.delete<HelpfulState>(path);
}

/** POST /api/reviews/:id/report with a reason. */
export function reportReview(id: number, reason: string): Promise<ReportAnswer> {
  return api.post<ReportAnswer>(`/api/reviews/${id}/report`, { reason });
}

/**
 * A review was written, changed or deleted: the subject's reviews reload, and so does every
 * culinary answer that carries a rating (cards, top rated, the detail page).
 */
function useAfterReviewWrite() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: culinaryKeys.all });
}

export function useCreateReview() {
  const refresh = useAfterReviewWrite();
  return useMutation({ mutationFn: createReview, onSuccess: refresh });
}

export function useUpdateReview() {
  const refresh = useAfterReviewWrite();
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: UpdateReviewBody }) => updateReview(id, body), onSuccess: refresh });
}

export function useDeleteReview() {
  const refresh = useAfterReviewWrite();
  return useMutation({ mutationFn: deleteReview, onSuccess: refresh });
}

/** Helpful changes one review's count: written into the cached list at once, no reload. */
export function useSetHelpful(subject: ReviewSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, helpful }: { id: number; helpful: boolean }) => setHelpful(id, helpful),
    onSuccess: (state, { id }) => {
      queryClient.setQueriesData<Review[]>({ queryKey: culinaryKeys.reviewsOf(subject) }, (reviews) =>
        reviews?.map((review) => (review.id === id ? { ...review, ...state } : review)),
      );
    },
  });
}

/** A report sent, or refused as already sent (409): either way the list shows it as reported. */
export function useReportReview(subject: ReviewSubject) {
  const queryClient = useQueryClient();
  const markReported = (id: number) =>
    queryClient.setQueriesData<Review[]>({ queryKey: culinaryKeys.reviewsOf(subject) }, (reviews) =>
      reviews?.map((review) => (review.id === id ? { ...review, reportedByMe: true } : review)),
    );
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => reportReview(id, reason),
    onSuccess: (_answer, { id }) => {
      markReported(id);
      // Enough reports hide a review until an editor decides: the list is read again, so the
      // reporter does not keep seeing a review nobody else sees.
      void queryClient.invalidateQueries({ queryKey: culinaryKeys.reviewsOf(subject) });
    },
    onError: (error, { id }) => {
      if (isApiError(error, 409)) markReported(id);
    },
  });
}

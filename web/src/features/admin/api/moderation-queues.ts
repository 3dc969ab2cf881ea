import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportedReview, Suggestion } from '@tn/contracts/culinary';
import type { ModerationPhoto } from '@tn/contracts/place-photos';
import { api } from '../../../lib/api-client.ts';

/** Query keys of the editors' screen, under one root so that a decision refreshes every queue and log. */
export const moderationKeys = {
  all: ['moderation'] as const,
  photos: (status: 'pending' | 'approved') => [...moderationKeys.all, 'photos', status] as const,
  suggestions: () => [...moderationKeys.all, 'suggestions'] as const,
  reviews: () => [...moderationKeys.all, 'reviews'] as const,
  log: () => [...moderationKeys.all, 'log'] as const,
};

/** GET /api/locations/moderation/photos?status=: visitors' photos waiting (or approved, for ordering), oldest first. */
export function getModerationPhotos(status: 'pending' | 'approved', signal?: AbortSignal): Promise<ModerationPhoto[]> {
  return api.get<ModerationPhoto[]>('/api/locations/moderation/photos', { query: { status }, signal });
}

/** GET /api/restaurants/moderation/suggestions?status=pending: suggested places to eat, oldest first. */
export function getPendingSuggestions(signal?: AbortSignal): Promise<Suggestion[]> {
  return api.get<Suggestion[]>('/api/restaurants/moderation/suggestions', { query: { status: 'pending' }, signal });
}

/** GET /api/reviews/moderation/reported: reviews with reports and no decision yet, most reported first. */
export function getReportedReviews(signal?: AbortSignal): Promise<ReportedReview[]> {
  return api.get<ReportedReview[]>('/api/reviews/moderation/reported', { signal });
}

// Editors want what is waiting now: every visit to a queue asks again.
const fresh = { staleTime: 0 } as const;

export const photoQueueOptions = (status: 'pending' | 'approved') =>
  queryOptions({ queryKey: moderationKeys.photos(status), queryFn: ({ signal }) => getModerationPhotos(status, signal), ...fresh });

export const suggestionQueueOptions = () =>
  queryOptions({ queryKey: moderationKeys.suggestions(), queryFn: ({ signal }) => getPendingSuggestions(signal), ...fresh });

export const reviewQueueOptions = () =>
  queryOptions({ queryKey: moderationKeys.reviews(), queryFn: ({ signal }) => getReportedReviews(signal), ...fresh });

export const usePhotoQueue = (status: 'pending' | 'approved' = 'pending') => useQuery(photoQueueOptions(status));
export const useSuggestionQueue = () => useQuery(suggestionQueueOptions());
export const useReviewQueue = () => useQuery(reviewQueueOptions());

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecisionBody } from '@tn/contracts/moderation';
import { api } from '../../../lib/api-client.ts';

/** What an editor decides on: a visitor's photo, a suggested place to eat, a reported review. */
export type ModerationItemKind = 'photo' | 'suggestion' | 'review';

const DECISION_PATHS: Record<ModerationItemKind, (id: number) => string> = {
  photo: (id) => `/api/locations/moderation/photos/${id}/decision`,
  suggestion: (id) => `/api/restaurants/moderation/suggestions/${id}/decision`,
  review: (id) => `/api/reviews/moderation/reported/${id}/decision`,
};

export interface Decision {
  kind: ModerationItemKind;
  id: number;
  body: DecisionBody;
}

/** POST …/decision: approve, or reject with a reason (the server refuses a rejection without one). */
export function decide({ kind, id, body }: Decision): Promise<unknown> {
  return api.post<unknown>(DECISION_PATHS[kind](id), body);
}

/**
 * A decision, then every answer reloads: the queues and the log on this screen, and (marked stale)
 * the places, lists and reviews the decision changes elsewhere in the app.
 */
export function useDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    // Not awaited: the item leaves its queue when the list reloads, and its toast must still show.
    onSettled: () => {
      void queryClient.invalidateQueries();
    },
  });
}

/** PUT /api/locations/moderation/places/{id}/photo-order: every approved photo of the place, the cover first. */
export function savePhotoOrder(locationId: number, photoIds: number[]): Promise<unknown> {
  return api.put<unknown>(`/api/locations/moderation/places/${locationId}/photo-order`, { photoIds });
}

export function useSavePhotoOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locationId, photoIds }: { locationId: number; photoIds: number[] }) => savePhotoOrder(locationId, photoIds),
    // Not awaited: the list that reloads replaces the editor, which must still say it was saved.
    onSettled: () => {
      void queryClient.invalidateQueries();
    },
  });
}

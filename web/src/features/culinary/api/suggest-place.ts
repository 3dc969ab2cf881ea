import { useMutation } from '@tanstack/react-query';
import type { SuggestionBody, SuggestionCreated } from '@tn/contracts/culinary';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/restaurants/suggestions (signed in) → 201, pending: the place is listed only once an
 * editor approves it, so no list reloads here. 400 names the field that was refused.
 */
export function suggestPlace(body: SuggestionBody): Promise<SuggestionCreated> {
  return api.post<SuggestionCreated>('/api/restaurants/suggestions', body);
}

export function useSuggestPlace() {
  return useMutation({ mutationFn: suggestPlace });
}

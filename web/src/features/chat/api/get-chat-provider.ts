import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatProvider } from '@tn/contracts/chat';
import { api } from '../../../lib/api-client.ts';

export const chatKeys = {
  all: ['chat'] as const,
  provider: () => [...chatKeys.all, 'provider'] as const,
};

/** GET /api/chat/provider: the mode a new question goes to first (the badge before any answer). */
export function getChatProvider(signal?: AbortSignal): Promise<ChatProvider> {
  return api.get<ChatProvider>('/api/chat/provider', { signal });
}

export function getChatProviderQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.provider(),
    queryFn: ({ signal }) => getChatProvider(signal),
  });
}

export function useChatProvider() {
  return useQuery(getChatProviderQueryOptions());
}

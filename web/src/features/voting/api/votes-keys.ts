/** Query keys of the voting feature's server data; invalidation goes through these. */
export const votesKeys = {
  all: ['votes'] as const,
  recent: () => [...votesKeys.all, 'recent'] as const,
  limits: () => [...votesKeys.all, 'limit'] as const,
  limit: (uid: string) => [...votesKeys.limits(), uid] as const,
};

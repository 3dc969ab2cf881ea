/**
 * The route table: which service answers which /api prefix. The one place to look when a new
 * endpoint appears. Services serve the full /api/... path themselves, so the gateway forwards
 * the path unchanged.
 */

export const SERVICE_NAMES = ['catalog', 'voting', 'ranking', 'culinary', 'chat', 'profile'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The environment variable that lists each service's replicas. */
export const SERVICE_URL_ENV = {
  catalog: 'CATALOG_URL',
  voting: 'VOTING_URL',
  ranking: 'RANKING_URL',
  culinary: 'CULINARY_URL',
  chat: 'CHAT_URL',
  profile: 'PROFILE_URL',
} as const satisfies Record<ServiceName, string>;

export interface ApiRoute {
  prefix: string;
  service: ServiceName;
}

// The ranking projector has no routes: it is reached only by readiness checks.
export const API_ROUTES: readonly ApiRoute[] = [
  { prefix: '/api/locations', service: 'catalog' },
  { prefix: '/api/rankings', service: 'catalog' },
  { prefix: '/api/matchup', service: 'voting' },
  { prefix: '/api/vote', service: 'voting' },
  { prefix: '/api/votes', service: 'voting' },
  { prefix: '/api/user', service: 'voting' },
  { prefix: '/api/dishes', service: 'culinary' },
  { prefix: '/api/restaurants', service: 'culinary' },
  { prefix: '/api/reviews', service: 'culinary' },
  { prefix: '/api/chat', service: 'chat' },
  { prefix: '/api/me', service: 'profile' },
  { prefix: '/api/dashboard', service: 'profile' },
];

/** Replica origins of each service, as read from the environment. */
export type ServiceUrls = Record<ServiceName, readonly string[]>;

/**
 * Round-robin over a service's replicas. One rotor per service (not per prefix), so every
 * replica gets an even share whichever endpoints the traffic hits.
 */
export interface ReplicaRotor {
  readonly replicas: readonly string[];
  /** The next replica in turn. */
  next(): string;
}

export function createRotor(replicas: readonly string[]): ReplicaRotor {
  if (replicas.length === 0) throw new Error('a service needs at least one replica URL');
  let turn = 0;
  return {
    replicas,
    next() {
      const url = replicas[turn % replicas.length]!;
      turn = (turn + 1) % replicas.length;
      return url;
    },
  };
}

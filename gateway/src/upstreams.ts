import { SERVICES, urlEnvOf, type ServiceName } from '@tn/kit/registry';

/**
 * The route table: which service answers which /api prefix, derived from the service registry
 * (services/kit/src/registry.ts), the one place to add an endpoint prefix. Services serve the
 * full /api/... path themselves, so the gateway forwards the path unchanged.
 */

export { SERVICE_NAMES, type ServiceName } from '@tn/kit/registry';

/** The environment variable that lists each service's replicas, e.g. CATALOG_URL. */
export const SERVICE_URL_ENV = Object.fromEntries(SERVICES.map((s) => [s.name, urlEnvOf(s.name)])) as Record<ServiceName, string>;

export interface ApiRoute {
  prefix: string;
  service: ServiceName;
}

/** Every /api prefix and the service that answers it, from the registry. */
export const API_ROUTES: readonly ApiRoute[] = SERVICES.flatMap((s) => s.routes.map((prefix) => ({ prefix, service: s.name })));

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

/**
 * The one list of services. The launcher (`pnpm start`), the migrations runner, the gateway's
 * upstreams and route table, the test helpers and the container checks all derive from it:
 * adding a service is its folder under services/ plus one entry here.
 *
 * A service's name is also its folder, its Postgres login role and, when it owns data, its
 * schema (each service writes only its own schema; see docs/architecture.md, Ownership).
 */
export interface ServiceDefinition {
  readonly name: string;
  /** Default port; the gateway reaches it through `<NAME>_URL` (a comma-separated replica list). */
  readonly port: number;
  /** Owns the Postgres schema of its name, migrated from services/<name>/migrations, in registry order. */
  readonly schema: boolean;
  /** What its /readyz checks: the launcher gives it these and waits for them. */
  readonly needs: readonly ('postgres' | 'redis')[];
  /** Stateless processes scale out; a single one (the projector applies the log in order) does not. */
  readonly replicas: 'many' | 'one';
  /**
   * The path prefixes the gateway forwards to it (services serve the full path themselves): /api
   * ones, and for media the public /media files.
   */
  readonly routes: readonly string[];
  /**
   * The services it reads or asks over HTTP: each is handed to it as `<NAME>_URL` (one base URL)
   * by the launcher and by docker-compose.yml (whose check, infra/test/compose.test.ts, derives
   * from this list).
   */
  readonly calls: readonly string[];
}

export const SERVICES = [
  {
    name: 'catalog',
    port: 4001,
    schema: true,
    needs: ['postgres'],
    replicas: 'many',
    routes: ['/api/locations', '/api/rankings'],
    // A visitor's photo of a place is attached (and released) through the media service.
    calls: ['media'],
  },
  {
    name: 'voting',
    port: 4002,
    schema: true,
    needs: ['postgres', 'redis'],
    replicas: 'many',
    routes: ['/api/matchup', '/api/vote', '/api/votes', '/api/user'],
    calls: [],
  },
  // The ranking projector has no routes: the gateway reaches it only for readiness.
  { name: 'ranking', port: 4003, schema: true, needs: ['postgres', 'redis'], replicas: 'one', routes: [], calls: [] },
  {
    name: 'culinary',
    port: 4004,
    schema: true,
    needs: ['postgres'],
    replicas: 'many',
    routes: ['/api/dishes', '/api/restaurants', '/api/reviews'],
    // A review's photo is attached through the media service.
    calls: ['media'],
  },
  // The assistant owns no data: it reads places, standings and dishes through their HTTP APIs.
  { name: 'chat', port: 4005, schema: false, needs: [], replicas: 'many', routes: ['/api/chat'], calls: ['catalog', 'culinary'] },
  {
    name: 'profile',
    port: 4006,
    schema: true,
    needs: ['postgres'],
    replicas: 'many',
    routes: ['/api/me', '/api/dashboard'],
    // Deleting a user's data anonymizes their reviews through culinary; exporting it gathers what
    // culinary, catalog and voting keep about them.
    calls: ['culinary', 'catalog', 'voting'],
  },
  // Visitors' photos: uploads under /api/media, the stored files themselves under /media.
  {
    name: 'media',
    port: 4007,
    schema: true,
    needs: ['postgres'],
    replicas: 'many',
    routes: ['/api/media', '/media'],
    calls: [],
  },
] as const satisfies readonly ServiceDefinition[];

export type ServiceName = (typeof SERVICES)[number]['name'];

export const SERVICE_NAMES: readonly ServiceName[] = SERVICES.map((s) => s.name);

/** The variable that gives the gateway a service's replica URLs, e.g. CATALOG_URL. */
export const urlEnvOf = (name: ServiceName) => `${name.toUpperCase()}_URL` as const;

/** How far above its HTTP port a process serves its Prometheus metrics by default. */
export const METRICS_PORT_OFFSET = 1000;

/**
 * A process's metrics port unless METRICS_PORT says otherwise: its HTTP port + 1000 (catalog 5001,
 * voting 5002, the gateway 9080), a port of its own that the gateway never forwards to. 0 (no
 * metrics) for a process on an ephemeral port (0) or too high a port to add to.
 */
export function defaultMetricsPort(port: number): number {
  const metricsPort = port + METRICS_PORT_OFFSET;
  return port === 0 || metricsPort > 65535 ? 0 : metricsPort;
}

/** The variable that holds a service role's Postgres password where passwords are used. */
export const dbPasswordEnvOf = (name: ServiceName) => `${name.toUpperCase()}_DB_PASSWORD` as const;

export const needs = (service: ServiceDefinition, dependency: 'postgres' | 'redis') => service.needs.includes(dependency);

/**
 * A connection URL for a service's own login role on the same server and database as `url`:
 * the user becomes the service's name and the password the given one (none: the server's
 * local trust or a password file decides).
 */
export function databaseUrlAs(url: string, role: ServiceName, password?: string): string {
  const parsed = new URL(url);
  parsed.username = role;
  parsed.password = password ?? '';
  return parsed.toString();
}

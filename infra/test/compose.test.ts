import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { dbPasswordEnvOf, needs, SERVICES as REGISTRY, urlEnvOf, type ServiceName } from '@tn/kit/registry';
import { DEFAULT_AUTH_EMULATOR_PORT, DEFAULT_PROJECT_ID } from '../stack/auth-emulator.ts';

// No Docker engine runs the tests, so docker-compose.yml (the real setup), docker-compose.demo.yml
// (the demo setup, applied on top of it) and the Dockerfile are checked as text against the
// workspace: a renamed service, a missing target, a mistyped URL or a default password fails here.

const root = fileURLToPath(new URL('../../', import.meta.url));

interface ComposeService {
  build?: { context: string; target?: string; args?: Record<string, string> };
  image?: string;
  user?: string;
  read_only?: boolean;
  tmpfs?: string[] | string;
  cap_drop?: string[];
  security_opt?: string[];
  deploy?: { resources?: { limits?: { cpus?: string | number; memory?: string } } };
  cpus?: string | number;
  mem_limit?: string;
  command?: string[] | string;
  container_name?: string;
  ports?: unknown[];
  environment?: Record<string, string | number | boolean | null>;
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }> | string[];
}

interface ComposeFile {
  name?: string;
  services: Record<string, ComposeService>;
}

const mainText = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
const demoText = readFileSync(join(root, 'docker-compose.demo.yml'), 'utf8');
const compose = parse(mainText, { merge: true }) as ComposeFile;
const demoFile = parse(demoText, { merge: true }) as ComposeFile;
const services = compose.services;
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

// Compose replaces these sequences when a later file sets them; it appends to the others.
const REPLACED_SEQUENCES = new Set(['command', 'entrypoint', 'test']);

/** What `docker compose -f base -f override` sees: mappings merged key by key. */
function mergeCompose(base: unknown, override: unknown, key = ''): unknown {
  const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isMap(base) && isMap(override)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [k, v] of Object.entries(override)) merged[k] = k in base ? mergeCompose(base[k], v, k) : v;
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(override) && !REPLACED_SEQUENCES.has(key)) return [...new Set([...base, ...override])];
  return override;
}

/** The demo setup: docker-compose.yml, then docker-compose.demo.yml on top. */
const demo = mergeCompose(compose, demoFile) as ComposeFile;

/** Dockerfile stages: `FROM image AS name` → its parent (stage or image) and its lines up to the next FROM. */
const stages = new Map<string, string>();
const parents = new Map<string, string>();
for (const block of dockerfile.split(/^(?=FROM )/m).filter((b) => b.startsWith('FROM '))) {
  const match = /^FROM\s+(\S+)\s+AS\s+(\S+)/i.exec(block);
  if (!match) continue;
  stages.set(match[2]!, block);
  parents.set(match[2]!, match[1]!);
}

/** The last `instruction` of a stage, or of the stage it is built FROM; undefined from an image. */
function inherited(stage: string, instruction: 'USER' | 'HEALTHCHECK'): string | undefined {
  const own = [...stages.get(stage)!.matchAll(new RegExp(`^${instruction}\\s+(.+)$`, 'gm'))].at(-1)?.[1];
  if (own !== undefined) return own.trim();
  const parent = parents.get(stage)!;
  return stages.has(parent) ? inherited(parent, instruction) : undefined;
}

/** The workspace folder each process image runs from. */
const FOLDER: Record<string, string> = { gateway: 'gateway', migrate: 'infra' };
const folderOf = (target: string) => FOLDER[target] ?? join('services', target);

const built = Object.entries(services).filter(([, s]) => s.build);
const appServices = built.filter(([name]) => name !== 'migrate');

/**
 * Compose's variables resolved against `env`: `${VAR}`, `${VAR:-default}` and `${VAR:?message}`
 * (and their forms without the colon). A required variable that env lacks becomes
 * `required-VAR` and is added to `missing`: where compose would stop with its message.
 */
function interpolate(value: string, env: Record<string, string> = {}, missing?: Set<string>): string {
  return value.replace(/\$\{(\w+)(?:(:?[-?])([^}]*))?\}/g, (_, name: string, operator: string | undefined, argument: string) => {
    const set = env[name];
    if (operator === undefined) return set ?? '';
    const unset = operator.startsWith(':') ? !set : set === undefined;
    if (!unset) return set!;
    if (operator.endsWith('-')) return argument;
    missing?.add(name);
    return `required-${name}`;
  });
}

/** Every string of a compose file interpolated (see interpolate). */
function resolved<T>(node: T, env: Record<string, string> = {}, missing?: Set<string>): T {
  if (typeof node === 'string') return interpolate(node, env, missing) as T;
  if (Array.isArray(node)) return node.map((n) => resolved(n, env, missing)) as T;
  if (typeof node === 'object' && node !== null) {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolved(v, env, missing)])) as T;
  }
  return node;
}

/** The variables compose would stop on when none is set. */
function requiredVariables(file: ComposeFile): string[] {
  const missing = new Set<string>();
  resolved(file.services, {}, missing);
  return [...missing].sort();
}

const SETUPS = [
  ['the real setup', compose],
  ['the demo setup', demo],
] as const;

describe('docker-compose.yml', () => {
  it.each(SETUPS)('builds every process of %s from an existing Dockerfile target', (_setup, file) => {
    expect(built.length).toBeGreaterThanOrEqual(8);
    for (const [name, service] of Object.entries(file.services).filter(([, s]) => s.build)) {
      const target = service.build?.target;
      expect(target, `${name}: build.target`).toBeDefined();
      expect(stages.has(target!), `${name}: Dockerfile has no stage "${target}"`).toBe(true);
    }
  });

  it('maps every target to a workspace folder whose entrypoint exists', () => {
    for (const [name, service] of built) {
      const target = service.build!.target!;
      const folder = folderOf(target);
      expect(existsSync(join(root, folder, 'package.json')), `${name}: ${folder}/package.json`).toBe(true);
      const scripts = [...stages.get(target)!.matchAll(/([\w./-]+\.ts)\b/g)].map((m) => m[1]!);
      expect(scripts.length, `${name}: the ${target} stage runs no .ts entrypoint`).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script.startsWith(`${folder}/`), `${name}: ${script} is outside ${folder}/`).toBe(true);
        expect(existsSync(join(root, script)), `${name}: ${script} does not exist`).toBe(true);
      }
    }
  });

  it('runs Redis durable and without eviction (BullMQ must never lose a job)', () => {
    const command = [services.redis?.command ?? []].flat().join(' ');
    expect(command).toMatch(/--appendonly\s+yes/);
    expect(command).toMatch(/--maxmemory-policy\s+noeviction/);
  });

  it('lets voting scale: no container_name and no host port', () => {
    expect(services.voting).toBeDefined();
    expect(services.voting!.container_name).toBeUndefined();
    expect(services.voting!.ports).toBeUndefined();
  });

  it('gives every service a health check on /readyz', () => {
    for (const [name, service] of appServices.filter(([n]) => n !== 'gateway')) {
      expect(service.healthcheck, `${name}: healthcheck`).toBeDefined();
      expect([service.healthcheck!.test].flat().join(' '), name).toMatch(/\/readyz\b/);
      expect(inherited(service.build!.target!, 'HEALTHCHECK'), `${name}: Dockerfile HEALTHCHECK`).toMatch(/\/readyz\b/);
    }
  });

  // Its /readyz is down while any one service is: as its health check, one sick service would
  // mark the gateway, which still serves the site and every other service, unhealthy.
  it('checks the gateway on its own /healthz, not on /readyz', () => {
    const test = [services.gateway!.healthcheck!.test].flat().join(' ');
    expect(test).toMatch(/\/healthz\b/);
    expect(test).not.toMatch(/readyz/);
    expect(inherited('gateway', 'HEALTHCHECK')).toMatch(/\/healthz\b/);
    expect(inherited('gateway', 'HEALTHCHECK')).not.toMatch(/readyz/);
  });

  it('starts app services after the one-shot migrate job has succeeded', () => {
    for (const [name, service] of appServices.filter(([n]) => n !== 'gateway')) {
      const deps = service.depends_on as Record<string, { condition: string }>;
      expect(deps?.migrate?.condition, name).toBe('service_completed_successfully');
    }
  });

  it.each(SETUPS)('points every URL in the environment at a service of %s, on its port', (_setup, file) => {
    const services = file.services;
    const portOf = (name: string): number | undefined => {
      if (name === 'postgres') return 5432;
      if (name === 'redis') return 6379;
      const port = services[name]?.environment?.PORT;
      return port === undefined ? undefined : Number(port);
    };
    let checked = 0;
    for (const [name, service] of Object.entries(services)) {
      for (const [variable, raw] of Object.entries(service.environment ?? {})) {
        // Content-Security-Policy sources are addresses the browser reaches, not services.
        if (variable.startsWith('CSP_')) continue;
        const value = interpolate(String(raw ?? ''));
        if (!/^(https?|postgres(ql)?|rediss?):\/\//.test(value)) continue;
        for (const entry of value.split(',')) {
          const url = new URL(entry.trim());
          expect(Object.keys(services), `${name}.${variable} → ${url.hostname}`).toContain(url.hostname);
          expect(Number(url.port), `${name}.${variable}: port of ${url.hostname}`).toBe(portOf(url.hostname));
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it.each(SETUPS)('depends only on services that exist, in %s', (_setup, { services }) => {
    for (const [name, service] of Object.entries(services)) {
      const deps = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
      for (const dep of deps) expect(Object.keys(services), `${name} depends on ${dep}`).toContain(dep);
    }
  });

  it('gives the gateway every service URL it requires', () => {
    const env = services.gateway?.environment ?? {};
    for (const variable of [...REGISTRY.map((s) => urlEnvOf(s.name)), 'REDIS_URL']) {
      expect(env[variable], variable).toBeTruthy();
    }
    expect(services.gateway?.ports?.map(String)).toEqual([expect.stringMatching(/:8080$/)]);
  });
});

// The service registry (services/kit/src/registry.ts) is the source of truth: compose and the
// Dockerfile must agree with it, service by service.
describe('docker-compose.yml and the Dockerfile against the service registry', () => {
  it.each(REGISTRY.map((s) => [s.name, s] as const))('runs %s from its own target, on its registry port', (name, entry) => {
    const service = services[name];
    expect(service, `compose has no service "${name}"`).toBeDefined();
    expect(service!.build?.target).toBe(name);
    expect(Number(service!.environment?.PORT)).toBe(entry.port);
    const stage = stages.get(name);
    expect(stage, `Dockerfile has no stage "${name}"`).toBeDefined();
    expect(stage).toMatch(new RegExp(`ENV PORT=${entry.port}\\b`));
    expect(stage).toContain(`services/${name}/src/server.ts`);
  });

  it.each(REGISTRY.map((s) => [s.name, s] as const))('connects %s to exactly what it needs, Postgres as its own role', (name, entry) => {
    const env = services[name]!.environment ?? {};
    if (needs(entry, 'postgres')) {
      const url = new URL(interpolate(String(env.DATABASE_URL)));
      expect(url.username, `${name} connects as`).toBe(name);
      expect(String(services.migrate!.environment?.[dbPasswordEnvOf(entry.name)] ?? ''), `migrate sets ${name}'s password`).not.toBe('');
    } else {
      expect(env.DATABASE_URL, `${name} has no database`).toBeUndefined();
    }
    if (needs(entry, 'redis')) expect(env.REDIS_URL, name).toBeTruthy();
    else expect(env.REDIS_URL, `${name} needs no Redis`).toBeUndefined();
    expect(interpolate(String(services.gateway!.environment?.[urlEnvOf(entry.name)]))).toBe(`http://${name}:${entry.port}`);
  });

  it.each(REGISTRY.map((s) => [s.name, s] as const))('gives %s the URL of exactly the services it calls', (name, entry) => {
    const env = services[name]!.environment ?? {};
    const serviceUrlVariables = REGISTRY.map((s) => urlEnvOf(s.name)).filter((variable) => variable in env);
    expect(serviceUrlVariables.sort(), `${name}: <SERVICE>_URL variables`).toEqual(entry.calls.map((c) => urlEnvOf(c as ServiceName)).sort());
    for (const called of entry.calls) {
      const port = REGISTRY.find((s) => s.name === called)?.port;
      expect(port, `${name} calls ${called}, which is not in the registry`).toBeDefined();
      expect(interpolate(String(env[urlEnvOf(called as ServiceName)]))).toBe(`http://${called}:${port}`);
    }
  });

  it('runs only services of the registry (plus the gateway, the migrate job and the databases)', () => {
    const known = new Set<string>([...REGISTRY.map((s) => s.name), 'gateway', 'migrate', 'postgres', 'redis']);
    for (const name of Object.keys(services)) expect(known.has(name), `${name} is not in the registry`).toBe(true);
  });

  it('lets every stateless service scale: no container_name and no host port', () => {
    for (const entry of REGISTRY.filter((s) => s.replicas === 'many')) {
      expect(services[entry.name]!.container_name, entry.name).toBeUndefined();
      expect(services[entry.name]!.ports, entry.name).toBeUndefined();
    }
  });
});

/** The variables the real setup must be given: no default for any of them, anywhere. */
const REQUIRED = [
  'POSTGRES_PASSWORD',
  'REDIS_PASSWORD',
  ...REGISTRY.filter((s) => needs(s, 'postgres')).map((s) => dbPasswordEnvOf(s.name)),
  'MATCHUP_TOKEN_SECRET',
  'FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
].sort();

/** The Firebase web config the web app reads at build time (web/src/config/env.ts). */
const FIREBASE_BUILD_ARGS = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID'];

const limitsOf = (service: ComposeService) => ({
  cpus: service.deploy?.resources?.limits?.cpus ?? service.cpus,
  memory: service.deploy?.resources?.limits?.memory ?? service.mem_limit,
});

/** "512M", "1G", "384mb" → bytes (compose and Redis both count k/m/g in powers of 1024 here). */
function bytes(size: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*([kmg])?b?$/i.exec(size.trim());
  if (!match) throw new Error(`not a size: ${size}`);
  return Number(match[1]) * 1024 ** ' kmg'.indexOf((match[2] ?? ' ').toLowerCase());
}

describe.each(SETUPS)('every container of %s, locked down', (_setup, file) => {
  const all = Object.entries(file.services);

  it('runs as a user other than root, in compose and in its image', () => {
    for (const [name, service] of all) {
      expect(service.user, `${name}: user`).toBeTruthy();
      expect(String(service.user), `${name}: user`).not.toMatch(/^(root|0)(:|$)/);
      const target = service.build?.target;
      if (!target) continue;
      const user = inherited(target, 'USER');
      expect(user, `${name}: the ${target} stage has no USER`).toBeDefined();
      expect(user, `${name}: the ${target} stage's USER`).not.toMatch(/^(root|0)(:|$)/);
    }
  });

  it('has a read-only root filesystem, with /tmp in memory', () => {
    for (const [name, service] of all) {
      expect(service.read_only, `${name}: read_only`).toBe(true);
      expect([service.tmpfs ?? []].flat().some((t) => /^\/tmp(:|$)/.test(t)), `${name}: tmpfs /tmp`).toBe(true);
    }
    // Postgres keeps its socket and lock file there.
    expect([file.services.postgres!.tmpfs].flat()).toContainEqual(expect.stringMatching(/^\/var\/run\/postgresql(:|$)/));
  });

  it('drops every capability and cannot gain privileges', () => {
    for (const [name, service] of all) {
      expect(service.cap_drop, `${name}: cap_drop`).toContain('ALL');
      expect(service.security_opt, `${name}: security_opt`).toContainEqual(expect.stringMatching(/^no-new-privileges(:true)?$/));
    }
  });

  it('has CPU and memory limits', () => {
    for (const [name, service] of all) {
      const { cpus, memory } = limitsOf(service);
      expect(Number(cpus), `${name}: cpus`).toBeGreaterThan(0);
      expect(bytes(String(memory ?? '')), `${name}: memory`).toBeGreaterThanOrEqual(128 * 1024 ** 2);
    }
  });

  // Full, Redis refuses writes (noeviction); over its container's limit it would be killed instead.
  it('keeps Redis under its memory limit, with room for the append-only file rewrite', () => {
    const command = [file.services.redis!.command ?? []].flat().map(String);
    const maxmemory = command[command.indexOf('--maxmemory') + 1];
    expect(maxmemory, 'redis --maxmemory').toBeDefined();
    expect(bytes(maxmemory!)).toBeLessThanOrEqual(bytes(String(limitsOf(file.services.redis!).memory)) / 2);
  });

  it('uses one password per account, the same wherever it appears', () => {
    const values = Object.fromEntries(REQUIRED.map((name) => [name, `value-of-${name}`]));
    const services = resolved(file.services, values);
    const passwordOf = (url: unknown) => decodeURIComponent(new URL(String(url)).password);
    // Redis: the server's password, its health check's, and every client's.
    const redisCommand = [services.redis!.command ?? []].flat().map(String);
    const redisPassword = redisCommand[redisCommand.indexOf('--requirepass') + 1];
    expect(redisPassword, 'redis --requirepass').toBeTruthy();
    expect(services.redis!.environment?.REDISCLI_AUTH).toBe(redisPassword);
    for (const [name, service] of Object.entries(services)) {
      if (service.environment?.REDIS_URL !== undefined) expect(passwordOf(service.environment.REDIS_URL), `${name}: REDIS_URL`).toBe(redisPassword);
    }
    // Postgres: the admin's, and each service role's as the migrate job sets it.
    const migrate = services.migrate!.environment!;
    expect(passwordOf(migrate.DATABASE_URL)).toBe(services.postgres!.environment?.POSTGRES_PASSWORD);
    for (const entry of REGISTRY.filter((s) => needs(s, 'postgres'))) {
      expect(passwordOf(services[entry.name]!.environment?.DATABASE_URL), `${entry.name}: DATABASE_URL`).toBe(migrate[dbPasswordEnvOf(entry.name)]);
    }
  });
});

describe('docker-compose.yml: the real setup', () => {
  it('stops unless every password, the token secret and the Firebase project are given', () => {
    expect(requiredVariables(compose)).toEqual(REQUIRED);
  });

  it('lists each of them, empty, in .env.example', () => {
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    for (const name of REQUIRED) expect(example, name).toMatch(new RegExp(`^${name}=$`, 'm'));
  });

  it('has no default for any of them, anywhere in the file', () => {
    for (const [, name, operator] of mainText.matchAll(/\$\{(\w+)(:?[-?+])?/g)) {
      if (REQUIRED.includes(name!)) expect(operator, `\${${name}} must be \${${name}:?…}`).toBe(':?');
    }
    // Nor a password or secret written as a value.
    expect(mainText).not.toMatch(/^\s*\w*(PASSWORD|SECRET|REDISCLI_AUTH)\w*:\s*(?!\$\{)\S/m);
  });

  it('requires a password of Redis', () => {
    expect([services.redis!.command].flat().join(' ')).toMatch(/--requirepass\s+\$\{REDIS_PASSWORD:\?/);
  });

  it('verifies real Firebase tokens: nothing of the Auth emulator', () => {
    expect(mainText).not.toMatch(/FIREBASE_AUTH_EMULATOR_HOST|ALLOW_AUTH_EMULATOR_IN_PRODUCTION|demo-/);
    let checked = 0;
    for (const [name, service] of Object.entries(services)) {
      const project = service.environment?.FIREBASE_PROJECT_ID;
      if (project === undefined) continue;
      expect(String(project), name).toMatch(/^\$\{FIREBASE_PROJECT_ID:\?[^}]*\}$/);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(REGISTRY.filter((s) => services[s.name]?.environment?.FIREBASE_PROJECT_ID).length);
  });

  it('builds the web app for the real project the services verify tokens of', () => {
    const args = services.gateway!.build!.args ?? {};
    expect(Object.keys(args)).toEqual(expect.arrayContaining(FIREBASE_BUILD_ARGS));
    expect(args.VITE_FIREBASE_API_KEY).toMatch(/^\$\{VITE_FIREBASE_API_KEY:\?/);
    expect(args.VITE_FIREBASE_AUTH_DOMAIN).toMatch(/^\$\{VITE_FIREBASE_AUTH_DOMAIN:\?/);
    expect(args.VITE_FIREBASE_PROJECT_ID).toBe(services.voting!.environment?.FIREBASE_PROJECT_ID);
  });
});

describe('the Dockerfile', () => {
  const web = stages.get('web')!;

  // Vite bakes VITE_* into the bundle from the build's environment.
  it.each([...FIREBASE_BUILD_ARGS, 'VITE_FIREBASE_AUTH_EMULATOR_HOST'])('passes %s to the web build (ARG and ENV)', (name) => {
    expect(web).toMatch(new RegExp(`^ARG ${name}=?$`, 'm'));
    expect(web).toMatch(new RegExp(`\\b${name}=\\$\\{${name}\\}`));
    expect(readFileSync(join(root, 'web/src/config/env.ts'), 'utf8')).toContain(`'${name}'`);
  });

  it('declares every build argument compose passes (Docker ignores unknown ones)', () => {
    for (const [setup, file] of SETUPS) {
      for (const arg of Object.keys(file.services.gateway!.build!.args ?? {})) {
        expect(web, `${setup}: ${arg}`).toMatch(new RegExp(`^ARG ${arg}=?$`, 'm'));
      }
    }
  });

  // `COPY . .` would otherwise put them into every image.
  it('keeps the files of real secrets out of the build context', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n').map((l) => l.trim());
    expect(ignored).toEqual(expect.arrayContaining(['.env', '**/secrets.env']));
  });

  it('builds the web app with NODE_ENV=production and refuses a half-set Firebase config', () => {
    expect(web).toMatch(/NODE_ENV=production/);
    expect(web).toMatch(/-n "\$VITE_FIREBASE_API_KEY"[^\n]*-z "\$VITE_FIREBASE_AUTH_DOMAIN"[^\n]*-z "\$VITE_FIREBASE_PROJECT_ID"/);
  });
});

describe('docker-compose.demo.yml: the demo setup', () => {
  const services = demo.services;
  const emulatorStage = () => stages.get('auth-emulator') ?? '';

  it('is a project of its own: its images, containers and volumes apart from the real setup', () => {
    expect(demoFile.name).toMatch(/demo/);
  });

  it('writes every value in the open but the token secret, which stays required', () => {
    expect(requiredVariables(demo)).toEqual(['MATCHUP_TOKEN_SECRET']);
  });

  it('builds an emulator web app: no API key, the emulator where the browser reaches it', () => {
    const args = services.gateway!.build!.args ?? {};
    for (const name of FIREBASE_BUILD_ARGS) expect(args[name], name).toBe('');
    const published = (services['auth-emulator']!.ports ?? []).map(String);
    expect(published).toEqual([`127.0.0.1:${DEFAULT_AUTH_EMULATOR_PORT}:${DEFAULT_AUTH_EMULATOR_PORT}`]);
    expect(args.VITE_FIREBASE_AUTH_EMULATOR_HOST).toBe(`127.0.0.1:${DEFAULT_AUTH_EMULATOR_PORT}`);
    expect(String(services.gateway!.environment?.CSP_EXTRA_CONNECT_SRC).split(/[\s,]+/)).toContain(`http://127.0.0.1:${DEFAULT_AUTH_EMULATOR_PORT}`);
  });

  it('runs the Auth emulator for the demo project the emulator build signs in to', () => {
    expect(services['auth-emulator']!.build?.target).toBe('auth-emulator');
    expect(emulatorStage()).toContain(`"--project", "${DEFAULT_PROJECT_ID}"`);
    expect(emulatorStage()).toContain(`"host":"0.0.0.0","port":${DEFAULT_AUTH_EMULATOR_PORT}`);
    expect(readFileSync(join(root, 'web/src/config/env.ts'), 'utf8')).toContain(`'${DEFAULT_PROJECT_ID}'`);
  });

  it('has every service that verifies sign-in use the emulator, and start after it', () => {
    let checked = 0;
    for (const [name, service] of Object.entries(services)) {
      if (service.environment?.FIREBASE_PROJECT_ID === undefined) continue;
      expect(service.environment, name).toMatchObject({
        FIREBASE_PROJECT_ID: DEFAULT_PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_HOST: `auth-emulator:${DEFAULT_AUTH_EMULATOR_PORT}`,
        // The images run with NODE_ENV=production, where emulator tokens need this.
        ALLOW_AUTH_EMULATOR_IN_PRODUCTION: 'true',
      });
      expect((service.depends_on as Record<string, { condition: string }>)['auth-emulator']?.condition, name).toBe('service_healthy');
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });
});

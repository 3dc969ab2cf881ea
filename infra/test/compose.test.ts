import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { dbPasswordEnvOf, needs, SERVICES as REGISTRY, urlEnvOf, type ServiceName } from '@tn/kit/registry';

// No Docker engine runs the tests, so docker-compose.yml and the Dockerfile are checked as
// text against the workspace: a renamed service, a missing target or a mistyped URL fails here.

const root = fileURLToPath(new URL('../../', import.meta.url));

interface ComposeService {
  build?: { context: string; target?: string };
  image?: string;
  command?: string[] | string;
  container_name?: string;
  ports?: unknown[];
  environment?: Record<string, string | number | boolean | null>;
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }> | string[];
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = compose.services;
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

/** Dockerfile stages: `FROM image AS name` → the lines up to the next FROM. */
const stages = new Map<string, string>();
for (const block of dockerfile.split(/^(?=FROM )/m).filter((b) => b.startsWith('FROM '))) {
  const name = /^FROM\s+\S+\s+AS\s+(\S+)/i.exec(block)?.[1];
  if (name) stages.set(name, block);
}

/** The workspace folder each process image runs from. */
const FOLDER: Record<string, string> = { gateway: 'gateway', migrate: 'infra' };
const folderOf = (target: string) => FOLDER[target] ?? join('services', target);

const built = Object.entries(services).filter(([, s]) => s.build);
const appServices = built.filter(([name]) => name !== 'migrate');

/** `${VAR:-default}` → default (what compose uses when VAR is unset). */
const interpolate = (value: string) => value.replace(/\$\{\w+(?::?-([^}]*))?\}/g, (_, fallback: string | undefined) => fallback ?? '');

describe('docker-compose.yml', () => {
  it('builds every process from an existing Dockerfile target', () => {
    expect(built.length).toBeGreaterThanOrEqual(8);
    for (const [name, service] of built) {
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

  it('gives every app service a health check on /readyz', () => {
    for (const [name, service] of appServices) {
      expect(service.healthcheck, `${name}: healthcheck`).toBeDefined();
      expect([service.healthcheck!.test].flat().join(' '), name).toMatch(/readyz/);
    }
    expect(dockerfile).toContain('/readyz');
  });

  it('starts app services after the one-shot migrate job has succeeded', () => {
    for (const [name, service] of appServices.filter(([n]) => n !== 'gateway')) {
      const deps = service.depends_on as Record<string, { condition: string }>;
      expect(deps?.migrate?.condition, name).toBe('service_completed_successfully');
    }
  });

  it('points every URL in the environment at a service of this file, on its port', () => {
    const portOf = (name: string): number | undefined => {
      if (name === 'postgres') return 5432;
      if (name === 'redis') return 6379;
      const port = services[name]?.environment?.PORT;
      return port === undefined ? undefined : Number(port);
    };
    let checked = 0;
    for (const [name, service] of Object.entries(services)) {
      for (const [variable, raw] of Object.entries(service.environment ?? {})) {
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

  it('depends only on services that exist', () => {
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

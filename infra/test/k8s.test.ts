import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { loadConfig } from '@tn/kit/config';
import { DEFAULT_DRAIN_MS, FORCED_EXIT_AFTER_DRAIN_MS } from '@tn/kit/server';
import { dbPasswordEnvOf, defaultMetricsPort, needs, SERVICES as REGISTRY, urlEnvOf, type ServiceName } from '@tn/kit/registry';
import { schemaErrors, unknownFieldErrors } from './k8s-schema.ts';
import { containersOf, imageName, imageTag, renderKustomization, secretValues, type K8sObject, type ReadFile } from './kustomize.ts';

// infra/k8s (kustomize base and production overlay) checked without a cluster: every object
// against the Kubernetes API schemas, and the whole against the service registry, the Dockerfile,
// docker-compose.yml and the services' own config schemas, the way compose.test.ts checks compose.

const root = fileURLToPath(new URL('../../', import.meta.url));
const K8S = join(root, 'infra/k8s');
const BASE = join(K8S, 'base');
const PRODUCTION = join(K8S, 'overlays/production');
const SECRETS_ENV = join(PRODUCTION, 'secrets.env');
const SECRETS_EXAMPLE = join(PRODUCTION, 'secrets.env.example');

// secrets.env is the operator's and never committed: the overlay renders here with its example.
const withExampleSecrets: ReadFile = (path) => readFileSync(path === SECRETS_ENV ? SECRETS_EXAMPLE : path, 'utf8');

const renders = {
  base: renderKustomization(BASE),
  production: renderKustomization(PRODUCTION, withExampleSecrets),
};
type RenderName = keyof typeof renders;

/** The processes deployed: every registry service, and the gateway in front of them. */
const GATEWAY = { name: 'gateway', port: 8080 } as const;
const PROCESSES = [...REGISTRY.map((s) => ({ name: s.name as string, port: s.port as number })), GATEWAY];

/** Dockerfile stages: `FROM image AS name` → the lines up to the next FROM. */
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const stages = new Map<string, string>();
for (const block of dockerfile.split(/^(?=FROM )/m).filter((b) => b.startsWith('FROM '))) {
  const name = /^FROM\s+\S+\s+AS\s+(\S+)/i.exec(block)?.[1];
  if (name) stages.set(name, block);
}

const entrypointOf = (process: string) => (process === 'gateway' ? 'gateway/src/server.ts' : `services/${process}/src/server.ts`);
const configModuleOf = (process: string) => (process === 'gateway' ? 'gateway/src/config.ts' : `services/${process}/src/config.ts`);

/** How long a process may take to stop before it forces its exit (the kit's listen()), in seconds. */
const DRAIN_SECONDS = (DEFAULT_DRAIN_MS + FORCED_EXIT_AFTER_DRAIN_MS) / 1000;

// ---------------------------------------------------------------------------------------------
// Reading the rendered objects

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { configMapKeyRef?: { name: string; key: string }; secretKeyRef?: { name: string; key: string } };
}
interface Probe {
  httpGet?: { path: string; port: number | string };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: unknown[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    runAsNonRoot?: boolean;
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[] };
  };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodSpec {
  containers: Container[];
  restartPolicy?: string;
  automountServiceAccountToken?: boolean;
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; seccompProfile?: { type: string } };
  volumes?: { name: string; persistentVolumeClaim?: { claimName: string } }[];
}
interface Workload extends K8sObject {
  spec: {
    replicas?: number;
    selector?: { matchLabels: Record<string, string> };
    template: { metadata?: { labels?: Record<string, string>; annotations?: Record<string, string> }; spec: PodSpec };
    backoffLimit?: number;
  };
}

const all = (render: RenderName, kind: string) => renders[render].filter((o) => o.kind === kind);
function one<T extends K8sObject = K8sObject>(render: RenderName, kind: string, name: string): T {
  const found = renders[render].filter((o) => o.kind === kind && o.metadata.name === name);
  expect(found, `${render}: ${kind} ${name}`).toHaveLength(1);
  return found[0] as T;
}
const workloads = (render: RenderName) => [...all(render, 'Deployment'), ...all(render, 'Job')] as Workload[];
const podOf = (workload: Workload) => workload.spec.template.spec;
const mainContainer = (workload: Workload) => {
  const containers = podOf(workload).containers;
  expect(containers.map((c) => c.name), workload.metadata.name).toEqual([workload.metadata.name]);
  return containers[0]!;
};

const configMap = (render: RenderName) => one(render, 'ConfigMap', 'thai-nguyen-config').data as Record<string, string>;
const secret = (render: RenderName) => secretValues(one(render, 'Secret', 'thai-nguyen-secrets'));

/** A container's environment, each value looked up in the ConfigMap or Secret it names. */
function resolvedEnv(render: RenderName, container: Container): Record<string, string> {
  const env: Record<string, string> = {};
  for (const variable of container.env ?? []) {
    const fromConfig = variable.valueFrom?.configMapKeyRef;
    const fromSecret = variable.valueFrom?.secretKeyRef;
    let value = variable.value;
    if (fromConfig) {
      expect(fromConfig.name, `${container.name}.${variable.name}`).toBe('thai-nguyen-config');
      value = configMap(render)[fromConfig.key];
      expect(value, `${render}: ${container.name}.${variable.name} → ConfigMap key ${fromConfig.key}`).toBeDefined();
    } else if (fromSecret) {
      expect(fromSecret.name, `${container.name}.${variable.name}`).toBe('thai-nguyen-secrets');
      value = secret(render)[fromSecret.key];
      expect(value, `${render}: ${container.name}.${variable.name} → Secret key ${fromSecret.key}`).toBeDefined();
    }
    expect(value, `${render}: ${container.name}.${variable.name} has no value`).toBeDefined();
    expect(env, `${container.name}: ${variable.name} given twice`).not.toHaveProperty(variable.name);
    env[variable.name] = value!;
  }
  return env;
}

/** A probe's or Service's port, a number or the name of one of the container's ports. */
function portNumber(container: Container, port: number | string): number | undefined {
  return typeof port === 'number' ? port : container.ports?.find((p) => p.name === port)?.containerPort;
}

const isSubset = (part: Record<string, string> = {}, whole: Record<string, string> = {}) =>
  Object.keys(part).length > 0 && Object.entries(part).every(([k, v]) => whole[k] === v);

/** "250m" → 0.25, "2" → 2 (CPU); "512Mi" → bytes (memory). */
function quantity(value: string): number {
  const match = /^(\d+(?:\.\d+)?)(m|k|M|G|Ki|Mi|Gi)?$/.exec(String(value));
  if (!match) throw new Error(`"${value}" is not a quantity this test reads`);
  const unit = { m: 1e-3, k: 1e3, M: 1e6, G: 1e9, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30 }[match[2] ?? ''] ?? 1;
  return Number(match[1]) * unit;
}

/** What these checks read of a TypeBox object schema. */
type EnvSchema = Parameters<typeof loadConfig>[0] & { properties: Record<string, object>; required?: string[] };

/** The TypeBox schema of a process's environment (CatalogEnv, GatewayEnv…), from its config module. */
async function envSchemaOf(process: string): Promise<EnvSchema> {
  const module = (await import(pathToFileURL(join(root, configModuleOf(process))).href)) as Record<string, unknown>;
  const schemas = Object.entries(module).filter(
    ([name, value]) => name.endsWith('Env') && typeof value === 'object' && value !== null && 'properties' in value,
  );
  expect(schemas.map(([name]) => name), `${configModuleOf(process)} exports one *Env schema`).toHaveLength(1);
  return schemas[0]![1] as EnvSchema;
}

// ---------------------------------------------------------------------------------------------

describe('infra/k8s against the Kubernetes API schemas', () => {
  it.each(Object.keys(renders) as RenderName[])('%s: every object is valid (required fields, types, formats)', async (render) => {
    expect(renders[render].length).toBeGreaterThan(20);
    expect(await schemaErrors(renders[render])).toEqual([]);
  });

  it('has no field the Kubernetes API does not know (a misspelt field would be dropped silently)', () => {
    expect(unknownFieldErrors([...renders.base, ...renders.production])).toEqual([]);
  });

  it('the field check catches a misspelt field and the schema check a wrong type', async () => {
    const voting = structuredClone(one<Workload>('base', 'Deployment', 'voting'));
    const container = mainContainer(voting) as unknown as Record<string, unknown>;
    container.readinesProbe = container.readinessProbe;
    expect(unknownFieldErrors([voting])).toEqual([expect.stringMatching(/Deployment voting: .*readinesProbe/)]);
    (container.ports as { containerPort: unknown }[])[0]!.containerPort = 'http';
    expect(await schemaErrors([voting])).toEqual([expect.stringMatching(/Deployment voting: .*containerPort must be integer/)]);
  });

  // The tests render with infra/test/kustomize.ts; where kubectl is installed, kustomize itself
  // must render the same objects (on a copy, with the example in place of secrets.env).
  const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;
  it.skipIf(!kubectl)('renders exactly as `kubectl kustomize` does', () => {
    const copy = mkdtempSync(join(tmpdir(), 'tn-k8s-'));
    try {
      cpSync(K8S, copy, { recursive: true, filter: (source) => source !== SECRETS_ENV });
      cpSync(SECRETS_EXAMPLE, join(copy, 'overlays/production/secrets.env'));
      // kustomize wraps a Secret's long base64 values over lines (the API server ignores the breaks).
      const unwrapped = (o: K8sObject) =>
        o.kind === 'Secret' && o.data
          ? { ...o, data: Object.fromEntries(Object.entries(o.data as Record<string, string>).map(([k, v]) => [k, v.replace(/\s/g, '')])) }
          : o;
      const sorted = (objects: K8sObject[]) =>
        objects.map(unwrapped).sort((a, b) => `${a.kind}/${a.metadata.name}`.localeCompare(`${b.kind}/${b.metadata.name}`));
      for (const [render, dir] of [['base', 'base'], ['production', 'overlays/production']] as const) {
        const run = spawnSync('kubectl', ['kustomize', join(copy, dir)], { encoding: 'utf8' });
        expect(run.stderr, `kubectl kustomize ${dir}`).toBe('');
        const rendered = parseAllDocuments(run.stdout).map((doc) => doc.toJS() as K8sObject);
        expect(sorted(renders[render]), render).toEqual(sorted(rendered));
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe.each(Object.keys(renders) as RenderName[])('infra/k8s %s against the service registry', (render) => {
  it('runs every registry service and the gateway, each as a Deployment behind a Service on its port', () => {
    for (const { name, port } of PROCESSES) {
      const deployment = one<Workload>(render, 'Deployment', name);
      const podLabels = deployment.spec.template.metadata?.labels;
      expect(isSubset(deployment.spec.selector?.matchLabels, podLabels), `${name}: selector matches its pods`).toBe(true);
      const container = mainContainer(deployment);
      expect(container.ports, name).toEqual([
        { name: 'http', containerPort: port },
        { name: 'metrics', containerPort: defaultMetricsPort(port) },
      ]);
      expect(resolvedEnv(render, container).PORT, `${name}: PORT`).toBe(String(port));

      const service = one(render, 'Service', name);
      const spec = service.spec as { selector: Record<string, string>; ports: { port: number; targetPort: number | string }[] };
      expect(isSubset(spec.selector, podLabels), `${name}: the Service selects its pods`).toBe(true);
      expect(spec.ports.map((p) => p.port), `${name}: Service port`).toEqual([port]);
      expect(portNumber(container, spec.ports[0]!.targetPort), `${name}: Service targetPort`).toBe(port);
    }
  });

  it('lets Prometheus scrape every process on its own metrics port, which no Service or Ingress leads to', () => {
    for (const { name, port } of PROCESSES) {
      const deployment = one<Workload>(render, 'Deployment', name);
      const container = mainContainer(deployment);
      const metricsPort = defaultMetricsPort(port);
      // The process's own default (the kit's listen()): no METRICS_PORT is set to move it.
      expect(resolvedEnv(render, container).METRICS_PORT, `${name}: METRICS_PORT`).toBeUndefined();
      expect(portNumber(container, 'metrics'), `${name}: metrics containerPort`).toBe(metricsPort);
      expect(deployment.spec.template.metadata?.annotations, `${name}: scrape annotations`).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(metricsPort),
        'prometheus.io/path': '/metrics',
      });
      const service = one(render, 'Service', name).spec as { ports: { port: number; targetPort: number | string }[] };
      for (const p of service.ports) {
        expect(p.targetPort === 'metrics' || portNumber(container, p.targetPort) === metricsPort, `${name}: its Service exposes metrics`).toBe(false);
      }
    }
  });

  it('deploys nothing that is not in the registry (plus the gateway)', () => {
    const names = PROCESSES.map((p) => p.name).sort();
    expect(all(render, 'Deployment').map((d) => d.metadata.name).sort()).toEqual(names);
    expect(all(render, 'Service').map((s) => s.metadata.name).sort()).toEqual(names);
  });

  it('runs each process from the Dockerfile target of its name, which starts its own entrypoint', () => {
    for (const { name } of PROCESSES) {
      const image = mainContainer(one<Workload>(render, 'Deployment', name)).image;
      const target = imageName(image).split('/').pop()!;
      expect(target, `${name}: image ${image}`).toBe(name);
      const stage = stages.get(target);
      expect(stage, `Dockerfile has no stage "${target}"`).toBeDefined();
      expect(stage).toContain(entrypointOf(name));
      expect(existsSync(join(root, entrypointOf(name))), entrypointOf(name)).toBe(true);
    }
  });

  it('probes readiness on /readyz and liveness on /healthz, on the registry port', () => {
    const servicesServe = readFileSync(join(root, 'services/kit/src/server.ts'), 'utf8');
    const gatewayServes = readFileSync(join(root, 'gateway/src/app.ts'), 'utf8');
    for (const { name, port } of PROCESSES) {
      const container = mainContainer(one<Workload>(render, 'Deployment', name));
      const served = name === 'gateway' ? gatewayServes : servicesServe;
      // The gateway's /readyz is down whenever any one service is: as its readiness it would take
      // every gateway, so the whole site, out of the Ingress. It is ready when it is up itself.
      const expected = { readinessProbe: name === 'gateway' ? '/healthz' : '/readyz', livenessProbe: '/healthz', startupProbe: '/healthz' };
      for (const [probe, path] of Object.entries(expected)) {
        const httpGet = container[probe as keyof typeof expected]?.httpGet;
        expect(httpGet?.path, `${name}.${probe}`).toBe(path);
        expect(portNumber(container, httpGet!.port), `${name}.${probe} port`).toBe(port);
        expect(served, `${name} serves ${path}`).toContain(`app.get('${path}'`);
      }
    }
  });

  it.each(PROCESSES.map((p) => [p.name] as const))('gives %s every variable its config requires and none it does not read', async (name) => {
    const container = mainContainer(one<Workload>(render, 'Deployment', name));
    expect(container.envFrom, `${name}: variables one by one, no envFrom`).toBeUndefined();
    const env = resolvedEnv(render, container);
    const schema = await envSchemaOf(name);
    const required = (schema.required ?? []).filter((key: string) => !('default' in schema.properties[key]!));
    for (const key of required) expect(env, `${name} requires ${key}`).toHaveProperty(key);
    for (const key of Object.keys(env)) expect(Object.keys(schema.properties), `${name} does not read ${key}`).toContain(key);
    // The values pass the service's own validation; the one placeholder refused is voting's
    // matchup secret, too short on purpose so that it can never go live.
    let problem = '';
    try {
      loadConfig(schema, env);
    } catch (err) {
      problem = err instanceof Error ? err.message : String(err);
    }
    if (name === 'voting') expect(problem.split('\n').slice(1).map((l) => l.trim().split(':')[0])).toEqual(['MATCHUP_TOKEN_SECRET']);
    else expect(problem, name).toBe('');
  });

  it.each(REGISTRY.map((s) => [s.name, s] as const))('connects %s to exactly what it needs, Postgres as its own role', (name, entry) => {
    const env = resolvedEnv(render, mainContainer(one<Workload>(render, 'Deployment', name)));
    if (needs(entry, 'postgres')) {
      const url = new URL(env.DATABASE_URL!);
      expect(url.username, `${name} connects as`).toBe(name);
      expect(decodeURIComponent(url.password), `${name}: its URL's password is the one the migrations Job sets`).toBe(
        secret(render)[dbPasswordEnvOf(entry.name)],
      );
    } else {
      expect(env.DATABASE_URL, `${name} has no database`).toBeUndefined();
    }
    if (needs(entry, 'redis')) expect(env.REDIS_URL, name).toMatch(/^rediss?:\/\//);
    else expect(env.REDIS_URL, `${name} needs no Redis`).toBeUndefined();
  });

  it.each(REGISTRY.map((s) => [s.name, s] as const))('gives %s the URL of exactly the services it calls, at their Service', (name, entry) => {
    const env = resolvedEnv(render, mainContainer(one<Workload>(render, 'Deployment', name)));
    const urlVariables = REGISTRY.map((s) => urlEnvOf(s.name)).filter((variable) => variable in env);
    expect(urlVariables.sort()).toEqual(entry.calls.map((c) => urlEnvOf(c as ServiceName)).sort());
    for (const called of entry.calls) {
      const port = REGISTRY.find((s) => s.name === called)!.port;
      expect(env[urlEnvOf(called as ServiceName)]).toBe(`http://${called}:${port}`);
    }
  });

  it('gives the gateway every service URL, each at its Service, and Redis', () => {
    const env = resolvedEnv(render, mainContainer(one<Workload>(render, 'Deployment', 'gateway')));
    for (const entry of REGISTRY) {
      expect(env[urlEnvOf(entry.name)], urlEnvOf(entry.name)).toBe(`http://${entry.name}:${entry.port}`);
      one(render, 'Service', entry.name);
    }
    expect(env.REDIS_URL).toMatch(/^rediss?:\/\//);
  });

  it('gives each process every variable docker-compose.yml gives it (but the Auth emulator)', () => {
    const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
      services: Record<string, { environment?: Record<string, unknown> }>;
    };
    const EMULATOR_ONLY = new Set(['FIREBASE_AUTH_EMULATOR_HOST']);
    for (const { name } of PROCESSES) {
      const given = Object.keys(resolvedEnv(render, mainContainer(one<Workload>(render, 'Deployment', name))));
      for (const variable of Object.keys(compose.services[name]?.environment ?? {}).filter((v) => !EMULATOR_ONLY.has(v))) {
        expect(given, `${name}: ${variable} (set in docker-compose.yml)`).toContain(variable);
      }
    }
  });

  it('runs every container as non-root on a read-only root filesystem, without privileges, within limits', () => {
    for (const workload of workloads(render)) {
      const name = workload.metadata.name;
      const pod = podOf(workload);
      expect(pod.securityContext?.runAsNonRoot, `${name}: runAsNonRoot`).toBe(true);
      // The image's user is a name (node); Kubernetes verifies runAsNonRoot only on a number.
      expect(pod.securityContext?.runAsUser, `${name}: runAsUser`).toBeGreaterThan(0);
      expect(pod.securityContext?.seccompProfile?.type, `${name}: seccomp`).toBe('RuntimeDefault');
      expect(pod.automountServiceAccountToken, `${name}: no API token`).toBe(false);
      for (const container of containersOf(workload) as unknown as Container[]) {
        const where = `${name}/${container.name}`;
        expect(container.securityContext, where).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        expect(container.volumeMounts?.map((m) => m.mountPath), `${where}: a writable /tmp`).toContain('/tmp');
        for (const resource of ['cpu', 'memory']) {
          const request = container.resources?.requests?.[resource];
          const limit = container.resources?.limits?.[resource];
          expect(request, `${where}: ${resource} request`).toBeDefined();
          expect(limit, `${where}: ${resource} limit`).toBeDefined();
          expect(quantity(request!), `${where}: ${resource} request within its limit`).toBeLessThanOrEqual(quantity(limit!));
        }
      }
    }
  });

  it(`gives every process longer to stop than the endpoints' update plus its own drain (${DRAIN_SECONDS} s)`, () => {
    for (const deployment of all(render, 'Deployment') as Workload[]) {
      const name = deployment.metadata.name;
      const command = mainContainer(deployment).lifecycle?.preStop?.exec?.command ?? [];
      expect(command[0], `${name}: preStop sleeps while the endpoints are updated`).toBe('sleep');
      const pause = Number(command[1]);
      expect(pause, name).toBeGreaterThan(0);
      expect(podOf(deployment).terminationGracePeriodSeconds, name).toBeGreaterThan(pause + DRAIN_SECONDS);
    }
  });

  it('scales voting on its own: a HorizontalPodAutoscaler (CPU 70 %, 2 to 10) and a PodDisruptionBudget', () => {
    const voting = one<Workload>(render, 'Deployment', 'voting');
    expect(voting.spec.replicas, 'the autoscaler owns the replica count').toBeUndefined();
    const hpa = one(render, 'HorizontalPodAutoscaler', 'voting');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec).toMatchObject({
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'voting' },
      minReplicas: 2,
      maxReplicas: 10,
      metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
    });
    const pdb = one(render, 'PodDisruptionBudget', 'voting');
    expect(pdb.apiVersion).toBe('policy/v1');
    const spec = pdb.spec as { minAvailable: number; selector: { matchLabels: Record<string, string> } };
    expect(spec.minAvailable).toBe(1);
    for (const deployment of all(render, 'Deployment') as Workload[]) {
      const selected = isSubset(spec.selector.matchLabels, deployment.spec.template.metadata?.labels);
      expect(selected, `the budget covers ${deployment.metadata.name}`).toBe(deployment.metadata.name === 'voting');
    }
  });

  it('says why a one-replica process is safe with more: the projector applies under an advisory lock', () => {
    for (const entry of REGISTRY.filter((s) => s.replicas === 'one')) {
      const deployment = one<Workload>(render, 'Deployment', entry.name);
      expect(deployment.metadata.annotations?.['thai-nguyen.app/replicas'], entry.name).toMatch(/advisory lock/);
      expect(deployment.spec.replicas, entry.name).toBeGreaterThanOrEqual(1);
    }
  });

  it('migrates as the admin role in a Job that runs infra/migrate.ts and sets every role password', () => {
    const job = one<Workload>(render, 'Job', 'migrate');
    expect(podOf(job).restartPolicy).toBe('Never');
    expect(job.spec.backoffLimit).toBeGreaterThan(0);
    const container = mainContainer(job);
    expect(stages.has(imageName(container.image).split('/').pop()!), `Dockerfile target of ${container.image}`).toBe(true);
    const scripts = (container.command ?? []).join(' ').match(/[\w./-]+\.ts\b/g) ?? [];
    expect(scripts).toContain('infra/migrate.ts');
    for (const script of scripts) expect(existsSync(join(root, script)), script).toBe(true);
    const env = container.env ?? [];
    expect(env.find((v) => v.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef?.key).toBe('ADMIN_DATABASE_URL');
    const resolved = resolvedEnv(render, container);
    for (const entry of REGISTRY.filter((s) => needs(s, 'postgres'))) {
      expect(resolved, `the Job sets ${entry.name}'s password`).toHaveProperty(dbPasswordEnvOf(entry.name));
    }
  });

  it('keeps media\'s photos on a shared (ReadWriteMany) volume mounted at MEDIA_DIR', () => {
    const claim = one(render, 'PersistentVolumeClaim', 'media');
    expect((claim.spec as { accessModes: string[] }).accessModes).toEqual(['ReadWriteMany']);
    const media = one<Workload>(render, 'Deployment', 'media');
    const volume = podOf(media).volumes?.find((v) => v.persistentVolumeClaim?.claimName === 'media');
    expect(volume, 'media mounts the claim').toBeDefined();
    const container = mainContainer(media);
    const mount = container.volumeMounts?.find((m) => m.name === volume!.name);
    expect(mount?.mountPath).toBe(resolvedEnv(render, container).MEDIA_DIR);
    expect(stages.get('media')).toMatch(new RegExp(`MEDIA_DIR=${mount!.mountPath}\\b`));
  });

  it('lets only the gateway in from outside, through one Ingress', () => {
    const ingresses = all(render, 'Ingress');
    expect(ingresses).toHaveLength(1);
    const rules = (ingresses[0]!.spec as { rules: { http: { paths: { backend: { service: { name: string; port: { name?: string; number?: number } } } }[] } }[] }).rules;
    const backends = rules.flatMap((r) => r.http.paths.map((p) => p.backend.service));
    expect(backends.length).toBeGreaterThan(0);
    for (const backend of backends) {
      expect(backend.name).toBe('gateway');
      expect(backend.port.name ?? backend.port.number).toBeOneOf(['http', GATEWAY.port]);
    }
  });

  it('keeps secrets out of the ConfigMap, and only placeholders in the repository', () => {
    for (const key of Object.keys(configMap(render))) expect(key).not.toMatch(/PASSWORD|SECRET|API_KEY|DATABASE_URL|REDIS_URL/);
    for (const [key, value] of Object.entries(secret(render))) {
      expect(value === '' || value.includes('REPLACE-ME'), `${key} is a placeholder`).toBe(true);
    }
  });
});

describe('infra/k8s production overlay', () => {
  it('takes every image from a registry at a release tag', () => {
    for (const workload of workloads('production')) {
      for (const { image } of containersOf(workload)) {
        expect(imageName(image), image).toMatch(/^[a-z0-9.-]+\.[a-z]+(:\d+)?\/thai-nguyen\/[a-z]+$/);
        expect(imageTag(image), image).toBeDefined();
        expect(imageTag(image), image).not.toBe('latest');
      }
    }
  });

  it('runs two or more of every stateless process (voting: its autoscaler decides)', () => {
    for (const { name } of PROCESSES) {
      const replicas = one<Workload>('production', 'Deployment', name).spec.replicas;
      if (name === 'voting') expect(replicas).toBeUndefined();
      else expect(replicas, name).toBeGreaterThanOrEqual(2);
    }
  });

  it('puts everything in its own namespace, which enforces the restricted Pod Security Standard', () => {
    const namespace = one('production', 'Namespace', 'thai-nguyen');
    expect(namespace.metadata.labels?.['pod-security.kubernetes.io/enforce']).toBe('restricted');
    for (const o of renders.production.filter((x) => x.kind !== 'Namespace')) {
      expect(o.metadata.namespace, `${o.kind} ${o.metadata.name}`).toBe('thai-nguyen');
    }
  });

  it('labels what the migrations need as setup, applied and awaited before the rest (infra/README.md)', () => {
    const setup = renders.production.filter((o) => o.metadata.labels?.['app.kubernetes.io/component'] === 'setup');
    expect(setup.map((o) => `${o.kind} ${o.metadata.name}`).sort()).toEqual([
      'ConfigMap thai-nguyen-config',
      'Job migrate',
      'Namespace thai-nguyen',
      'Secret thai-nguyen-secrets',
    ]);
  });

  it('takes the Secret from the git-ignored secrets.env, whose example has every key the base has', () => {
    expect(Object.keys(secret('production')).sort()).toEqual(Object.keys(secret('base')).sort());
    const ignored = spawnSync('git', ['check-ignore', '--quiet', '--no-index', SECRETS_ENV], { cwd: root });
    expect(ignored.status, 'secrets.env must be git-ignored').toBe(0);
  });
});

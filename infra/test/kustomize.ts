import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/**
 * The part of kustomize that infra/k8s uses, so the tests can render base and overlay without a
 * kustomize binary: resources (files and folders), namespace, labels (metadata only), images,
 * replicas, strategic-merge patches given by path, and a secretGenerator (create or replace) from
 * env files without a name hash. Anything else in a kustomization.yaml is refused, so a new
 * feature cannot silently render differently here; where kubectl is installed, k8s.test.ts also
 * compares this rendering with `kubectl kustomize`.
 */

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

/** Reads a file of the tree; tests pass their own to stand in for files that are not committed. */
export type ReadFile = (path: string) => string;

const readText: ReadFile = (path) => readFileSync(path, 'utf8');

const SUPPORTED = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'labels',
  'resources',
  'images',
  'replicas',
  'patches',
  'secretGenerator',
]);

/** Kinds that live outside any namespace (the only ones infra/k8s has). */
const CLUSTER_SCOPED = new Set(['Namespace']);

interface Kustomization {
  namespace?: string;
  labels?: { pairs: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean }[];
  resources?: string[];
  images?: { name: string; newName?: string; newTag?: string }[];
  replicas?: { name: string; count: number }[];
  patches?: { path?: string; patch?: string; target?: unknown }[];
  secretGenerator?: {
    name: string;
    behavior?: 'create' | 'replace';
    envs?: string[];
    literals?: string[];
    options?: { disableNameSuffixHash?: boolean; labels?: Record<string, string> };
  }[];
}

/** Renders the kustomization in `dir` (a folder holding kustomization.yaml). */
export function renderKustomization(dir: string, read: ReadFile = readText): K8sObject[] {
  const file = join(dir, 'kustomization.yaml');
  const kustomization = (parse(read(file)) ?? {}) as Kustomization & Record<string, unknown>;
  for (const field of Object.keys(kustomization)) {
    if (!SUPPORTED.has(field)) throw new Error(`${file}: "${field}" is not supported by this renderer (infra/test/kustomize.ts)`);
  }

  let objects: K8sObject[] = [];
  for (const entry of kustomization.resources ?? []) {
    const path = resolve(dir, entry);
    objects.push(...(isDirectory(path) ? renderKustomization(path, read) : readObjects(path, read)));
  }
  for (const generator of kustomization.secretGenerator ?? []) objects = generateSecret(dir, generator, objects, read);
  for (const patch of kustomization.patches ?? []) {
    if (!patch.path || patch.patch || patch.target) throw new Error(`${file}: only patches given by path (strategic merge) are supported`);
    for (const doc of readObjects(resolve(dir, patch.path), read)) {
      const target = objects.find((o) => sameObject(o, doc));
      if (!target) throw new Error(`${file}: patch ${patch.path} names ${doc.kind} ${doc.metadata.name}, which is not rendered`);
      objects[objects.indexOf(target)] = strategicMerge(target, doc) as K8sObject;
    }
  }
  if (kustomization.namespace) {
    for (const o of objects) if (!CLUSTER_SCOPED.has(o.kind)) o.metadata.namespace = kustomization.namespace;
  }
  for (const label of kustomization.labels ?? []) {
    if (label.includeSelectors || label.includeTemplates) throw new Error(`${file}: labels reach metadata only here (no selectors, no templates)`);
    for (const o of objects) o.metadata.labels = { ...o.metadata.labels, ...label.pairs };
  }
  for (const image of kustomization.images ?? []) {
    for (const container of objects.flatMap(containersOf)) {
      if (imageName(container.image) !== image.name) continue;
      const tag = image.newTag ?? imageTag(container.image);
      container.image = `${image.newName ?? image.name}${tag ? `:${tag}` : ''}`;
    }
  }
  for (const { name, count } of kustomization.replicas ?? []) {
    const target = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name);
    if (!target) throw new Error(`${file}: replicas for ${name}, which has no Deployment`);
    (target.spec as { replicas?: number }).replicas = count;
  }
  return objects;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function readObjects(path: string, read: ReadFile): K8sObject[] {
  return parseAllDocuments(read(path)).flatMap((doc) => {
    if (doc.errors.length > 0) throw new Error(`${path}: ${doc.errors[0]!.message}`);
    const value = doc.toJS() as K8sObject | null;
    return value ? [value] : [];
  });
}

const groupOf = (apiVersion: string) => (apiVersion.includes('/') ? apiVersion.split('/')[0] : '');
const sameObject = (a: K8sObject, b: K8sObject) =>
  a.kind === b.kind && groupOf(a.apiVersion) === groupOf(b.apiVersion) && a.metadata.name === b.metadata.name;

/** Every container of a workload (a Deployment's or a Job's pod template). */
export function containersOf(o: K8sObject): { name: string; image: string; [field: string]: unknown }[] {
  const pod = (o.spec as { template?: { spec?: { containers?: never[]; initContainers?: never[] } } } | undefined)?.template?.spec;
  return [...(pod?.initContainers ?? []), ...(pod?.containers ?? [])];
}

/** `registry.example.org/thai-nguyen/voting:1.2` → `registry.example.org/thai-nguyen/voting`. */
export const imageName = (image: string) => image.replace(/@.*$/, '').replace(/:[^:/]+$/, '');
export const imageTag = (image: string) => /:([^:/@]+)(@.*)?$/.exec(image)?.[1];

/**
 * Strategic merge as Kubernetes does it for what the patches here touch: maps merge key by key,
 * lists of named items (containers, env, volumes) merge item by name, other lists are replaced,
 * and null deletes a key. (Kubernetes merges ports by number: the patches here change no port.)
 */
export function strategicMerge(target: unknown, patch: unknown): unknown {
  if (Array.isArray(target) && Array.isArray(patch) && [...target, ...patch].every(isNamed)) {
    const merged = target.map((item) => {
      const update = patch.find((p) => p.name === item.name);
      return update ? strategicMerge(item, update) : item;
    });
    return [...merged, ...patch.filter((p) => !target.some((t) => t.name === p.name))];
  }
  if (!isMap(target) || !isMap(patch)) return structuredClone(patch);
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = key in target ? strategicMerge(target[key], value) : structuredClone(value);
  }
  return merged;
}

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNamed = (value: unknown): value is { name: string } => isMap(value) && typeof value.name === 'string';

/** KEY=value lines; blank lines and # comments skipped, the value taken as written. */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    if (at <= 0) throw new Error(`env file line "${line}" is not KEY=value`);
    values[line.slice(0, at)] = line.slice(at + 1);
  }
  return values;
}

function generateSecret(
  dir: string,
  generator: NonNullable<Kustomization['secretGenerator']>[number],
  objects: K8sObject[],
  read: ReadFile,
): K8sObject[] {
  if (!generator.options?.disableNameSuffixHash) {
    throw new Error(`secretGenerator ${generator.name}: only disableNameSuffixHash: true is supported (no name rewriting here)`);
  }
  const values: Record<string, string> = {};
  for (const env of generator.envs ?? []) Object.assign(values, parseEnvFile(read(resolve(dir, env))));
  for (const literal of generator.literals ?? []) Object.assign(values, parseEnvFile(literal));
  const data = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Buffer.from(v).toString('base64')]));
  const generated: K8sObject = {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: generator.name, ...(generator.options.labels ? { labels: { ...generator.options.labels } } : {}) },
    type: 'Opaque',
    data,
  };
  const existing = objects.find((o) => sameObject(o, generated));
  const behavior = generator.behavior ?? 'create';
  if (behavior === 'create') {
    if (existing) throw new Error(`secretGenerator ${generator.name}: a Secret of that name exists (use behavior: replace)`);
    return [...objects, generated];
  }
  if (behavior !== 'replace') throw new Error(`secretGenerator ${generator.name}: behavior ${String(behavior)} is not supported`);
  if (!existing) throw new Error(`secretGenerator ${generator.name}: behavior replace needs a Secret of that name in the resources`);
  // Like kustomize: the existing Secret keeps its name and labels; its values are the generated ones.
  const replaced: K8sObject = {
    ...generated,
    metadata: { ...existing.metadata, labels: { ...existing.metadata.labels, ...generated.metadata.labels } },
  };
  return objects.map((o) => (o === existing ? replaced : o));
}

/** A Secret's values, decoded, whether written as stringData or data. */
export function secretValues(secret: K8sObject): Record<string, string> {
  const data = (secret.data ?? {}) as Record<string, string>;
  return {
    ...Object.fromEntries(Object.entries(data).map(([k, v]) => [k, Buffer.from(v, 'base64').toString('utf8')])),
    ...((secret.stringData ?? {}) as Record<string, string>),
  };
}

import { isDeepStrictEqual } from 'node:util';

/** The parts of an OpenAPI document the merge reads; everything else is carried as it is. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  tags?: { name: string; description?: string }[];
  [extension: string]: unknown;
}

/** One service's own document and the prefixes the gateway forwards to that service. */
export interface ServiceDocument {
  service: string;
  prefixes: readonly string[];
  document: OpenApiDocument;
}

/**
 * One public document from the services' own: of each, the paths the gateway actually forwards
 * (under one of its registry prefixes; anything else the service answers is not reachable from
 * outside), and its components. A component several services declare identically appears once;
 * one declared differently under the same name keeps both, the later renamed `<service>_<name>`
 * with that service's references rewritten to it.
 */
export function mergeDocuments(base: OpenApiDocument, parts: readonly ServiceDocument[]): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = { ...base.paths };
  const components: Record<string, Record<string, unknown>> = Object.fromEntries(
    Object.entries(base.components ?? {}).map(([section, entries]) => [section, { ...entries }]),
  );
  const tags = [...(base.tags ?? [])];

  for (const { service, prefixes, document } of parts) {
    const renames = new Map<string, string>();
    const own = document.components ?? {};
    for (const [section, entries] of Object.entries(own)) {
      for (const [name, value] of Object.entries(entries ?? {})) {
        const existing = components[section]?.[name];
        if (existing !== undefined && !isDeepStrictEqual(existing, value)) {
          renames.set(`#/components/${section}/${name}`, `#/components/${section}/${service}_${name}`);
        }
      }
    }
    for (const [section, entries] of Object.entries(own)) {
      const merged = (components[section] ??= {});
      for (const [name, value] of Object.entries(entries ?? {})) {
        const renamed = renames.has(`#/components/${section}/${name}`) ? `${service}_${name}` : name;
        merged[renamed] ??= withRefs(value, renames);
      }
    }
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      if (!isForwarded(path, prefixes)) continue;
      paths[path] = { ...paths[path], ...withRefs(item, renames) };
    }
    for (const tag of document.tags ?? [{ name: service }]) {
      if (!tags.some((known) => known.name === tag.name)) tags.push(tag);
    }
  }

  return { ...base, tags, paths: sortedByKey(paths), components };
}

/** Whether the gateway forwards `path` to the service of these prefixes (its own rule, in proxy.ts). */
export function isForwarded(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A copy of `value` with every `$ref` that was renamed pointing at its new name. */
function withRefs<T>(value: T, renames: ReadonlyMap<string, string>): T {
  if (renames.size === 0) return value;
  return JSON.parse(JSON.stringify(value), (key, inner: unknown) =>
    key === '$ref' && typeof inner === 'string' && renames.has(inner) ? renames.get(inner) : inner,
  ) as T;
}

function sortedByKey<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

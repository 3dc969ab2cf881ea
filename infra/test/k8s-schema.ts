import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { K8sObject } from './kustomize.ts';

/**
 * Checks manifests against the Kubernetes API schemas shipped in the npm package
 * kubernetes-models (generated from Kubernetes' own OpenAPI document; nothing is downloaded):
 *
 * - `schemaErrors`: each object through the package's JSON-schema validator (required fields,
 *   types, formats, enums);
 * - `unknownFieldErrors`: fields the API does not know. The JSON schemas allow any extra field
 *   (the API server drops or refuses them at apply time), so a typo such as `readinesProbe` would
 *   pass there; here every object is type-checked as an object literal of the package's
 *   TypeScript interface for its kind, and TypeScript reports each field the interface lacks.
 */

interface Model {
  validate(): void;
}
type ModelClass = new (data: object) => Model;

/** `apps/v1` → kubernetes-models/apps/v1; the core group's `v1` → kubernetes-models/v1. */
const modulePath = (apiVersion: string) => `kubernetes-models/${apiVersion}`;

export async function schemaErrors(objects: readonly K8sObject[]): Promise<string[]> {
  const errors: string[] = [];
  for (const o of objects) {
    const where = `${o.kind} ${o.metadata?.name}`;
    let model: ModelClass | undefined;
    try {
      model = ((await import(modulePath(o.apiVersion))) as Record<string, ModelClass>)[o.kind];
    } catch {
      // Reported below: no model for this apiVersion.
    }
    if (!model) {
      errors.push(`${where}: no Kubernetes schema for ${o.apiVersion} ${o.kind}`);
      continue;
    }
    try {
      new model(o).validate();
    } catch (err) {
      errors.push(`${where}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return errors;
}

// The virtual module sits in this folder so that `kubernetes-models` resolves as for this file.
const HERE = dirname(fileURLToPath(import.meta.url));
const VIRTUAL = join(HERE, '__k8s_manifests__.ts');

export function unknownFieldErrors(objects: readonly K8sObject[]): string[] {
  const lines: string[] = [];
  const owners: { from: number; where: string }[] = [];
  objects.forEach((o, i) => {
    const type = `import('${modulePath(o.apiVersion)}/${o.kind}').I${o.kind}`;
    owners.push({ from: lines.length + 1, where: `${o.kind} ${o.metadata?.name}` });
    lines.push(...`export const object${i}: ${type} = ${JSON.stringify(o, null, 2)};`.split('\n'));
  });
  const source = lines.join('\n');

  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === VIRTUAL ? ts.createSourceFile(name, source, language) : getSourceFile(name, language, ...rest);
  host.fileExists = (name) => name === VIRTUAL || fileExists(name);
  host.readFile = (name) => (name === VIRTUAL ? source : readFile(name));

  const program = ts.createProgram([VIRTUAL], options, host);
  const file = program.getSourceFile(VIRTUAL)!;
  return ts.getPreEmitDiagnostics(program, file).map((d) => {
    const line = d.start === undefined ? 0 : file.getLineAndCharacterOfPosition(d.start).line + 1;
    const owner = owners.findLast((o) => o.from <= line);
    return `${owner?.where ?? 'manifest'}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

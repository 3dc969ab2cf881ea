import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { dim, StartError, type Sink } from './processes.ts';

/** Inputs of the web build besides web/src: a change to any of them makes web/dist stale. */
const INPUT_FILES = ['index.html', 'package.json', 'vite.config.ts', 'tsconfig.json'];

/** Newest modification time under `path` (files only), 0 if it does not exist. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Why the build must run, or undefined when web/dist is up to date. */
export function webBuildReason(webDir: string): string | undefined {
  const builtAt = newestMtime(join(webDir, 'dist', 'index.html'));
  if (builtAt === 0) return 'web/dist is missing';
  const sources = Math.max(
    newestMtime(join(webDir, 'src')),
    newestMtime(join(webDir, 'public')),
    // The build's own plugins (web/build/*.ts).
    newestMtime(join(webDir, 'build')),
    ...INPUT_FILES.map((f) => newestMtime(join(webDir, f))),
  );
  return sources > builtAt ? 'web sources changed since the last build' : undefined;
}

/**
 * Runs the web package's own `build` script, as `pnpm --filter @tn/web build` would: through
 * sh, in web/, with the workspace's bin folders and this Node first on PATH.
 */
export async function buildWeb(options: { root: string; sink: Sink; force?: boolean }): Promise<boolean> {
  const webDir = join(options.root, 'web');
  const reason = options.force ? 'forced' : webBuildReason(webDir);
  if (!reason) {
    options.sink(dim('[web] web/dist is up to date'));
    return false;
  }
  const script: string | undefined = JSON.parse(readFileSync(join(webDir, 'package.json'), 'utf8')).scripts?.build;
  if (!script) throw new StartError('web/package.json has no "build" script');
  options.sink(dim(`[web] building the web app (${reason}): ${script}`));
  const started = Date.now();
  const PATH = [join(webDir, 'node_modules', '.bin'), join(options.root, 'node_modules', '.bin'), dirname(process.execPath), process.env.PATH ?? ''].join(delimiter);
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    // A production build whoever starts it: a NODE_ENV of 'test' (vitest) or 'development' would
    // make Vite bundle React's development build, twice the size and slower.
    const child = spawn('sh', ['-c', script], { cwd: webDir, env: { ...process.env, PATH, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.length > 200) output.shift();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', () => resolve(127));
    child.on('exit', (c) => resolve(c));
  });
  if (code !== 0) {
    const tail = output.join('').trimEnd().split('\n').slice(-30).map((l) => `    ${l}`).join('\n');
    throw new StartError(`The web build failed (exit ${code}):\n${tail}`);
  }
  options.sink(dim(`[web] built in ${((Date.now() - started) / 1000).toFixed(1)} s`));
  return true;
}

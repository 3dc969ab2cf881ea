import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Screens are lazy chunks, so a first visit used to fetch them only once the app's own scripts
 * had downloaded and run: one more round trip on a slow phone before anything of the screen
 * showed. This plugin writes a tiny script (assets/route-preload-<hash>.js, loaded async from
 * index.html, as the CSP allows no inline script) that asks, from the address alone, for the
 * chunks of the screen being opened while the app's scripts download, so the screen is ready
 * when the app starts. Only that screen's chunks: the other screens cost a first visit nothing.
 */

/** Which screen module opens at which addresses (as in src/app/router.tsx). */
export const ROUTE_MODULES: ReadonlyArray<{ pattern: RegExp; module: string }> = [
  { pattern: /^\/(discover\/?)?$/, module: 'src/app/routes/discover.tsx' },
  { pattern: /^\/voting\/?$/, module: 'src/app/routes/voting.tsx' },
  { pattern: /^\/rankings\/?$/, module: 'src/app/routes/rankings.tsx' },
  { pattern: /^\/location\/[^/]+\/?$/, module: 'src/app/routes/location.tsx' },
  { pattern: /^\/culinary\/dish\/[^/]+\/?$/, module: 'src/app/routes/dish.tsx' },
  { pattern: /^\/culinary\/restaurant\/[^/]+\/?$/, module: 'src/app/routes/restaurant.tsx' },
  { pattern: /^\/culinary(\/[^/]+)?\/?$/, module: 'src/app/routes/culinary.tsx' },
  { pattern: /^\/about\/?$/, module: 'src/app/routes/about.tsx' },
];

/** A chunk and every chunk it imports statically, as bundle file names. */
function closure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/** For each route pattern, the chunks to ask for beyond those index.html already loads. */
export function routePreloads(bundle: OutputBundle, root: string): Array<[pattern: string, files: string[]]> {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('route-preload: the bundle has no entry chunk');
  const loadedByEntry = closure(bundle, entry.fileName);
  return ROUTE_MODULES.map(({ pattern, module }) => {
    const id = `${root}/${module}`;
    // Rollup may fold a small screen module into a chunk it shares with its imports.
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`route-preload: no chunk for ${module} (was it renamed? update ROUTE_MODULES)`);
    const files = [...closure(bundle, chunk.fileName)].filter((file) => !loadedByEntry.has(file));
    return [pattern.source, files];
  });
}

/** The script: plain ES5 that adds a modulepreload link per chunk of the first matching route. */
export function preloadScript(routes: Array<[string, string[]]>, base: string): string {
  const table = JSON.stringify(routes.map(([pattern, files]) => [pattern, files.map((file) => base + file)]));
  return `(function(){var r=${table},p=location.pathname;for(var i=0;i<r.length;i++){if(new RegExp(r[i][0]).test(p)){for(var j=0;j<r[i][1].length;j++){var l=document.createElement('link');l.rel='modulepreload';l.href=r[i][1][j];document.head.appendChild(l)}return}}})();\n`;
}

export function routePreload(): Plugin {
  let root = '';
  let base = '/';
  let scriptFile: string | undefined;
  return {
    name: 'tn:route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle: {
      // Before Vite writes index.html, so that the tag below can name the file.
      order: 'pre',
      handler(_options, bundle) {
        const source = preloadScript(routePreloads(bundle, root), base);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        scriptFile = `assets/route-preload-${hash}.js`;
        this.emitFile({ type: 'asset', fileName: scriptFile, source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!scriptFile) return [];
        // async: it never holds up the page; it runs as soon as it arrives, ahead of the app's scripts.
        return [{ tag: 'script', attrs: { src: base + scriptFile, async: true }, injectTo: 'head' }];
      },
    },
  };
}

import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Screens are lazy chunks, so a first visit used to fetch them only once the app's own scripts
 * had downloaded and run, and their data only once they had drawn: two more round trips on a
 * slow phone before the screen showed. This plugin writes a tiny script (assets/route-preload-
 * <hash>.js, loaded first by index.html, as the CSP allows no inline script) that asks, from
 * the address alone, for the chunks of the screen being opened and for the public read it starts
 * with, while the app's scripts download; the app's own request then takes the answer already on
 * its way (a preload is used by a fetch of the same address, mode and credentials). Only that
 * screen's: the other screens cost a first visit nothing.
 */

interface RouteModule {
  /** Matched against location.pathname; its groups fill `data`'s $1, $2… */
  pattern: RegExp;
  module: string;
  /**
   * The public GETs the screen makes first, exactly as its api calls write them (anything else
   * is fetched twice): e.g. getLocationBySlug → /api/locations/slug/<slug>.
   */
  data?: string[];
}

/** Which screen module opens at which addresses (as in src/app/router.tsx). */
export const ROUTE_MODULES: readonly RouteModule[] = [
  { pattern: /^\/(discover\/?)?$/, module: 'src/app/routes/discover.tsx', data: ['/api/locations'] },
  { pattern: /^\/voting\/?$/, module: 'src/app/routes/voting.tsx' },
  { pattern: /^\/rankings\/?$/, module: 'src/app/routes/rankings.tsx' },
  { pattern: /^\/location\/([^/]+)\/?$/, module: 'src/app/routes/location.tsx', data: ['/api/locations/slug/$1'] },
  { pattern: /^\/culinary\/dish\/[^/]+\/?$/, module: 'src/app/routes/dish.tsx' },
  { pattern: /^\/culinary\/restaurant\/[^/]+\/?$/, module: 'src/app/routes/restaurant.tsx' },
  { pattern: /^\/culinary(\/featured-dishes)?\/?$/, module: 'src/app/routes/culinary.tsx', data: ['/api/dishes'] },
  { pattern: /^\/culinary\/[^/]+\/?$/, module: 'src/app/routes/culinary.tsx' },
  { pattern: /^\/about\/?$/, module: 'src/app/routes/about.tsx' },
];

export interface RoutePreload {
  pattern: string;
  files: string[];
  data: string[];
}

/** A chunk and every chunk it imports statically, as bundle file names. */
function closure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/** For each route pattern, the chunks to ask for beyond those index.html already loads, and its data. */
export function routePreloads(bundle: OutputBundle, root: string): RoutePreload[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('route-preload: the bundle has no entry chunk');
  const loadedByEntry = closure(bundle, entry.fileName);
  return ROUTE_MODULES.map(({ pattern, module, data = [] }) => {
    const id = `${root}/${module}`;
    // Rollup may fold a small screen module into a chunk it shares with its imports.
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`route-preload: no chunk for ${module} (was it renamed? update ROUTE_MODULES)`);
    const files = [...closure(bundle, chunk.fileName)].filter((file) => !loadedByEntry.has(file));
    return { pattern: pattern.source, files, data };
  });
}

/**
 * The script: plain ES5. For the first route matching the address, without a query string a
 * fetch preload per read (credentials included, as the app's api client sends them), then a
 * modulepreload link per chunk. The read first: the browser has a few connections to the server,
 * and the answer (which the server takes longest to give) should not queue behind the chunks.
 */
export function preloadScript(routes: readonly RoutePreload[], base: string): string {
  const table = JSON.stringify(routes.map(({ pattern, files, data }) => [pattern, files.map((file) => base + file), data]));
  return (
    `(function(){var r=${table},p=location.pathname;` +
    `function add(rel,href,as){var l=document.createElement('link');l.rel=rel;l.href=href;if(as){l.as=as;l.crossOrigin='use-credentials'}document.head.appendChild(l)}` +
    `for(var i=0;i<r.length;i++){var m=new RegExp(r[i][0]);if(m.test(p)){` +
    // With a query string (a search, a filter) the screen's first read is another one.
    `if(!location.search)for(var k=0;k<r[i][2].length;k++)add('preload',p.replace(m,r[i][2][k]),'fetch');` +
    `for(var j=0;j<r[i][1].length;j++)add('modulepreload',r[i][1][j]);` +
    `return}}})();\n`
  );
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
        // First in the page and not async: it runs the moment it arrives (a few hundred bytes,
        // well before the stylesheet the first paint waits for anyway), so the screen's chunks and
        // data are asked for alongside the app's scripts rather than after they have run.
        return [{ tag: 'script', attrs: { src: base + scriptFile }, injectTo: 'head-prepend' }];
      },
    },
  };
}

import { createHash } from 'node:crypto';
import { build, type Plugin, type Rollup } from 'vite';
import type { LeadImage, RoutePreloadTable } from '../src/app/route-preload.ts';
import { SCREEN_TEXTS } from '../src/locales/screen-texts.ts';
import { textsPartId } from './screen-texts.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Screens are lazy chunks, so a first visit used to fetch them only once the app's own scripts
 * had downloaded and run, and their data only once they had drawn: two more round trips on a
 * slow phone before the screen showed. This plugin builds src/app/route-preload.ts on its own, a
 * small script (assets/route-preload-<hash>.js, loaded first by index.html, as the CSP allows no
 * inline script) that asks, from the address alone, for the public read the screen being opened
 * starts with and for its chunks, while the app's scripts download; the app's own request then
 * takes the answer already on its way (src/lib/route-reads.ts). A place's gallery photo (its
 * largest picture) is asked for as soon as that answer arrives. Only that screen's: the other
 * screens cost a first visit nothing.
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
  /** Where the screen's largest picture is named in its first read: asked for as soon as that arrives. */
  leadImage?: LeadImage;
}

/** Which screen module opens at which addresses (as in src/app/router.tsx). */
export const ROUTE_MODULES: readonly RouteModule[] = [
  { pattern: /^\/(discover\/?)?$/, module: 'src/app/routes/discover.tsx', data: ['/api/locations'] },
  { pattern: /^\/voting\/?$/, module: 'src/app/routes/voting.tsx' },
  { pattern: /^\/rankings\/?$/, module: 'src/app/routes/rankings.tsx' },
  { pattern: /^\/location\/([^/]+)\/?$/, module: 'src/app/routes/location.tsx', data: ['/api/locations/slug/$1'], leadImage: 'place' },
  { pattern: /^\/culinary\/dish\/[^/]+\/?$/, module: 'src/app/routes/dish.tsx' },
  { pattern: /^\/culinary\/restaurant\/[^/]+\/?$/, module: 'src/app/routes/restaurant.tsx' },
  { pattern: /^\/culinary(\/featured-dishes)?\/?$/, module: 'src/app/routes/culinary.tsx', data: ['/api/dishes'], leadImage: 'dishes' },
  { pattern: /^\/culinary\/[^/]+\/?$/, module: 'src/app/routes/culinary.tsx' },
  { pattern: /^\/about\/?$/, module: 'src/app/routes/about.tsx' },
];

export interface RoutePreload {
  pattern: string;
  files: string[];
  data: string[];
  leadImage?: LeadImage;
  /** The screen's texts (build/screen-texts.ts), per language: fetched with its chunks. */
  texts?: { vi: string; en: string };
}

/** The chunk a part of the texts was built into, alone (vite.config.ts gives each its own). */
function chunkOf(chunks: OutputChunk[], id: string): string {
  const chunk = chunks.find((c) => c.moduleIds.length === 1 && c.moduleIds[0] === id);
  if (!chunk) throw new Error(`route-preload: no chunk of its own for ${id} (see manualChunks in vite.config.ts)`);
  return chunk.fileName;
}

/** The shell's English texts: an English visitor's app fetches them before it draws anything. */
export function englishShellTexts(bundle: OutputBundle, root: string): string {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  return chunkOf(chunks, textsPartId(`${root}/src/locales/en.json`, 'shell'));
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
  return ROUTE_MODULES.map(({ pattern, module, data = [], leadImage }) => {
    const id = `${root}/${module}`;
    // Rollup may fold a small screen module into a chunk it shares with its imports.
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`route-preload: no chunk for ${module} (was it renamed? update ROUTE_MODULES)`);
    const files = [...closure(bundle, chunk.fileName)].filter((file) => !loadedByEntry.has(file));
    const screen = /([\w-]+)\.tsx$/.exec(module)?.[1];
    const texts =
      screen !== undefined && screen in SCREEN_TEXTS
        ? {
            vi: chunkOf(chunks, textsPartId(`${root}/src/locales/vi.json`, screen as keyof typeof SCREEN_TEXTS)),
            en: chunkOf(chunks, textsPartId(`${root}/src/locales/en.json`, screen as keyof typeof SCREEN_TEXTS)),
          }
        : undefined;
    return { pattern: pattern.source, files, data, leadImage, texts };
  });
}

/** src/app/route-preload.ts built for the browser on its own (one small file, no imports), with the table written in. */
export async function preloadScript(routes: readonly RoutePreload[], englishShell: string, base: string, root: string): Promise<string> {
  const table: RoutePreloadTable = routes.map(({ pattern, files, data, leadImage, texts }) => [
    pattern,
    files.map((file) => base + file),
    data,
    leadImage ?? null,
    texts ? { vi: base + texts.vi, en: base + texts.en } : null,
  ]);
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    define: { ROUTE_PRELOADS: JSON.stringify(table), ENGLISH_SHELL_TEXTS: JSON.stringify(base + englishShell) },
    build: {
      write: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry: `${root}/src/app/route-preload.ts`, formats: ['iife'], name: 'routePreload' },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  const [script, ...others] = chunks.filter((c): c is OutputChunk => c.type === 'chunk');
  if (!script || others.length > 0) throw new Error('route-preload: the script must build to one file');
  return script.code;
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
      async handler(_options, bundle) {
        const source = await preloadScript(routePreloads(bundle, root), englishShellTexts(bundle, root), base, root);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        scriptFile = `assets/route-preload-${hash}.js`;
        this.emitFile({ type: 'asset', fileName: scriptFile, source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!scriptFile) return [];
        // First in the page and async: it runs the moment it arrives (1.5 KB compressed), so the
        // screen's chunks and data are asked for alongside the app's scripts rather than after
        // they have run, and the loading screen does not wait for it (it painted only after the
        // script had arrived and run: render-blocking in Lighthouse, ~300 ms on its slow 4G).
        return [{ tag: 'script', attrs: { src: base + scriptFile, async: true }, injectTo: 'head-prepend' }];
      },
    },
  };
}

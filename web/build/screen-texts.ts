import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { SCREEN_GROUPS, SCREEN_TEXTS, textsOf, type Screen } from '../src/locales/screen-texts.ts';

/**
 * `import texts from '../locales/vi.json?discover&texts'`: the part of a locale file that
 * src/locales/screen-texts.ts gives a screen (or `?shell&texts`: the shell's part), as a JSON
 * module of its own. vi.json and en.json stay the one place texts are written; the app's first
 * scripts carry only the shell's Vietnamese texts instead of every screen's.
 *
 * The build also checks the table: the shell's code (everything the entry reaches but the screens
 * the table names) may use no screen's group, and each screen's code (everything its route
 * module reaches, lazily too, short of another screen) only the groups it gets. A group counts
 * as used where a string starts with it and a dot ('culinary.title', `culinary.${key}`).
 */

const PART_ID = /^(.*[\\/]locales[\\/](?:vi|en)\.json)\?(\w+)&texts$/;

export const textsPartId = (file: string, part: Screen | 'shell') => `${file}?${part}&texts`;

function groupsUsedIn(code: string): string[] {
  return [...SCREEN_GROUPS].filter((group) => new RegExp(`['"\`]${group}\\.`).test(code));
}

export function screenTexts(): Plugin {
  let root = '';
  return {
    name: 'tn:screen-texts',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      const match = PART_ID.exec(source);
      if (!match) return null;
      return `${resolve(importer ? dirname(importer) : root, match[1]!)}?${match[2]}&texts`;
    },
    load(id) {
      const match = PART_ID.exec(id);
      if (!match) return null;
      const [, file, part] = match;
      if (part !== 'shell' && !(part! in SCREEN_TEXTS)) throw new Error(`screen-texts: no screen "${part}" in src/locales/screen-texts.ts`);
      this.addWatchFile(file!);
      // Vite's own JSON plugin makes the module of it.
      return JSON.stringify(textsOf(JSON.parse(readFileSync(file!, 'utf8')) as Record<string, unknown>, part as Screen | 'shell'));
    },
    buildEnd(error) {
      if (error || this.meta.watchMode) return;
      const screenModule = (id: string) => /[\\/]src[\\/]app[\\/]routes[\\/](\w+)\.tsx$/.exec(id)?.[1];
      const own = (id: string) => !id.includes('node_modules') && !id.startsWith('\0') && !PART_ID.test(id);
      const reach = (from: string, stop: (id: string) => boolean): string[] => {
        const seen = new Set<string>();
        const walk = (id: string) => {
          if (seen.has(id) || !own(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) if (!stop(next)) walk(next);
        };
        walk(from);
        return [...seen];
      };
      const isScreen = (id: string) => {
        const name = screenModule(id);
        return name !== undefined && name in SCREEN_TEXTS;
      };
      const problems: string[] = [];
      const check = (modules: string[], allowed: ReadonlySet<string>, who: string) => {
        for (const id of modules) {
          const missing = groupsUsedIn(this.getModuleInfo(id)?.code ?? '').filter((group) => !allowed.has(group));
          if (missing.length > 0) problems.push(`${who}: ${id.slice(root.length + 1)} uses ${missing.join(', ')}`);
        }
      };
      const entry = [...this.getModuleIds()].find((id) => this.getModuleInfo(id)?.isEntry && own(id));
      if (entry) check(reach(entry, isScreen), new Set(), 'the shell');
      for (const id of this.getModuleIds()) {
        const name = screenModule(id);
        if (name === undefined || !(name in SCREEN_TEXTS)) continue;
        check(reach(id, (next) => next !== id && isScreen(next)), new Set(SCREEN_TEXTS[name as Screen]), `the ${name} screen`);
      }
      if (problems.length > 0) {
        throw new Error(`screen-texts: texts used where src/locales/screen-texts.ts does not send them (they would show as raw keys):\n  ${problems.join('\n  ')}`);
      }
    },
  };
}

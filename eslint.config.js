// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// ESLint for the whole workspace: the recommended sets (syntax only; `pnpm typecheck` already
// runs tsc) plus rules that encode the layout, so that a boundary crossing fails `pnpm lint`
// instead of waiting for review. What each rule protects is in services/README.md and
// web/src/features/README.md.

const root = import.meta.dirname;
const dirsIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => entry.name);

// Read from disk so that a new service or feature is covered without touching this file.
const shared = ['kit', 'contracts'];
const services = dirsIn('./services/').filter((name) => !shared.includes(name));
const features = dirsIn('./web/src/features/');
const webShared = ['components', 'lib', 'hooks', 'config', 'locales'].map((dir) => `web/src/${dir}`);

const SOURCES = ['**/*.ts', '**/*.tsx'];

// Package specifiers. Relative paths into another folder are caught by the path zones below,
// which resolve each import to a file.
const onlyKitAndContracts = (who) => ({
  regex: '^@tn/(?!(kit|contracts)/)',
  message: `${who} imports only @tn/kit/* and @tn/contracts/* (no service package).`,
});
const serverPackages = {
  regex: '^@tn/(?!contracts/)',
  message: 'The web never imports @tn/kit or a service: it talks to them over HTTP.',
};
// sonner is fetched with the first toast (web/src/lib/toast.ts), not with the app's first scripts.
const sonnerToast = {
  name: 'sonner',
  importNames: ['toast'],
  allowTypeImports: true,
  message: "Import toast from web/src/lib/toast.ts: it fetches sonner when the first toast shows (a static import puts sonner in the app's first scripts).",
};
// The contract modules with no schema library attached (they import nothing from TypeBox): the
// only ones the web may take values from. A new one joins this list.
const typeboxFreeContracts = ['calendar', 'constants', 'search', 'text'];
const contractValues = {
  regex: `^@tn/contracts/(?!(${typeboxFreeContracts.join('|')})$)`,
  allowTypeImports: true,
  message: `Contracts bundle TypeBox: the web imports their types with \`import type\`, and values only from ${typeboxFreeContracts
    .map((name) => `'@tn/contracts/${name}'`)
    .join(', ')}.`,
};

// Path zones (import-x/no-restricted-paths): `from` and `except` are folders, relative to the
// repository root; `except` is relative to `from`.
const zones = [
  ...services.map((name) => ({
    target: `services/${name}`,
    from: 'services',
    except: [`./${name}`, ...shared.map((dir) => `./${dir}`)],
    message: 'A service never imports another service (only @tn/kit and @tn/contracts).',
  })),
  {
    target: shared.map((dir) => `services/${dir}`),
    from: 'services',
    except: shared.map((dir) => `./${dir}`),
    message: 'kit and contracts never import a service.',
  },
  {
    target: 'gateway',
    from: 'services',
    except: shared.map((dir) => `./${dir}`),
    message: 'The gateway reaches services over HTTP only (it imports @tn/kit and @tn/contracts).',
  },
  {
    target: 'web',
    from: 'services',
    except: ['./contracts'],
    message: 'The web imports nothing from services/ but @tn/contracts.',
  },
  ...features.map((name) => ({
    target: `web/src/features/${name}`,
    from: 'web/src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: move what both need to components/, lib/ or hooks/.',
  })),
  {
    target: webShared,
    from: 'web/src/features',
    message: 'Shared web code never imports a feature (imports flow shared → features → app).',
  },
  {
    target: [...webShared, 'web/src/features'],
    from: 'web/src/app',
    message: 'Only app/ composes features and routes (imports flow shared → features → app).',
  },
];

export default defineConfig([
  globalIgnores(['**/node_modules/', '**/dist/', 'web/dist/', 'TOOLS/', '.data/', '**/coverage/', 'test-results/']),

  {
    files: SOURCES,
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      // tsc already reports undefined names (and knows the DOM and Node globals).
      'no-undef': 'off',
      // `Kysely<any>` is how migrations and schema-agnostic helpers take a database (Kysely's own
      // advice: a migration must not depend on today's table types); tsc runs in strict mode.
      '@typescript-eslint/no-explicit-any': 'off',
      // Control characters in our patterns are deliberate (ANSI colours, refusing them in URLs).
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // Named exports only: one name per thing across imports, searches and refactors.
      'import-x/no-default-export': 'error',
    },
  },

  {
    files: services.map((name) => `services/${name}/**`),
    rules: { 'no-restricted-imports': ['error', { patterns: [onlyKitAndContracts('A service')] }] },
  },
  {
    files: shared.map((dir) => `services/${dir}/**`),
    rules: { 'no-restricted-imports': ['error', { patterns: [onlyKitAndContracts('kit or contracts')] }] },
  },
  {
    files: ['gateway/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [onlyKitAndContracts('The gateway')] }] },
  },
  {
    files: ['web/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [sonnerToast], patterns: [serverPackages, contractValues] }],
      // no-restricted-imports does not see import(): a lazy chunk of server code is refused too.
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/^@tn/]', message: 'The web loads no @tn package lazily.' },
      ],
    },
  },

  {
    // Tests read and clear sonner's own store.
    files: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverPackages, contractValues] }] },
  },

  // Files a tool loads through their default export, and the types of modules a tool makes with one.
  {
    files: ['*.config.ts', 'web/*.config.ts', 'web/src/**/*.d.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
]);

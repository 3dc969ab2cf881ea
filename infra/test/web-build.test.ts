import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A production web build, made for real the way the Dockerfile's web stage makes it (VITE_FIREBASE_*
// set, NODE_ENV=production), into a folder of its own: the bundle a visitor downloads must sign in
// to the configured project and hold none of the local builds' Auth emulator code.

const webDir = fileURLToPath(new URL('../../web/', import.meta.url));
const viteBin = join(webDir, 'node_modules', 'vite', 'bin', 'vite.js');

/** Dummy values of a real project: each must reach the bundle as it is. */
const FIREBASE = {
  VITE_FIREBASE_API_KEY: 'AIzaSyTnBuildCheck-0123456789abcdefghij',
  VITE_FIREBASE_AUTH_DOMAIN: 'tn-build-check.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'tn-build-check',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0123456789abcdef',
};

/**
 * What only an emulator build holds: strings its code cannot do without (each is in one, checked
 * by hand against a build without VITE_FIREBASE_API_KEY), and two names, which minification
 * keeps only where they are exported from a lazily loaded chunk, as emulatorSubject once was.
 */
const EMULATOR_MARKERS = {
  // connectAuthEmulator, by name and by the error code only its SDK code throws.
  connectAuthEmulator: 'connectAuthEmulator',
  'the SDK code of connectAuthEmulator': 'emulator-config-failed',
  'the stored emulator address of the test stack': 'tn.authEmulatorHost',
  'the demo project': 'demo-thainguyen',
  'the demo API key': 'demo-api-key',
  'the emulator address setting': 'VITE_FIREBASE_AUTH_EMULATOR_HOST',
  'the default emulator address': '127.0.0.1:9099',
  'the account picker chunk': 'emulator-account-picker',
  'the fake provider subject, by name': 'emulatorSubject',
  // Its second FNV offset, 0x01000193 ^ 0x5bd1e995, as the minifier folds it.
  'the fake provider subject, by its hash': '1523705862',
};

/** Files a browser loads: not the source maps (the gateway refuses them) nor compressed copies. */
const SHIPPED = /\.(js|mjs|css|html|json|webmanifest|svg|txt)$/;

let outDir: string;
let files: Map<string, string>;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(outDir, join(e.parentPath, e.name)));
}

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'tn-web-production-'));
  // Only the variables of this build: none of the shell's VITE_* may change what is built.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
  try {
    await promisify(execFile)(process.execPath, [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: webDir,
      env: { ...env, ...FIREBASE, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 280_000,
    });
  } catch (err) {
    const { stdout = '', stderr = '' } = err as { stdout?: string; stderr?: string };
    throw new Error(`vite build failed: ${(err as Error).message}\n${stdout}\n${stderr}`.slice(0, 8_000), { cause: err });
  }
  const names = await listFiles(outDir);
  files = new Map(await Promise.all(names.filter((n) => SHIPPED.test(n)).map(async (n) => [n, await readFile(join(outDir, n), 'utf8')] as const)));
}, 300_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the production web build', () => {
  it('is a whole app: the page and its scripts', () => {
    expect(files.get('index.html')).toMatch(/<script[^>]+src="\/assets\/index-[\w-]+\.js"/);
    expect([...files.keys()].filter((n) => n.endsWith('.js')).length).toBeGreaterThan(5);
  });

  it('signs in to the configured Firebase project', () => {
    const bundle = [...files.values()].join('\n');
    for (const [name, value] of Object.entries(FIREBASE)) expect(bundle.includes(value), `${name} is in the bundle`).toBe(true);
  });

  it('has no emulator chunk', async () => {
    expect((await listFiles(outDir)).filter((n) => /emulator/i.test(n))).toEqual([]);
  });

  it.each(Object.entries(EMULATOR_MARKERS))('holds no emulator code: %s', (_what, marker) => {
    const holding = [...files].filter(([, text]) => text.includes(marker)).map(([name]) => name);
    expect(holding, `"${marker}" found in`).toEqual([]);
  });
});

import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PROJECT_ID, isAuthEmulator, startAuthEmulator } from '../stack/auth-emulator.ts';
import { freePort } from '../stack/processes.ts';

/**
 * Server tests sign in against the real Firebase Auth emulator. One emulator per test run, on a
 * port of its own, so parallel runs never stop each other's emulator or touch the development
 * emulator's users (9099, persisted by `pnpm start`). An emulator the environment already points
 * at (FIREBASE_AUTH_EMULATOR_HOST) is reused as is and left running.
 */
export async function setup(): Promise<(() => Promise<void>) | undefined> {
  process.env.FIREBASE_PROJECT_ID ??= DEFAULT_PROJECT_ID;
  const given = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (given && (await isAuthEmulator(given))) return undefined;

  const dataDir = fileURLToPath(new URL(`../../.data/test-auth/run-${process.pid}/`, import.meta.url));
  const emulator = await startAuthEmulator({
    dataDir,
    port: await freePort(),
    projectId: process.env.FIREBASE_PROJECT_ID,
    persist: false,
    startTimeoutMs: 120_000,
  });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  return async () => {
    await emulator.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}


/**
 * Operators' command for the editor role (a Firebase custom claim):
 *
 *   pnpm admin grant-editor <email>
 *   pnpm admin revoke-editor <email>
 *
 * With FIREBASE_PROJECT_ID set it works on that project: the Auth emulator when
 * FIREBASE_AUTH_EMULATOR_HOST is set too, else the real project with the machine's default
 * credentials (GOOGLE_APPLICATION_CREDENTIALS). Without it, the local emulator `pnpm start` runs
 * (project demo-thainguyen on 127.0.0.1:9099). Exit 0 done, 2 bad usage or unknown email, 1 any
 * other failure.
 */
import { firebaseUserAdmin } from '@tn/kit/auth';
import { setEditorRole, UnknownUserError } from './admin/editor-role.ts';

const USAGE = 'usage: pnpm admin grant-editor <email> | pnpm admin revoke-editor <email>\n';
const LOCAL = { projectId: 'demo-thainguyen', emulatorHost: '127.0.0.1:9099' };

const [command, email, ...rest] = process.argv.slice(2);
if ((command !== 'grant-editor' && command !== 'revoke-editor') || !email || rest.length > 0 || !email.includes('@')) {
  process.stderr.write(USAGE);
  process.exit(2);
}

const projectId = process.env.FIREBASE_PROJECT_ID;
const config = projectId
  ? { projectId, emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined, nodeEnv: process.env.NODE_ENV }
  : LOCAL;
if (!projectId) process.stderr.write(`FIREBASE_PROJECT_ID is not set: using the local Auth emulator (${LOCAL.emulatorHost})\n`);

const admin = firebaseUserAdmin(config);
try {
  const grant = command === 'grant-editor';
  const result = await setEditorRole(admin.auth, email, grant);
  const where = config.emulatorHost ? `emulator ${config.emulatorHost}` : `project ${config.projectId}`;
  const what = grant ? 'is now an editor' : 'is no longer an editor';
  const note = result.changed ? ' (from their next sign-in token)' : ' (no change: it already was so)';
  process.stdout.write(`${email} (${result.uid}) ${what} on ${where}${note}\n`);
} catch (err) {
  if (err instanceof UnknownUserError) {
    process.stderr.write(`${err.message}\n`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`Could not change the editor role: ${(err as Error).message}\n`);
    process.exitCode = 1;
  }
} finally {
  await admin.close();
}

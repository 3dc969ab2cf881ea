import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseUserAdmin } from '@tn/kit/auth';
import { createEmulatorUser, refreshIdToken, testAuthConfig } from '@tn/kit/testing-auth';
import { setEditorRole, UnknownUserError } from '../src/admin/editor-role.ts';
import { buildTestApp } from './helper.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../src/admin-cli.ts', import.meta.url));

let sut: Awaited<ReturnType<typeof buildTestApp>>;
let admin: ReturnType<typeof firebaseUserAdmin>;
beforeAll(async () => {
  sut = await buildTestApp();
  admin = firebaseUserAdmin(testAuthConfig());
});
afterAll(async () => {
  await admin.close();
  await sut.close();
});

/** The admin command as an operator runs it, against the test emulator. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { projectId, emulatorHost } = testAuthConfig();
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
      env: { ...process.env, FIREBASE_PROJECT_ID: projectId, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const isEditor = async (token: string) => (await sut.get('/api/me', token)).body.isEditor;

describe('pnpm admin grant-editor / revoke-editor', () => {
  it('grants the claim (shown by /api/me once the token is refreshed) and revokes it', async () => {
    const user = await createEmulatorUser({ displayName: 'Biên tập viên' });
    expect(await isEditor(user.idToken)).toBe(false);

    const granted = await cli('grant-editor', user.email);
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain(`${user.email} (${user.uid}) is now an editor`);
    expect(await isEditor(await refreshIdToken(user))).toBe(true);

    const revoked = await cli('revoke-editor', user.email);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain('is no longer an editor');
    expect(await isEditor(await refreshIdToken(user))).toBe(false);
  });

  it('keeps the other custom claims of the account', async () => {
    const user = await createEmulatorUser();
    await admin.auth.setCustomUserClaims(user.uid, { tier: 'partner' });
    await setEditorRole(admin.auth, user.email, true);
    expect((await admin.auth.getUser(user.uid)).customClaims).toEqual({ tier: 'partner', editor: true });
    const again = await setEditorRole(admin.auth, user.email, true);
    expect(again.changed).toBe(false);
    await setEditorRole(admin.auth, user.email, false);
    expect((await admin.auth.getUser(user.uid)).customClaims).toEqual({ tier: 'partner' });
  });

  it('refuses an unknown email with exit code 2 and a message, and bad usage with 2', async () => {
    await expect(setEditorRole(admin.auth, 'nobody-here@test.thainguyen.vn', true)).rejects.toBeInstanceOf(UnknownUserError);
    const unknown = await cli('grant-editor', 'nobody-here@test.thainguyen.vn');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('No account with the email nobody-here@test.thainguyen.vn');

    const usage = await cli('make-editor', 'someone@test.thainguyen.vn');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: pnpm admin grant-editor <email>');
    expect((await cli('grant-editor')).code).toBe(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin, createTokenVerifier, EDITOR_CLAIM, firebaseUserAdmin, MESSAGES } from '../src/auth.ts';
import { createService } from '../src/server.ts';
import { createEmulatorUser, refreshIdToken, testAuthConfig, type EmulatorUser } from '../src/testing-auth.ts';

/** The editor claim, from a real emulator token: only `editor: true` makes an editor. */
describe('requireEditor', () => {
  const app = createService({ name: 'editor-test', logger: false });
  const admin = firebaseUserAdmin(testAuthConfig());
  let visitor: EmulatorUser;
  const tokenWith = async (claims: Record<string, unknown>) => {
    const user = await createEmulatorUser();
    await admin.auth.setCustomUserClaims(user.uid, claims);
    return refreshIdToken(user);
  };

  beforeAll(async () => {
    await app.register(authPlugin, { verifier: createTokenVerifier(testAuthConfig()) });
    app.get('/editors-only', { onRequest: app.requireEditor }, async (request) => ({ isEditor: request.user?.isEditor }));
    app.get('/anyone', { onRequest: app.requireUser }, async (request) => ({ isEditor: request.user?.isEditor ?? null }));
    await app.ready();
    visitor = await createEmulatorUser();
  });
  afterAll(async () => {
    await app.close();
    await admin.close();
  });
  const get = (url: string, token?: string) =>
    app.inject({ url, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });

  it('answers 401 signed out, 403 for a visitor, and lets an editor through', async () => {
    expect((await get('/editors-only')).statusCode).toBe(401);
    const refused = await get('/editors-only', visitor.idToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: MESSAGES.notEditor });
    const editor = await get('/editors-only', await tokenWith({ [EDITOR_CLAIM]: true, tier: 'partner' }));
    expect(editor.statusCode).toBe(200);
    expect(editor.json()).toEqual({ isEditor: true });
  });

  it('a claim that is not exactly true makes no editor, and a visitor has no isEditor', async () => {
    expect((await get('/editors-only', await tokenWith({ [EDITOR_CLAIM]: 'true' }))).statusCode).toBe(403);
    expect((await get('/editors-only', await tokenWith({ [EDITOR_CLAIM]: 1 }))).statusCode).toBe(403);
    expect((await get('/anyone', visitor.idToken)).json()).toEqual({ isEditor: null });
  });
});

import { randomBytes } from 'node:crypto';
import type { AuthConfig } from './auth.ts';

/**
 * Test helpers for sign-in against the real Firebase Auth emulator that the server tests' global
 * setup starts (infra/test/auth-emulator-setup.ts) and announces through the environment.
 */
export function testAuthConfig(): Required<Pick<AuthConfig, 'projectId' | 'emulatorHost'>> {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = process.env.FIREBASE_PROJECT_ID;
  if (!emulatorHost || !projectId) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST / FIREBASE_PROJECT_ID are not set: run tests through vitest ' +
        '(its global setup starts the Auth emulator)',
    );
  }
  return { projectId, emulatorHost };
}

export type TestProvider = 'password' | 'google.com' | 'facebook.com' | 'github.com';

export interface EmulatorUserOptions {
  /** Made unique per call when omitted. */
  email?: string;
  displayName?: string;
  /** Only with an identity provider (the emulator's signUp takes no photo). */
  photoURL?: string;
  /** 'password' (signUp) or a fake identity-provider sign-in. */
  provider?: TestProvider;
}

export interface EmulatorUser {
  uid: string;
  email: string;
  idToken: string;
  refreshToken: string;
}

/** A new user in the emulator and a fresh ID token for it, through the emulator's REST API. */
export async function createEmulatorUser(options: EmulatorUserOptions = {}): Promise<EmulatorUser> {
  const { emulatorHost } = testAuthConfig();
  const email = options.email ?? `user-${randomBytes(6).toString('hex')}@test.thainguyen.vn`;
  const provider = options.provider ?? 'password';
  const base = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`;
  const body =
    provider === 'password'
      ? { email, password: `pw-${randomBytes(8).toString('hex')}`, displayName: options.displayName, returnSecureToken: true }
      : {
          // The emulator accepts any unsigned provider credential; its claims become the profile.
          postBody: new URLSearchParams({
            id_token: JSON.stringify({
              sub: `${provider}-${randomBytes(8).toString('hex')}`,
              email,
              email_verified: true,
              ...(options.displayName ? { name: options.displayName } : {}),
              ...(options.photoURL ? { picture: options.photoURL } : {}),
            }),
            providerId: provider,
          }).toString(),
          requestUri: 'http://localhost',
          returnSecureToken: true,
        };
  const path = provider === 'password' ? 'accounts:signUp' : 'accounts:signInWithIdp';
  const res = await fetch(`${base}/${path}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { localId?: string; idToken?: string; refreshToken?: string; error?: { message?: string } };
  if (!res.ok || !json.localId || !json.idToken || !json.refreshToken) {
    throw new Error(`Auth emulator ${path} failed (${res.status}): ${json.error?.message ?? JSON.stringify(json)}`);
  }
  return { uid: json.localId, email, idToken: json.idToken, refreshToken: json.refreshToken };
}

/** Changes a user's profile in the emulator, as the provider would between two sign-ins. */
export async function updateEmulatorUser(
  user: Pick<EmulatorUser, 'idToken'>,
  changes: { displayName?: string; photoURL?: string },
): Promise<void> {
  const { emulatorHost } = testAuthConfig();
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: user.idToken, displayName: changes.displayName, photoUrl: changes.photoURL }),
  });
  if (!res.ok) throw new Error(`Auth emulator accounts:update failed (${res.status}): ${await res.text()}`);
}

/** A fresh ID token (new iat/exp, current profile claims), as the web SDK gets every hour. */
export async function refreshIdToken(user: Pick<EmulatorUser, 'refreshToken'>): Promise<string> {
  const { emulatorHost } = testAuthConfig();
  const res = await fetch(`http://${emulatorHost}/securetoken.googleapis.com/v1/token?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: user.refreshToken }).toString(),
  });
  const json = (await res.json()) as { id_token?: string };
  if (!res.ok || !json.id_token) throw new Error(`Auth emulator token refresh failed (${res.status}): ${JSON.stringify(json)}`);
  return json.id_token;
}

/** Deletes a user in the emulator (its tokens then stop verifying). */
export async function deleteEmulatorUser(uid: string): Promise<void> {
  const { emulatorHost, projectId } = testAuthConfig();
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:delete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid }),
  });
  if (!res.ok) throw new Error(`Auth emulator accounts:delete failed (${res.status}): ${await res.text()}`);
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A hand-made JWT: header and payload as given, and the signature segment as given (or none). */
export function craftJwt(header: Record<string, unknown>, payload: Record<string, unknown>, signature = ''): string {
  return `${b64(header)}.${b64(payload)}.${signature}`;
}

/** The two JSON parts of a JWT, to alter and re-assemble with craftJwt. */
export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown>; signature: string } {
  const [header, payload, signature] = token.split('.');
  const parse = (segment: string | undefined) => JSON.parse(Buffer.from(segment ?? '', 'base64url').toString('utf8'));
  return { header: parse(header), payload: parse(payload), signature: signature ?? '' };
}

/** Standard ID-token claims for `uid` in `projectId`, valid for an hour from `now` (seconds). */
export function idTokenClaims(uid: string, projectId: string, now = Math.floor(Date.now() / 1000)) {
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
}

/**
 * Firebase Auth's REST API, as the web SDK uses it: sign in with email and password, and trade a
 * refresh token for a fresh ID token. The same paths are served by Google (a real project, with
 * its web API key) and by the Auth emulator (any key), so the code the bench runs against a real
 * project is the code its tests run against the emulator.
 */

export interface AuthEndpoint {
  /** Base of accounts:* (…/identitytoolkit.googleapis.com/v1). */
  identityToolkit: string;
  /** Base of token (…/securetoken.googleapis.com/v1). */
  secureToken: string;
  apiKey: string;
}

/** A real Firebase project, through Google's endpoints and the project's web API key. */
export const googleAuthEndpoint = (apiKey: string): AuthEndpoint => ({
  identityToolkit: 'https://identitytoolkit.googleapis.com/v1',
  secureToken: 'https://securetoken.googleapis.com/v1',
  apiKey,
});

/** The Auth emulator at host:port (it takes any API key). */
export const emulatorAuthEndpoint = (host: string, apiKey = 'fake-api-key'): AuthEndpoint => ({
  identityToolkit: `http://${host}/identitytoolkit.googleapis.com/v1`,
  secureToken: `http://${host}/securetoken.googleapis.com/v1`,
  apiKey,
});

export interface SignedIn {
  uid: string;
  idToken: string;
  refreshToken: string;
}

const TIMEOUT_MS = 15_000;

/** Firebase's own error code (INVALID_LOGIN_CREDENTIALS, USER_DISABLED, …) or the status. */
async function failure(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const code = (JSON.parse(text) as { error?: { message?: string } }).error?.message;
    if (code) return `${res.status} ${code}`;
  } catch {
    // not JSON: the status says enough
  }
  return `${res.status} ${text.slice(0, 200)}`;
}

/** accounts:signInWithPassword: the account's uid and tokens. The password is never logged. */
export async function signInWithPassword(endpoint: AuthEndpoint, email: string, password: string): Promise<SignedIn> {
  const res = await fetch(`${endpoint.identityToolkit}/accounts:signInWithPassword?key=${encodeURIComponent(endpoint.apiKey)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} refused: ${await failure(res)}`);
  const json = (await res.json()) as { localId?: string; idToken?: string; refreshToken?: string };
  if (!json.localId || !json.idToken || !json.refreshToken) throw new Error(`sign-in of ${email}: the answer has no localId, idToken or refreshToken`);
  return { uid: json.localId, idToken: json.idToken, refreshToken: json.refreshToken };
}

/** The token endpoint: a fresh ID token (and the refresh token to use next time). */
export async function refreshIdToken(endpoint: AuthEndpoint, refreshToken: string): Promise<{ idToken: string; refreshToken: string }> {
  const res = await fetch(`${endpoint.secureToken}/token?key=${encodeURIComponent(endpoint.apiKey)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`token refresh refused: ${await failure(res)}`);
  const json = (await res.json()) as { id_token?: string; refresh_token?: string };
  if (!json.id_token) throw new Error('token refresh: the answer has no id_token');
  return { idToken: json.id_token, refreshToken: json.refresh_token ?? refreshToken };
}

/** When an ID token expires (its exp claim, ms), read without verifying: only to know when to refresh. */
export function expiryOf(idToken: string): number {
  try {
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    if (typeof payload.exp === 'number') return payload.exp * 1000;
  } catch {
    // not a JWT we can read: assume the usual hour
  }
  return Date.now() + 3_600_000;
}

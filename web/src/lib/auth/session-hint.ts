/**
 * Whether this browser may hold a signed-in session, known without the Firebase SDK: the SDK is
 * about a fifth of the app's first-load JavaScript, so a visitor who never signed in should not
 * download it. The session itself stays Firebase's; this is only a hint about it.
 */

const SESSION_HINT_KEY = 'tn.session';
/** Where Firebase keeps its session in this app (indexedDB persistence). */
const FIREBASE_SESSION_DATABASE = 'firebaseLocalStorageDb';

function readHint(): string | null {
  try {
    return globalThis.localStorage?.getItem(SESSION_HINT_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Noted on every change Firebase reports, so the next visit knows. */
export function rememberSession(signedIn: boolean): void {
  try {
    globalThis.localStorage?.setItem(SESSION_HINT_KEY, signedIn ? '1' : '0');
  } catch {
    // Storage refused (private modes): the next visit looks for Firebase's own store instead.
  }
}

/**
 * True when a session may exist: the hint says so, or (no hint yet: a session from before the
 * hint existed, or storage refused) Firebase's own store is there.
 */
export async function mayHaveSession(): Promise<boolean> {
  const hint = readHint();
  if (hint !== null) return hint === '1';
  if (firebaseKeyInLocalStorage()) return true;
  const indexedDB = globalThis.indexedDB;
  // No IndexedDB at all: Firebase could not have kept a session there.
  if (!indexedDB) return false;
  // A browser that cannot list its databases might hold one: better to load Firebase once
  // (which then writes the hint) than to show a signed-in visitor as signed out.
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((d) => d.name === FIREBASE_SESSION_DATABASE);
  } catch {
    return true;
  }
}

/** Firebase's fallback store (browserLocalPersistence) keeps the session under this prefix. */
function firebaseKeyInLocalStorage(): boolean {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return false;
    for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith('firebase:authUser:')) return true;
    return false;
  } catch {
    return false;
  }
}

/** Calls back when another tab of this site signs in (it writes the hint). */
export function onSessionStartedElsewhere(callback: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === SESSION_HINT_KEY && event.newValue === '1') callback();
  };
  globalThis.addEventListener?.('storage', listener);
  return () => globalThis.removeEventListener?.('storage', listener);
}

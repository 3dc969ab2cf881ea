/**
 * Whether a user is signed in. Identity (Firebase) arrives in a later issue and replaces this
 * body; until then nobody is signed in, so signed-in-only UI (dashboard tab) stays hidden.
 */
export function useSignedIn(): boolean {
  return false;
}

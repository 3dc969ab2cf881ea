import { useProfile } from './profile.ts';

/**
 * Whether the signed-in user is an editor (GET /api/me's isEditor, from their token's claim): the
 * nav then shows the way to /admin. Only a hint for the interface; the server checks every call.
 */
export function useIsEditor(): boolean {
  return useProfile().data?.isEditor === true;
}

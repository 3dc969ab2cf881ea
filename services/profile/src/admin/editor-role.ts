import { EDITOR_CLAIM, type firebaseUserAdmin } from '@tn/kit/auth';

type UserAdmin = ReturnType<typeof firebaseUserAdmin>['auth'];

/** No account has this email in the project. */
export class UnknownUserError extends Error {
  override name = 'UnknownUserError';
}

export interface EditorChange {
  uid: string;
  email: string;
  /** false when the account already was (or was not) an editor. */
  changed: boolean;
}

/**
 * Grants or revokes the editor claim of the account with this email, keeping any other custom
 * claim it has. The user's next ID token carries the change (the web refreshes it on opening
 * /admin; otherwise within the hour).
 */
export async function setEditorRole(auth: UserAdmin, email: string, editor: boolean): Promise<EditorChange> {
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (err) {
    if ((err as { code?: unknown }).code === 'auth/user-not-found') throw new UnknownUserError(`No account with the email ${email}`);
    throw err;
  }
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  const was = claims[EDITOR_CLAIM] === true;
  if (editor) claims[EDITOR_CLAIM] = true;
  else delete claims[EDITOR_CLAIM];
  if (was !== editor) await auth.setCustomUserClaims(user.uid, Object.keys(claims).length > 0 ? claims : null);
  return { uid: user.uid, email, changed: was !== editor };
}

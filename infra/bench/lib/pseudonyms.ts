import { createHmac, randomBytes } from 'node:crypto';

/** Hex characters kept of the HMAC: 64 bits, so two voters of one trace practically never collide. */
const PSEUDONYM_HEX_CHARS = 16;

/**
 * Stable pseudonyms for user ids: HMAC-SHA256(secret, user id), truncated. The same user gets the
 * same pseudonym under the same secret (within one export, and across exports that reuse it);
 * another secret gives unrelated pseudonyms; without the secret the ids cannot be recovered or
 * confirmed by guessing (unlike a plain hash of the id).
 */
export function pseudonymizer(secret: string): (userId: string) => string {
  if (secret.length === 0) throw new Error('the pseudonym secret must not be empty');
  const known = new Map<string, string>();
  return (userId) => {
    let pseudonym = known.get(userId);
    if (pseudonym === undefined) {
      pseudonym = `u${createHmac('sha256', secret).update(userId).digest('hex').slice(0, PSEUDONYM_HEX_CHARS)}`;
      known.set(userId, pseudonym);
    }
    return pseudonym;
  };
}

/** A fresh secret for one export, when none is given. */
export const randomSecret = () => randomBytes(32).toString('base64url');

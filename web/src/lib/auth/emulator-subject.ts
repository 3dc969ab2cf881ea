import type { SignInProvider } from './auth-store.ts';

/**
 * Local builds only. A module of its own, not an export of firebase.ts: a lazily loaded chunk
 * keeps every export, so only here, imported by a branch a production build compiles out, does
 * it stay out of that build.
 */

/** A stable fake provider subject for an email, so the same email signs in to the same account. */
export function emulatorSubject(provider: SignInProvider, email: string): string {
  // Two 32-bit FNV-1a hashes (different offsets) give 20-odd digits, like a real Google "sub".
  const normalized = `${provider}:${email.trim().toLowerCase()}`;
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < normalized.length; i += 1) {
    const code = normalized.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x01000193 + 2) >>> 0;
  }
  return `${a}${b.toString().padStart(10, '0')}`;
}

import type { FastifyRequest } from 'fastify';
import { bearerToken, type TokenVerifier } from '@tn/kit/auth';

/**
 * Who a request counts against in every rate limit: `user:<uid>` when it carries a valid sign-in
 * token (so people behind one address, an office or a mobile carrier's NAT, do not share a
 * budget), else `ip:<client address>`. An invalid, expired or made-up token counts by address,
 * or anyone could start a fresh budget with a new one. Without a verifier (no
 * FIREBASE_PROJECT_ID) everyone counts by address.
 */
export function visitorKey(request: FastifyRequest, verifier?: TokenVerifier): Promise<string> {
  // The general limit and a route's own limit both ask: the token is verified once per request.
  let key = keys.get(request);
  if (!key) {
    key = identify(request, verifier);
    keys.set(request, key);
  }
  return key;
}

const keys = new WeakMap<FastifyRequest, Promise<string>>();

async function identify(request: FastifyRequest, verifier?: TokenVerifier): Promise<string> {
  const found = bearerToken(request.headers.authorization);
  if (verifier && 'token' in found) {
    try {
      return `user:${(await verifier.verify(found.token)).user.uid}`;
    } catch {
      // Invalid, expired, or sign-in cannot be checked right now: the address decides.
    }
  }
  return `ip:${request.ip}`;
}

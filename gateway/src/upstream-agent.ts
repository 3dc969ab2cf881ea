import { Agent, buildConnector } from 'undici';

/**
 * The connection pool the proxy reaches one service's replicas through, and the one fact a
 * failover needs from it: did a failure happen while connecting, before any byte of the request
 * was written? Only then may a request be sent again elsewhere whatever its method: the replica
 * cannot have seen it. An error on a connection that was already open (reset, closed before the
 * answer, a timeout waiting for it) may come after the replica received the request, and acted
 * on it; undici gives such errors the same codes (ECONNRESET) as a reset while connecting, so the
 * connector itself marks the errors it raised.
 */

const CONNECT_TIMEOUT_MS = 3_000;
/**
 * An idle connection to a replica is closed by the gateway after this long. Shorter than a
 * stopping service's drain (@tn/kit/server, DEFAULT_DRAIN_MS): a replica that stops leaves its
 * idle connections for the gateway to close, so none is ever closed under a request being written.
 */
export const UPSTREAM_IDLE_MS = 4_000;

const connectFailures = new WeakSet<object>();

/** The connector raised it (refused, reset or timed out while connecting, DNS, TLS): nothing was sent. */
export function failedBeforeSending(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (connectFailures.has(e)) return true;
  }
  return false;
}

/**
 * Bounded like each call (`timeoutMs` for the answer's headers and body, so no call falls back to
 * undici's five-minute defaults), certificates checked, idle connections closed after
 * UPSTREAM_IDLE_MS whatever the service's keep-alive offers.
 */
export function createUpstreamAgent(timeoutMs: number): Agent {
  const connect = buildConnector({ timeout: CONNECT_TIMEOUT_MS, rejectUnauthorized: true });
  return new Agent({
    connect: (options, callback) =>
      connect(options, (...args) => {
        if (args[0]) connectFailures.add(args[0]);
        callback(...args);
      }),
    // reply-from's own defaults for a pool it makes.
    connections: 128,
    pipelining: 1,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: UPSTREAM_IDLE_MS,
    keepAliveMaxTimeout: UPSTREAM_IDLE_MS,
  });
}

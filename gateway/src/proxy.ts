import type { FastifyInstance } from 'fastify';
import proxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { errorBody } from '@tn/kit/errors';
import { REQUEST_ID_HEADER } from '@tn/kit/server';
import type { GatewayConfig } from './config.ts';
import { API_ROUTES, SERVICE_NAMES, createRotor, type ReplicaRotor, type ServiceName } from './upstreams.ts';

// Failures where the request never reached the replica: safe to try the next one.
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);
// Only requests without a body are retried: a streamed body is gone after the first attempt.
const RETRYABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CONNECT_TIMEOUT_MS = 3_000;

interface ProxyError extends Error {
  code?: string;
  statusCode?: number;
  cause?: unknown;
}

/**
 * Registers one proxy per /api prefix of the route table. Each request goes to the next
 * replica of its service in turn; when a replica cannot be reached, a body-less request moves
 * on to the following replica before the client sees an error. Errors answer in the one error
 * shape: 503 when the service is unreachable, 504 when it is too slow.
 */
export async function registerApiProxy(api: FastifyInstance, config: GatewayConfig): Promise<void> {
  const rotors = Object.fromEntries(SERVICE_NAMES.map((name) => [name, createRotor(config.services[name])])) as Record<
    ServiceName,
    ReplicaRotor
  >;
  // Replicas already tried by a request, so a retry never loops back to a dead one.
  const attempts = new WeakMap<object, number>();

  for (const route of API_ROUTES) {
    const rotor = rotors[route.service];
    const timeout = route.service === 'chat' ? config.chatTimeoutMs : config.upstreamTimeoutMs;

    const replyOptions: NonNullable<FastifyHttpProxyOptions['replyOptions']> = {
      timeout,
      // reply-from would otherwise retry a GET answered 503 up to ten times against the same
      // replica, turning a quick, honest 503 from a service into seconds of waiting.
      retryDelay: () => null,
      getUpstream: () => rotor.next(),
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        [REQUEST_ID_HEADER]: request.id,
        // The client address as this gateway established it (TRUST_PROXY); never a value the
        // client wrote itself, since services trust this header.
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.host,
      }),
      onError: (reply, { error }: { error: ProxyError }) => {
        const request = reply.request;
        const tried = (attempts.get(request) ?? 0) + 1;
        attempts.set(request, tried);
        if (isUnreachable(error) && RETRYABLE_METHODS.has(request.method) && tried < rotor.replicas.length) {
          const upstream = rotor.next();
          request.log.warn({ service: route.service, upstream }, 'replica unreachable, trying the next one');
          reply.from(request.url, { ...replyOptions, getUpstream: () => upstream });
          return;
        }
        const { statusCode, message } = describeFailure(route.service, error);
        reply.status(statusCode).send(errorBody(statusCode, message));
      },
    };

    await api.register(proxy, {
      upstream: '',
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      replyOptions,
      disableRequestLogging: true,
      // The pool's own bounds equal the per-call timeout, so no call can fall back to undici's
      // five-minute defaults (every call passes `timeout`, the failover retry included).
      undici: { connect: { timeout: CONNECT_TIMEOUT_MS, rejectUnauthorized: true }, headersTimeout: timeout, bodyTimeout: timeout },
    });
  }
}

function isUnreachable(error: ProxyError): boolean {
  const cause = error.cause as { code?: string } | undefined;
  return UNREACHABLE.has(error.code ?? '') || UNREACHABLE.has(cause?.code ?? '');
}

function describeFailure(service: ServiceName, error: ProxyError): { statusCode: number; message: string } {
  if (!isUnreachable(error) && error.statusCode === 504) {
    return { statusCode: 504, message: `The ${service} service did not answer in time` };
  }
  if (error.code === 'FST_REPLY_FROM_BAD_GATEWAY') {
    return { statusCode: 502, message: `The ${service} service sent an invalid answer` };
  }
  return { statusCode: 503, message: `The ${service} service is unavailable` };
}

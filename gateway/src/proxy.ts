import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import proxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { errorBody } from '@tn/kit/errors';
import { REQUEST_ID_HEADER } from '@tn/kit/server';
import type { GatewayConfig } from './config.ts';
import type { EdgeCache } from './edge-cache.ts';
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

/** What reply-from hands to onResponse at run time (its types call it a ServerResponse). */
interface UpstreamResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  stream: Readable;
}

/**
 * Registers one proxy per /api prefix of the route table. Each request goes to the next
 * replica of its service in turn; when a replica cannot be reached, a body-less request moves
 * on to the following replica before the client sees an error. Errors answer in the one error
 * shape: 503 when the service is unreachable, 504 when it is too slow. Public reads are answered
 * from the edge cache when it holds them, and fill it otherwise.
 */
export async function registerApiProxy(api: FastifyInstance, config: GatewayConfig, cache: EdgeCache): Promise<void> {
  const rotors = Object.fromEntries(SERVICE_NAMES.map((name) => [name, createRotor(config.services[name])])) as Record<
    ServiceName,
    ReplicaRotor
  >;
  // Replicas already tried by a request, so a retry never loops back to a dead one.
  const attempts = new WeakMap<object, number>();
  // Requests on their way to fill the edge cache, with their cache key.
  const fills = new WeakMap<object, string>();

  api.addHook('onRequest', async (request, reply) => {
    const found = cache.lookup(request, reply);
    if (found.kind === 'hit') return reply;
    if (found.key !== undefined) fills.set(request, found.key);
  });

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
        ...withoutConditional(headers, fills.has(request)),
        [REQUEST_ID_HEADER]: request.id,
        // The client address as this gateway established it (TRUST_PROXY); never a value the
        // client wrote itself, since services trust this header.
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.host,
      }),
      onResponse: (request, reply, raw) => {
        const key = fills.get(request);
        const res = raw as unknown as UpstreamResponse;
        if (key === undefined || !cache.mayKeep(res.headers)) {
          if (key !== undefined) cache.abandon(key);
          reply.send(res.stream);
          return;
        }
        readAll(res.stream).then(
          // The proxy's reply type allows HTTP/2; this gateway serves HTTP/1 only.
          (body) => cache.store(key, res.statusCode, res.headers, body, request, reply as FastifyReply),
          (error: unknown) => {
            cache.abandon(key);
            request.log.warn({ err: error, service: route.service }, 'upstream answer cut off');
            reply.status(502).send(errorBody(502, `The ${route.service} service sent an invalid answer`));
          },
        );
      },
      onError: (reply, { error }: { error: ProxyError }) => {
        const request = reply.request;
        const key = fills.get(request);
        if (key !== undefined) cache.abandon(key);
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

/** A fill needs the whole answer, not a 304 for this one client's copy. */
function withoutConditional<T extends Record<string, unknown>>(headers: T, filling: boolean): T {
  if (!filling) return headers;
  const { 'if-none-match': _dropped, ...rest } = headers;
  return rest as T;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

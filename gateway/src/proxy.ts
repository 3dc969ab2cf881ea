import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import proxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { HttpError, errorBody } from '@tn/kit/errors';
import { REQUEST_BODY_LIMIT_BYTES, REQUEST_ID_HEADER } from '@tn/kit/server';
import type { GatewayConfig } from './config.ts';
import type { EdgeCache } from './edge-cache.ts';
import { createUpstreamAgent, failedBeforeSending } from './upstream-agent.ts';
import { API_ROUTES, SERVICE_NAMES, createRotor, type ReplicaRotor, type ServiceName } from './upstreams.ts';

// Failures where the service could not be reached at all: 503 rather than 504.
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);
/**
 * A request body up to this size (a vote, a review, a question for the assistant) is read whole
 * before it is sent, so that it can be sent again to another replica; a larger one (a photo) is
 * streamed through, and a failover cannot resend it. So is a body of no declared length (chunked),
 * to hold it to the services' limit.
 */
export const REPLAYABLE_BODY_BYTES = 64 * 1024;
/**
 * Calls whose service answers a repeated Idempotency-Key with the first attempt's answer and
 * does nothing twice (voting: the vote log keeps each key). With the header, such a call is sent
 * again to another replica when the connection dropped before any answer came, even though the
 * replica may have received it: a replica stopping at the instant the connection was made resets
 * it after the request was written.
 */
const REPEATABLE_WITH_KEY: readonly { method: string; url: string }[] = [{ method: 'POST', url: '/api/vote' }];
// Errors of a connection that was closed or reset before the answer: not a timeout (a slow replica
// may still be working on the call, and a second one would only add load).
const DROPPED = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/**
 * Request headers not sent on. `Expect: 100-continue` is between the client and this gateway,
 * which has already answered it (Node's server sends the 100 itself); undici refuses to send a
 * request that carries it, so a client that asks (curl does for any body over 1 MB) got a 503.
 * A fill of the edge cache needs the whole answer, not a 304 for this one client's copy.
 */
const NOT_FORWARDED: readonly string[] = ['expect'];
const NOT_FORWARDED_ON_FILL: readonly string[] = ['expect', 'if-none-match'];

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
 * replica of its service in turn. When the connection to a replica fails before the request was
 * sent (refused: the replica is stopped or stopping; reset or timed out while connecting), the
 * request, whatever its method, moves on to a replica it has not tried yet before the client sees
 * an error: that replica never saw it. A failure after the request was sent (the connection
 * dropped before the answer, a timeout) is not retried here, the replica may have acted on it,
 * except for a dropped connection of a call that is safe to repeat under its Idempotency-Key
 * (REPEATABLE_WITH_KEY). Errors answer in the one error
 * shape: 503 when the service is unreachable, 504 when it is too slow. Public reads are answered
 * from the edge cache when it holds them, and fill it otherwise.
 */
export async function registerApiProxy(api: FastifyInstance, config: GatewayConfig, cache: EdgeCache): Promise<void> {
  const rotors = Object.fromEntries(SERVICE_NAMES.map((name) => [name, createRotor(config.services[name])])) as Record<
    ServiceName,
    ReplicaRotor
  >;
  // Replicas already tried by a request, so a retry never loops back to a dead one.
  const tried = new WeakMap<object, string[]>();
  const sendTo = (request: object, upstream: string) => {
    tried.set(request, [...(tried.get(request) ?? []), upstream]);
    return upstream;
  };
  // Bodies read whole (replayableBody), each attempt sending its own copy.
  const bodies = new WeakMap<object, Buffer>();
  const agents: { destroy(): Promise<void> }[] = [];
  api.addHook('onClose', async () => {
    await Promise.all(agents.map((a) => a.destroy()));
  });
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
    const agent = createUpstreamAgent(timeout);
    agents.push(agent);

    const replyOptions: NonNullable<FastifyHttpProxyOptions['replyOptions']> = {
      timeout,
      // reply-from would otherwise retry a GET answered 503 up to ten times against the same
      // replica, turning a quick, honest 503 from a service into seconds of waiting.
      retryDelay: () => null,
      getUpstream: (request) => sendTo(request, rotor.next()),
      rewriteRequestHeaders: (request, headers) => ({
        ...withoutHeaders(headers, fills.has(request) ? NOT_FORWARDED_ON_FILL : NOT_FORWARDED),
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
        const body = bodies.get(request);
        const resendable =
          (failedBeforeSending(error) || (droppedBeforeAnswer(error) && repeatableWithKey(request))) && (body !== undefined || !hasBody(request));
        const next = resendable ? untried(rotor, tried.get(request) ?? []) : undefined;
        if (next !== undefined) {
          request.log.warn({ service: route.service, upstream: next }, 'replica unreachable, trying the next one');
          if (body !== undefined) request.body = Readable.from([body]);
          reply.from(request.url, { ...replyOptions, getUpstream: () => sendTo(request, next) });
          return;
        }
        const { statusCode, message } = describeFailure(route.service, error);
        // The visitor gets the one error shape; the log keeps which call failed, where, and why.
        request.log.warn(
          { err: error, service: route.service, method: request.method, url: request.url, upstreams: tried.get(request) ?? [], statusCode },
          `${request.method} ${request.url}: the ${route.service} service failed (${statusCode})`,
        );
        reply.status(statusCode).send(errorBody(statusCode, message));
      },
    };

    await api.register(proxy, {
      upstream: '',
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      replyOptions,
      disableRequestLogging: true,
      preHandler: async (request) => {
        const body = await bodyToSend(request);
        if (body === undefined) return;
        bodies.set(request, body);
        request.body = Readable.from([body]);
      },
      // Every call also passes `timeout`, the failover retry included (./upstream-agent.ts).
      undici: agent,
    });
  }
}

/** The first replica in turn that this request has not tried; undefined when it tried them all. */
function untried(rotor: ReplicaRotor, done: readonly string[]): string | undefined {
  for (let i = 0; i < rotor.replicas.length; i++) {
    const candidate = rotor.next();
    if (!done.includes(candidate)) return candidate;
  }
  return undefined;
}

function hasBody(request: { body?: unknown }): boolean {
  return request.body !== undefined && request.body !== null;
}

/**
 * A request's body read whole, when it is small enough to be sent again (REPLAYABLE_BODY_BYTES)
 * or of no declared length (chunked); undefined for no body, a larger one (streamed through) or
 * a compressed one (what is read then is not what the length declares). A body longer than any
 * service reads (REQUEST_BODY_LIMIT_BYTES) is refused here with 413, by its declared length
 * before any of it is read, or as soon as a chunked one passes it: the service would answer 413
 * and close the connection while the proxy was still sending, which the client saw as a 503.
 * Photo uploads (multipart) have the media service's own, larger limit, which it answers
 * without closing.
 */
async function bodyToSend(request: Pick<FastifyRequest, 'body' | 'headers'>): Promise<Buffer | undefined> {
  const stream = request.body;
  if (!(stream instanceof Readable) || request.headers['content-encoding'] !== undefined) return undefined;
  const limit = isMultipart(request) ? Infinity : REQUEST_BODY_LIMIT_BYTES;
  const declared = request.headers['content-length'];
  if (declared !== undefined) {
    const length = Number(declared);
    if (length > limit) throw bodyTooLarge();
    if (!(length > 0 && length <= REPLAYABLE_BODY_BYTES)) return undefined;
  } else if (limit === Infinity) {
    return undefined;
  }
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of stream) {
    read += (chunk as Buffer).length;
    if (read > limit) throw bodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const isMultipart = (request: Pick<FastifyRequest, 'headers'>) =>
  request.headers['content-type']?.trim().toLowerCase().startsWith('multipart/form-data') === true;

const bodyTooLarge = () => new HttpError(413, `The request body is larger than ${REQUEST_BODY_LIMIT_BYTES / (1024 * 1024)} MB`);

function droppedBeforeAnswer(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (DROPPED.has((e as { code?: string }).code ?? '')) return true;
  }
  return false;
}

function repeatableWithKey(request: Pick<FastifyRequest, 'headers' | 'method' | 'url'>): boolean {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') return false;
  const path = request.url.split('?')[0];
  return REPEATABLE_WITH_KEY.some((call) => call.method === request.method && call.url === path);
}

function isUnreachable(error: ProxyError): boolean {
  const cause = error.cause as { code?: string } | undefined;
  return failedBeforeSending(error) || UNREACHABLE.has(error.code ?? '') || UNREACHABLE.has(cause?.code ?? '');
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

/** The headers without those named (lower case, as Node gives them). */
function withoutHeaders<T extends Record<string, unknown>>(headers: T, names: readonly string[]): T {
  if (!names.some((name) => name in headers)) return headers;
  const rest: Record<string, unknown> = { ...headers };
  for (const name of names) delete rest[name];
  return rest as T;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

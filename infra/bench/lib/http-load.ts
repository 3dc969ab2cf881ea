import { Agent, request } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

export interface HttpResult {
  status: number | string;
  body: string;
}

export type HttpClient = ReturnType<typeof httpClient>;

/**
 * A keep-alive client for one origin (http or https, optionally under a path prefix such as
 * https://staging.example/tn), at most `sockets` connections: one per virtual user.
 */
export function httpClient(origin: string, sockets: number) {
  const url = new URL(origin);
  const secure = url.protocol === 'https:';
  if (!secure && url.protocol !== 'http:') throw new Error(`${origin}: only http:// and https:// origins`);
  const prefix = url.pathname.replace(/\/+$/, '');
  const agent = new (secure ? HttpsAgent : Agent)({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  const send = secure ? httpsRequest : request;
  return {
    send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<HttpResult> {
      return new Promise((resolve) => {
        const req = send(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method,
            path: `${prefix}${path}`,
            headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
            res.on('error', (err: NodeJS.ErrnoException) => resolve({ status: `error:${err.code ?? err.message}`, body: '' }));
          },
        );
        req.setTimeout(30_000, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
        req.on('error', (err: NodeJS.ErrnoException) => resolve({ status: `error:${err.code ?? err.message}`, body: '' }));
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

export interface LoadOptions {
  concurrency: number;
  /** Stop after this many requests... */
  total?: number;
  /** ...or after this long, whichever comes first (always bounded). */
  durationMs: number;
  /** Request number i; resolves with its status (the caller records whatever else it needs). */
  send: (i: number) => Promise<HttpResult>;
}

export interface LoadResult {
  requests: number;
  elapsedMs: number;
  latenciesMs: Float64Array;
  statuses: Record<string, number>;
}

/** A closed loop: `concurrency` virtual users, each sending its next request when the last answered. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const total = options.total ?? Number.POSITIVE_INFINITY;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const user = async () => {
    while (next < total && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      const result = await options.send(i);
      latencies.push(performance.now() - t0);
      statuses[String(result.status)] = (statuses[String(result.status)] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, user));
  return { requests: latencies.length, elapsedMs: performance.now() - started, latenciesMs: Float64Array.from(latencies), statuses };
}

/**
 * Opens up to `sockets` keep-alive connections (concurrent GETs of `path`), so the first burst of
 * a timed run is not slowed by connection set-up (a TLS handshake each against a deployment).
 */
export async function warmUp(client: HttpClient, sockets: number, path = '/healthz'): Promise<void> {
  await Promise.all(Array.from({ length: sockets }, () => client.send('GET', path)));
}

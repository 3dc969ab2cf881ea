import { Agent, request } from 'node:http';
import { pipeline } from 'node:stream';
import { startLocalHttps } from './local-https.ts';

/**
 * The TLS-terminating proxy that a deployment puts in front of the gateway (the Kubernetes
 * Ingress with its TLS Secret; docker-compose.yml publishes the gateway's plain HTTP and expects
 * one), for the browser Lighthouse drives.
 *
 * Why: visitors reach the site over HTTPS, and the TLS fronts in common use speak HTTP/2 to them
 * (ingress-nginx, Traefik, Caddy and CDNs by default). Measured on the gateway's plain HTTP/1.1 instead, a phone is simulated
 * loading a screen's dozen small chunks over six connections, each request waiting for a free
 * one and paying its own round trip: not what a visitor gets.
 *
 * Chromium reaches it at https://SITE_NAME (--host-resolver-rules) and trusts its throwaway
 * certificate by its key alone. It forwards each request to the gateway as such a proxy does
 * (same method, path, headers and body; X-Forwarded-Proto/-For added) and each answer back
 * unchanged: caching, compression and security headers stay the gateway's.
 */

/** A name of the reserved .test domain: no real host can be reached by mistake. */
export const SITE_NAME = 'thainguyen.test';

/** HTTP/1.1 connection headers, which HTTP/2 forbids. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'http2-settings']);

export interface TlsFront {
  /** https://SITE_NAME: where the browser opens the site. */
  origin: string;
  /** Where it listens on 127.0.0.1. */
  port: number;
  /** --host-resolver-rules entry sending SITE_NAME here. */
  hostRule: string;
  /** The certificate's key, for --ignore-certificate-errors-spki-list. */
  spki: string;
  close(): Promise<void>;
}

/** Starts the front (on a free port of 127.0.0.1), forwarding to `upstream` (the gateway's http://host:port). */
export async function startTlsFront(upstream: string): Promise<TlsFront> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true });
  const server = await startLocalHttps([SITE_NAME], (req, res) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
      headers[name] = value;
    }
    headers.host = SITE_NAME;
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    const forward = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      const back: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) back[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, back);
      pipeline(answer, res, () => {});
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    pipeline(req, forward, () => {});
  });
  return {
    origin: `https://${SITE_NAME}`,
    port: server.port,
    hostRule: `MAP ${SITE_NAME}:443 127.0.0.1:${server.port}`,
    spki: server.spki,
    close: async () => {
      await server.close();
      agent.destroy();
    },
  };
}

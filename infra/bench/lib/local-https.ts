import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { throwawayCertificate } from './throwaway-certificate.ts';

export interface LocalHttps {
  /** Where it listens on 127.0.0.1. */
  port: number;
  /** The certificate's key, for --ignore-certificate-errors-spki-list. */
  spki: string;
  close(): Promise<void>;
}

/**
 * An HTTPS server (HTTP/2, HTTP/1.1 allowed) on a free port of 127.0.0.1, showing a throwaway
 * certificate for `names`: what a bench's Chromium is sent to with --host-resolver-rules and
 * trusts by its key alone.
 */
export async function startLocalHttps(names: readonly string[], handle: (req: Http2ServerRequest, res: Http2ServerResponse) => void): Promise<LocalHttps> {
  const { key, cert, spki } = throwawayCertificate(names);
  const server = createSecureServer({ key, cert, allowHTTP1: true }, handle);
  // Chromium keeps its connections open: closing ends them, so close() does not wait on them.
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    port: (server.address() as AddressInfo).port,
    spki,
    close: () =>
      new Promise((closed) => {
        server.close(() => closed());
        for (const session of sessions) session.destroy();
      }),
  };
}

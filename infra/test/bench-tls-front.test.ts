import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type ClientHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_NAME, startTlsFront, type TlsFront } from '../bench/lib/tls-front.ts';

/**
 * The Lighthouse bench's TLS front (a deployment's TLS-terminating proxy, for the bench's
 * Chromium): it speaks HTTP/2 over TLS and hands the gateway each request as it came and the
 * browser each answer as the gateway gave it.
 */

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let gateway: Server;
let seen: Seen;
let front: TlsFront;
let session: ClientHttp2Session;

beforeAll(async () => {
  gateway = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() };
      res.writeHead(201, { 'content-type': 'application/json', etag: '"v1"', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((listening) => gateway.listen(0, '127.0.0.1', listening));
  front = await startTlsFront(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}`);
  // Its certificate is a throwaway one: the browser trusts it by its key, this client by not asking.
  session = connect(`https://127.0.0.1:${front.port}`, { servername: SITE_NAME, rejectUnauthorized: false });
});
afterAll(async () => {
  session?.close();
  await front?.close();
  await new Promise((closed) => gateway?.close(closed));
});

function send(headers: Record<string, string>, body?: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers);
    const chunks: Buffer[] = [];
    let answer: Record<string, unknown> = {};
    stream.on('response', (h) => (answer = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks).toString() }));
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('the TLS front', () => {
  it('answers over HTTP/2, as the TLS proxies in front of deployments do', async () => {
    await send({ ':path': '/' });
    expect(session.alpnProtocol).toBe('h2');
    expect(front.origin).toBe(`https://${SITE_NAME}`);
    expect(front.hostRule).toBe(`MAP ${SITE_NAME}:443 127.0.0.1:${front.port}`);
  });

  it('hands the gateway the request as it came, with the forwarding headers', async () => {
    const answer = await send(
      { ':method': 'POST', ':path': '/api/vote?x=1', 'content-type': 'application/json', authorization: 'Bearer t', 'idempotency-key': 'k1' },
      '{"winningLocationId":1}',
    );
    expect(seen).toMatchObject({ method: 'POST', url: '/api/vote?x=1', body: '{"winningLocationId":1}' });
    expect(seen.headers).toMatchObject({
      host: SITE_NAME,
      'content-type': 'application/json',
      authorization: 'Bearer t',
      'idempotency-key': 'k1',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '127.0.0.1',
    });
    expect(Object.keys(seen.headers).filter((name) => name.startsWith(':'))).toEqual([]);
    // The gateway's answer comes back as it was, less HTTP/1.1's connection headers (HTTP/2 forbids them).
    expect(answer.status).toBe(201);
    expect(answer.body).toBe('{"ok":true}');
    expect(answer.headers).toMatchObject({ 'content-type': 'application/json', etag: '"v1"', 'cache-control': 'no-cache' });
    expect(answer.headers).not.toHaveProperty('connection');
  });

  it('answers 502 when the gateway is not there', async () => {
    const orphan = await startTlsFront('http://127.0.0.1:1');
    const client = connect(`https://127.0.0.1:${orphan.port}`, { servername: SITE_NAME, rejectUnauthorized: false });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const stream = client.request({ ':path': '/' });
        stream.on('response', (h) => resolve(Number(h[':status'])));
        stream.on('error', reject);
        stream.end();
      });
      expect(status).toBe(502);
    } finally {
      client.close();
      await orphan.close();
    }
  });
});

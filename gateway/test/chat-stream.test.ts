import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, gatewayEnv, makeWebDist, startAllUpstreams, type TestGateway, type WebDist } from './helper.ts';

/**
 * The assistant's server-sent events pass through the gateway as they come: neither the proxy
 * nor compression holds them back. A stand-in chat service sends one piece, then waits until
 * the client has it before it finishes: the test can only end if the piece really streamed.
 */
let stack: Awaited<ReturnType<typeof startAllUpstreams>>;
let web: WebDist;
let chat: Server;
let gateway: TestGateway;
let gatewayUrl = '';
let release: () => void = () => {};

beforeAll(async () => {
  stack = await startAllUpstreams();
  web = await makeWebDist();
  chat = createServer((req, res: ServerResponse) => {
    if (req.url === '/readyz') return void res.writeHead(200).end('{}');
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform' });
    res.write(`event: delta\ndata: ${JSON.stringify({ text: 'Núi Cốc ' })}\n\n`);
    new Promise<void>((resolve) => (release = resolve)).then(() => {
      res.end(`event: done\ndata: ${JSON.stringify({ message: 'Núi Cốc opens daily.', provider: { mode: 'openai', model: 'm' } })}\n\n`);
    });
  });
  await new Promise<void>((resolve) => chat.listen(0, '127.0.0.1', resolve));
  const chatUrl = `http://127.0.0.1:${(chat.address() as AddressInfo).port}`;
  gateway = await buildTestGateway(gatewayEnv({ ...stack.urls, chat: chatUrl }, { WEB_DIST: web.dir }));
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  gatewayUrl = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  release();
  await gateway?.close();
  chat?.closeAllConnections();
  await new Promise((resolve) => chat?.close(resolve));
  await stack?.close();
  await web?.remove();
});

describe('server-sent events through the gateway', () => {
  it('reach the client piece by piece, uncompressed, even when the client accepts gzip', async () => {
    const res = await fetch(`${gatewayUrl}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
      body: JSON.stringify({ message: 'Núi Cốc?', language: 'en' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const decoder = new TextDecoder();
    let body = '';
    for await (const piece of res.body!) {
      body += decoder.decode(piece, { stream: true });
      if (body.includes('event: delta')) release();
    }
    expect(body).toBe(
      'event: delta\ndata: {"text":"Núi Cốc "}\n\nevent: done\ndata: {"message":"Núi Cốc opens daily.","provider":{"mode":"openai","model":"m"}}\n\n',
    );
  });
});

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny OpenAI-compatible server for the tests: POST /v1/chat/completions answers what the
 * test's script says for the n-th request (a streamed tool call, streamed text, an error, a
 * hang), and keeps every request body so the test can check what the model was sent.
 */
export interface CompletionRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
  tools?: { type: string; function: { name: string } }[];
}

export type Step = (request: CompletionRequest, res: ServerResponse) => Promise<void> | void;

export interface FakeOpenAI {
  baseUrl: string;
  requests: CompletionRequest[];
  close(): Promise<void>;
}

export async function startFakeOpenAI(script: Step[]): Promise<FakeOpenAI> {
  const requests: CompletionRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const body = JSON.parse(raw) as CompletionRequest;
    requests.push(body);
    open.add(res);
    res.on('close', () => open.delete(res));
    const step = script[requests.length - 1];
    if (!step) {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'no more scripted answers' } }));
      return;
    }
    await step(body, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

const startStream = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });

/** Streams one tool call, its arguments split in two pieces as real providers do. */
export const toolCall =
  (name: string, args: object): Step =>
  (_request, res) => {
    const json = JSON.stringify(args);
    const half = Math.floor(json.length / 2);
    startStream(res);
    res.write(chunk({ role: 'assistant', tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name, arguments: json.slice(0, half) } }] }));
    res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: json.slice(half) } }] }));
    res.end(`${chunk({}, 'tool_calls')}data: [DONE]\n\n`);
  };

/**
 * Streams text pieces; `between` runs after each piece but the last (e.g. to wait until the
 * client has seen it). `pieces` may be computed from the request (the tool results it carries).
 */
export const streamText =
  (pieces: string[] | ((request: CompletionRequest) => string[]), between?: (index: number) => Promise<void>): Step =>
  async (request, res) => {
    const list = typeof pieces === 'function' ? pieces(request) : pieces;
    startStream(res);
    res.write(chunk({ role: 'assistant', content: '' }));
    for (const [i, piece] of list.entries()) {
      res.write(chunk({ content: piece }));
      if (between && i < list.length - 1) await between(i);
    }
    res.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
  };

/** A provider error (e.g. 500, 429). */
export const fail =
  (status: number): Step =>
  (_request, res) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'provider failure', type: 'server_error' } }));
  };

/** Never answers (until the server closes). */
export const hang: Step = () => {};

/** Starts a stream, sends one piece, then breaks the connection. */
export const breakOff: Step = (_request, res) => {
  startStream(res);
  res.write(chunk({ role: 'assistant', content: 'Núi Cốc opens at' }));
  setImmediate(() => res.destroy());
};

/** The tool message a request carries, parsed (the JSON the tool result was sent as). */
export function toolResult(request: CompletionRequest): unknown {
  const message = request.messages.find((m) => m.role === 'tool');
  return message ? (JSON.parse(message.content ?? 'null') as unknown) : undefined;
}

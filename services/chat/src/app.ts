import type { FastifyBaseLogger } from 'fastify';
import { createService } from '@tn/kit/server';
import type { Assistant } from './assistant.ts';
import { chatRoutesPlugin } from './routes/chat.ts';

export interface ChatDeps {
  /** Answers the questions (assistantFromConfig in server.ts; tests build their own), given the app's logger. */
  assistant: Assistant | ((log: FastifyBaseLogger) => Assistant);
  logLevel?: string;
  logger?: boolean;
}

/**
 * The travel assistant as an app that never listens: server.ts listens, tests inject. Chat owns
 * no data and connects to no database: it reads the other services through their HTTP APIs.
 */
export async function buildApp(deps: ChatDeps) {
  const app = createService({
    name: 'chat',
    logLevel: deps.logLevel,
    ...(deps.logger === false ? { logger: false } : {}),
  });
  const assistant = typeof deps.assistant === 'function' ? deps.assistant(app.log) : deps.assistant;
  await app.register(chatRoutesPlugin(assistant));
  return app;
}

import { createService } from '@tn/kit/server';

export interface ChatDeps {
  logLevel?: string;
  logger?: boolean;
}

/**
 * The travel assistant as an app that never listens: server.ts listens, tests inject. Chat owns
 * no data and connects to no database: it reads the other services through their HTTP APIs.
 */
export function buildApp(deps: ChatDeps = {}) {
  return createService({
    name: 'chat',
    logLevel: deps.logLevel,
    ...(deps.logger === false ? { logger: false } : {}),
  });
}

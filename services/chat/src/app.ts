import type { Kysely } from 'kysely';
import { pingDb } from '@tn/kit/db';
import { createService } from '@tn/kit/server';

/**
 * Chat owns no schema. The catalog and culinary tables it reads are declared here when the
 * assistant starts reading them.
 */
export interface ChatDatabase {}

export interface ChatDeps {
  db: Kysely<ChatDatabase>;
  logLevel?: string;
  logger?: boolean;
}

/** The travel assistant as an app that never listens: server.ts listens, tests inject. */
export function buildApp(deps: ChatDeps) {
  return createService({
    name: 'chat',
    logLevel: deps.logLevel,
    ...(deps.logger === false ? { logger: false } : {}),
    readiness: { postgres: () => pingDb(deps.db) },
  });
}

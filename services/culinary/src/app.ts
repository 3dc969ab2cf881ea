import type { Kysely } from 'kysely';
import { pingDb } from '@tn/kit/db';
import { createService } from '@tn/kit/server';
import type { CulinaryDatabase } from './culinary/culinary-tables.ts';

export interface CulinaryDeps {
  db: Kysely<CulinaryDatabase>;
  logLevel?: string;
  logger?: boolean;
}

/** The culinary API as an app that never listens: server.ts listens, tests inject. */
export function buildApp(deps: CulinaryDeps) {
  return createService({
    name: 'culinary',
    logLevel: deps.logLevel,
    ...(deps.logger === false ? { logger: false } : {}),
    readiness: { postgres: () => pingDb(deps.db) },
  });
}

import type { MigrationSet } from '@tn/kit/migrate';
import * as standings from './2026_11_22_0001_standings.ts';

/** Schema `ranking`, owned by the projector. Migrations are listed in order, never edited. */
export const schema = 'ranking';
export const migrations: MigrationSet = {
  '2026_11_22_0001_standings': standings,
};

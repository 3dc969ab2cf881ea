import type { MigrationSet } from '@tn/kit/migrate';
import * as culinary from './2026_11_22_0001_culinary.ts';

/** Schema `culinary`, owned by this service. Migrations are listed in order, never edited. */
export const schema = 'culinary';
export const migrations: MigrationSet = {
  '2026_11_22_0001_culinary': culinary,
};

import type { MigrationSet } from '@tn/kit/migrate';
import * as standings from './2026_11_22_0001_standings.ts';
import * as seasonRanks from './2026_11_23_0002_season_ranks.ts';
import * as profileReadsRanks from './2026_11_23_0003_profile_reads_ranks.ts';
import * as drawsAndHistory from './2026_11_24_0004_draws_and_history.ts';
import * as sharedRanks from './2026_11_27_0005_shared_ranks.ts';

/** Schema `ranking`, owned by the projector. Migrations are listed in order, never edited. */
export const schema = 'ranking';
export const migrations: MigrationSet = {
  '2026_11_22_0001_standings': standings,
  '2026_11_23_0002_season_ranks': seasonRanks,
  '2026_11_23_0003_profile_reads_ranks': profileReadsRanks,
  '2026_11_24_0004_draws_and_history': drawsAndHistory,
  '2026_11_27_0005_shared_ranks': sharedRanks,
};

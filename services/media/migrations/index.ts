import type { MigrationSet } from '@tn/kit/migrate';
import * as uploads from './2026_11_23_0001_uploads.ts';
import * as uploadKeepers from './2026_11_24_0002_upload_keepers.ts';

/** Schema `media`, owned by this service. Migrations are listed in order, never edited. */
export const schema = 'media';
export const migrations: MigrationSet = {
  '2026_11_23_0001_uploads': uploads,
  '2026_11_24_0002_upload_keepers': uploadKeepers,
};

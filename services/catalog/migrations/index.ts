import type { MigrationSet } from '@tn/kit/migrate';
import * as locations from './2026_11_22_0001_locations.ts';
import * as locationIndex from './2026_11_23_0002_location_index.ts';
import * as locationPhotos from './2026_11_23_0003_location_photos.ts';
import * as communityPhotos from './2026_11_23_0004_community_photos.ts';
import * as logNames from './2026_11_27_0005_log_names.ts';

/** Schema `catalog`, owned by this service. Migrations are listed in order, never edited. */
export const schema = 'catalog';
export const migrations: MigrationSet = {
  '2026_11_22_0001_locations': locations,
  '2026_11_23_0002_location_index': locationIndex,
  '2026_11_23_0003_location_photos': locationPhotos,
  '2026_11_23_0004_community_photos': communityPhotos,
  '2026_11_27_0005_log_names': logNames,
};

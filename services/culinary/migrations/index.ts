import type { MigrationSet } from '@tn/kit/migrate';
import * as culinary from './2026_11_22_0001_culinary.ts';
import * as ownData from './2026_11_23_0002_own_data.ts';
import * as reviews from './2026_11_23_0003_reviews.ts';
import * as deletedAuthors from './2026_11_23_0004_deleted_authors.ts';
import * as moderation from './2026_11_23_0005_moderation.ts';
import * as dishPhotos from './2026_11_24_0006_dish_photos.ts';
import * as logNames from './2026_11_27_0007_log_names.ts';

/** Schema `culinary`, owned by this service. Migrations are listed in order, never edited. */
export const schema = 'culinary';
export const migrations: MigrationSet = {
  '2026_11_22_0001_culinary': culinary,
  '2026_11_23_0002_own_data': ownData,
  '2026_11_23_0003_reviews': reviews,
  '2026_11_23_0004_deleted_authors': deletedAuthors,
  '2026_11_23_0005_moderation': moderation,
  '2026_11_24_0006_dish_photos': dishPhotos,
  '2026_11_27_0007_log_names': logNames,
};

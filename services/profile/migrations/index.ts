import type { MigrationSet } from '@tn/kit/migrate';
import * as users from './2026_11_23_0001_users.ts';
import * as dashboard from './2026_11_23_0002_dashboard.ts';

/** Schema `profile`, owned by this service. Migrations are listed in order, never edited. */
export const schema = 'profile';
export const migrations: MigrationSet = {
  '2026_11_23_0001_users': users,
  '2026_11_23_0002_dashboard': dashboard,
};

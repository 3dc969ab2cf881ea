import { TEMPLATE_ENV, databaseUrlFor, withAdmin } from '@tn/kit/testing';
import { migrateAll } from '../migrate.ts';
import { seedAll } from '../seed/seed.ts';

/** Builds the template every server test file clones: migrated once, seeded once. */
// One template per run (named by pid), so two runs on one machine never drop each other's.
export async function setup(): Promise<() => Promise<void>> {
  const template = `tn_test_tpl_${process.pid}`;
  process.env[TEMPLATE_ENV] = template;
  await withAdmin(async (c) => {
    await c.query(`drop database if exists "${template}" with (force)`);
    await c.query(`create database "${template}"`);
  });
  const url = databaseUrlFor(template);
  await migrateAll(url, () => {});
  await seedAll(url, () => {});
  return async () => {
    await withAdmin((c) => c.query(`drop database if exists "${template}" with (force)`));
  };
}

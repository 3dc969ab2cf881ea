import { Type } from 'typebox';
import { baseEnv, loadConfig, port, postgresUrl } from '@tn/kit/config';

export const CatalogEnv = Type.Object({
  ...baseEnv,
  PORT: port(4001),
  DATABASE_URL: postgresUrl,
});

export const loadCatalogConfig = (env?: Record<string, string | undefined>) => loadConfig(CatalogEnv, env);

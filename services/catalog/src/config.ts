import { Type } from 'typebox';
import { authEnv } from '@tn/kit/auth';
import { baseEnv, loadConfig, port, postgresUrl, serviceUrl } from '@tn/kit/config';

export const CatalogEnv = Type.Object({
  ...baseEnv,
  ...authEnv,
  PORT: port(4001),
  DATABASE_URL: postgresUrl,
  /** The media service, for visitors' photos of places; unset: places take no new photo (400). */
  MEDIA_URL: Type.Optional(serviceUrl('media')),
});

export const loadCatalogConfig = (env?: Record<string, string | undefined>) => loadConfig(CatalogEnv, env);

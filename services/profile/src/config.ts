import { Type } from 'typebox';
import { authEnv } from '@tn/kit/auth';
import { baseEnv, loadConfig, port, postgresUrl, serviceUrl } from '@tn/kit/config';

export const ProfileEnv = Type.Object({
  ...baseEnv,
  ...authEnv,
  PORT: port(4006),
  DATABASE_URL: postgresUrl,
  /**
   * The services that keep the rest of a user's data: culinary (reviews, anonymized when the user
   * deletes their data; suggestions), catalog (photos of places), voting (votes). Unset: left out
   * of exports (and reviews stay named on deletion), with a warning.
   */
  CULINARY_URL: Type.Optional(serviceUrl('culinary')),
  CATALOG_URL: Type.Optional(serviceUrl('catalog')),
  VOTING_URL: Type.Optional(serviceUrl('voting')),
});

export const loadProfileConfig = (env?: Record<string, string | undefined>) => loadConfig(ProfileEnv, env);

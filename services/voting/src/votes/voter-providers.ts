import { Type } from 'typebox';
import { AUTH_PROVIDERS } from '@tn/contracts/constants';
import { ConfigError } from '@tn/kit/config';

/** Environment variables of who may vote, spread into voting's config schema. */
export const voterProviderEnv = {
  /**
   * Staging and load tests only: more Firebase sign-in providers whose accounts may vote, e.g.
   * `password` for the email-and-password test accounts a load test signs in with.
   */
  VOTE_TEST_PROVIDERS: Type.Optional(Type.String({ pattern: '^[a-z0-9.]+(,[a-z0-9.]+)*$', description: 'comma-separated Firebase provider ids' })),
  ALLOW_VOTE_TEST_PROVIDERS_IN_PRODUCTION: Type.Boolean({ default: false }),
};

/** The sign-in providers whose accounts may vote; 'any' in emulator mode (every account is a test account). */
export type VoterProviders = 'any' | readonly string[];

/**
 * The product's providers (Google, Facebook, GitHub), plus VOTE_TEST_PROVIDERS where a staging
 * deployment lets test accounts vote: refused with NODE_ENV=production unless that deployment
 * says explicitly it is a throwaway load test, like the other staging switches.
 */
export function voterProvidersFrom(env: {
  NODE_ENV?: string;
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  VOTE_TEST_PROVIDERS?: string;
  ALLOW_VOTE_TEST_PROVIDERS_IN_PRODUCTION?: boolean;
}): VoterProviders {
  if (env.FIREBASE_AUTH_EMULATOR_HOST !== undefined) return 'any';
  const extra = env.VOTE_TEST_PROVIDERS ? env.VOTE_TEST_PROVIDERS.split(',') : [];
  if (extra.length > 0 && env.NODE_ENV === 'production' && env.ALLOW_VOTE_TEST_PROVIDERS_IN_PRODUCTION !== true) {
    throw new ConfigError(
      `VOTE_TEST_PROVIDERS=${env.VOTE_TEST_PROVIDERS} while NODE_ENV=production. Accounts of those providers ` +
        '(anyone can make a password account) could then vote. Unset it, or set ' +
        'ALLOW_VOTE_TEST_PROVIDERS_IN_PRODUCTION=true if this deployment is a throwaway load test.',
    );
  }
  return [...AUTH_PROVIDERS, ...extra];
}

export function mayVote(providers: VoterProviders, provider: string): boolean {
  return providers === 'any' || providers.includes(provider);
}

import { Type } from 'typebox';
import { ConfigError } from '@tn/kit/config';

/** Signs development and test tokens only: production refuses to start without a secret of its own. */
export const DEV_MATCHUP_TOKEN_SECRET = 'thai-nguyen-dev-matchup-token-secret';

/**
 * Secrets anyone can read in this repository, so anyone could forge tokens signed with them:
 * the development default, and the demo default docker-compose.yml used to supply. Production
 * refuses to start with one of them.
 */
export const PUBLIC_MATCHUP_TOKEN_SECRETS: readonly string[] = [
  DEV_MATCHUP_TOKEN_SECRET,
  'local-demo-matchup-token-secret-change-me',
];

/** Environment variables of the matchup tokens, spread into voting's config schema. */
export const matchupTokenEnv = {
  MATCHUP_TOKEN_SECRET: Type.Optional(
    Type.String({ minLength: 32, description: 'HMAC secret of matchup tokens, at least 32 characters (required in production)' }),
  ),
  /** Staging and load tests only: 'off' accepts a vote on any pair, as before matchup tokens. */
  MATCHUP_TOKENS: Type.Union([Type.Literal('on'), Type.Literal('off')], { default: 'on' }),
  ALLOW_MATCHUP_TOKENS_OFF_IN_PRODUCTION: Type.Boolean({ default: false }),
};

export interface MatchupTokenSettings {
  /** False: POST /api/vote takes any pair and ignores a matchupToken (staging, load tests). */
  required: boolean;
  secret: string;
}

/**
 * Like the Auth emulator: switching tokens off in production would let a script vote on any pair
 * it likes, so it is refused unless a throwaway deployment says so explicitly; and production
 * needs a secret of its own (the development default is public).
 */
export function matchupTokenSettingsFrom(env: {
  NODE_ENV?: string;
  MATCHUP_TOKEN_SECRET?: string;
  MATCHUP_TOKENS: 'on' | 'off';
  ALLOW_MATCHUP_TOKENS_OFF_IN_PRODUCTION?: boolean;
}): MatchupTokenSettings {
  const production = env.NODE_ENV === 'production';
  if (production && env.MATCHUP_TOKENS === 'off' && env.ALLOW_MATCHUP_TOKENS_OFF_IN_PRODUCTION !== true) {
    throw new ConfigError(
      'MATCHUP_TOKENS=off while NODE_ENV=production. Without matchup tokens anyone can vote on any ' +
        'pair they choose, so a script can push one place against the leader. Unset MATCHUP_TOKENS, or ' +
        'set ALLOW_MATCHUP_TOKENS_OFF_IN_PRODUCTION=true if this deployment is a throwaway load test.',
    );
  }
  if (production && env.MATCHUP_TOKEN_SECRET === undefined) {
    throw new ConfigError(
      'MATCHUP_TOKEN_SECRET is required when NODE_ENV=production: a secret of at least 32 characters ' +
        'that signs matchup tokens (the development default is public, so anyone could forge them).',
    );
  }
  if (production && env.MATCHUP_TOKEN_SECRET !== undefined && PUBLIC_MATCHUP_TOKEN_SECRETS.includes(env.MATCHUP_TOKEN_SECRET)) {
    throw new ConfigError(
      'MATCHUP_TOKEN_SECRET is a default published in the repository, refused when NODE_ENV=production: ' +
        'anyone could forge matchup tokens with it. Set a random secret of at least 32 characters of your own.',
    );
  }
  return { required: env.MATCHUP_TOKENS === 'on', secret: env.MATCHUP_TOKEN_SECRET ?? DEV_MATCHUP_TOKEN_SECRET };
}

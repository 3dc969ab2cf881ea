import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { baseEnv, ConfigError, loadConfig, port, postgresUrl, redisUrl } from '../src/config.ts';

const Env = Type.Object({
  ...baseEnv,
  PORT: port(4001),
  DATABASE_URL: postgresUrl,
  REDIS_URL: redisUrl,
});
const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/tn', REDIS_URL: 'redis://127.0.0.1:6379' };

/** The message loadConfig throws for env, or a failure if it does not throw a ConfigError. */
function problem(env: Record<string, string | undefined>): string {
  try {
    loadConfig(Env, env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies defaults for what is not set', () => {
    expect(loadConfig(Env, valid)).toEqual({
      ...valid,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PORT: 4001,
    });
  });

  it('converts numeric strings ("4001" → 4001) and keeps what is set', () => {
    const config = loadConfig(Env, { ...valid, PORT: '4011', HOST: '0.0.0.0', NODE_ENV: 'production', LOG_LEVEL: 'warn' });
    expect(config.PORT).toBe(4011);
    expect(config).toMatchObject({ HOST: '0.0.0.0', NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig(Env, { ...valid, PORT: '' }).PORT).toBe(4001);
    expect(problem({ ...valid, DATABASE_URL: '' })).toMatch(/DATABASE_URL/);
  });

  it('ignores variables the schema does not declare', () => {
    expect(loadConfig(Env, { ...valid, PATH: '/usr/bin' })).not.toHaveProperty('PATH');
  });

  it('names a missing variable', () => {
    const message = problem({ REDIS_URL: valid.REDIS_URL });
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).not.toMatch(/REDIS_URL/);
  });

  it('names every missing variable at once', () => {
    const message = problem({});
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/REDIS_URL/);
  });

  it('names an invalid variable', () => {
    expect(problem({ ...valid, PORT: 'eighty' })).toMatch(/^\s*PORT: /m);
    expect(problem({ ...valid, PORT: '70000' })).toMatch(/^\s*PORT: /m);
    expect(problem({ ...valid, DATABASE_URL: 'mysql://localhost/tn' })).toMatch(/^\s*DATABASE_URL: /m);
    expect(problem({ ...valid, REDIS_URL: '127.0.0.1:6379' })).toMatch(/^\s*REDIS_URL: /m);
    expect(problem({ ...valid, LOG_LEVEL: 'loud' })).toMatch(/^\s*LOG_LEVEL: /m);
    expect(problem({ ...valid, NODE_ENV: 'staging' })).toMatch(/^\s*NODE_ENV: /m);
  });

  it('refuses a non-integer for an integer variable instead of truncating it', () => {
    expect(() => loadConfig(Type.Object({ PORT: port(4001) }), { PORT: '2.5' })).toThrow(/PORT: must be an integer, got "2.5"/);
    expect(loadConfig(Type.Object({ PORT: port(4001) }), { PORT: ' 4010 ' }).PORT).toBe(4010);
  });

  it('reads process.env by default', () => {
    const saved = process.env.TN_KIT_TEST_PORT;
    process.env.TN_KIT_TEST_PORT = '5123';
    try {
      expect(loadConfig(Type.Object({ TN_KIT_TEST_PORT: port(1) })).TN_KIT_TEST_PORT).toBe(5123);
    } finally {
      if (saved === undefined) delete process.env.TN_KIT_TEST_PORT;
      else process.env.TN_KIT_TEST_PORT = saved;
    }
  });
});

import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { ConfigError } from '@tn/kit/config';
import { DEFAULT_WEB_DIST, loadGatewayConfig } from '../src/config.ts';

const valid = {
  CATALOG_URL: 'http://catalog:4001',
  VOTING_URL: 'http://voting-1:4002, http://voting-2:4002/',
  RANKING_URL: 'http://ranking:4003',
  CULINARY_URL: 'http://culinary:4004',
  CHAT_URL: 'https://chat.internal:4005',
  PROFILE_URL: 'http://profile:4006',
  MEDIA_URL: 'http://media:4007',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

function problemsOf(env: Record<string, string | undefined>): string {
  try {
    loadGatewayConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('gateway config', () => {
  it('applies the defaults and reads replica lists', () => {
    const config = loadGatewayConfig(valid);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      rateLimit: { max: 600, windowMs: 60_000 },
      trustProxy: false,
      upstreamTimeoutMs: 10_000,
      readinessTimeoutMs: 1_500,
      edgeCache: { ttlMs: 500, staleMs: 2_000, maxBytes: 64 * 1024 * 1024, maxBodyBytes: 1_000_000 },
      webDist: DEFAULT_WEB_DIST,
    });
    expect(DEFAULT_WEB_DIST).toBe(resolve(import.meta.dirname, '../../web/dist'));
    expect(config.services.voting).toEqual(['http://voting-1:4002', 'http://voting-2:4002']);
    expect(config.services.chat).toEqual(['https://chat.internal:4005']);
    expect(config.csp).toEqual({ extraImgSrc: [], extraConnectSrc: [], extraFrameSrc: [] });
  });

  it('reads the optional settings', () => {
    const config = loadGatewayConfig({
      ...valid,
      PORT: '9090',
      RATE_LIMIT_MAX: '50',
      RATE_LIMIT_WINDOW: '30 s',
      TRUST_PROXY: '1',
      FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099',
      MAP_TILE_ORIGIN: 'https://tiles.example.org,https://*.tiles.example.net',
      WEB_DIST: '/srv/web',
    });
    expect(config).toMatchObject({ port: 9090, rateLimit: { max: 50, windowMs: 30_000 }, trustProxy: 1, webDist: '/srv/web' });
    expect(config.csp.firebaseAuthEmulatorOrigin).toBe('http://localhost:9099');
    expect(config.csp.extraImgSrc).toEqual(['https://tiles.example.org', 'https://*.tiles.example.net']);
    expect(loadGatewayConfig({ ...valid, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadGatewayConfig({ ...valid, RATE_LIMIT_WINDOW: '2 hours' }).rateLimit.windowMs).toBe(7_200_000);
  });

  it('names every missing variable', () => {
    const message = problemsOf({ ...valid, CATALOG_URL: undefined, REDIS_URL: '' });
    expect(message).toContain('CATALOG_URL');
    expect(message).toContain('REDIS_URL');
  });

  it('names the variable and the entry of a malformed replica list', () => {
    const message = problemsOf({ ...valid, VOTING_URL: 'http://voting-1:4002,voting-2:4002', CHAT_URL: 'ftp://chat' });
    expect(message).toMatch(/VOTING_URL: .*voting-2:4002/);
    expect(message).toMatch(/CHAT_URL: .*ftp:\/\/chat/);
    expect(problemsOf({ ...valid, PROFILE_URL: 'http://profile:4006/api' })).toMatch(/PROFILE_URL: .*origin only/);
    expect(problemsOf({ ...valid, CULINARY_URL: 'http://a:1,,http://b:2' })).toMatch(/CULINARY_URL: empty entry/);
  });

  it('reports every problem at once', () => {
    const message = problemsOf({
      ...valid,
      RANKING_URL: 'not a url',
      RATE_LIMIT_MAX: 'lots',
      RATE_LIMIT_WINDOW: 'forever',
      CSP_EXTRA_CONNECT_SRC: "'unsafe-eval'",
      FIREBASE_AUTH_EMULATOR_HOST: 'http://localhost:9099',
      PORT: '99999',
    });
    for (const variable of ['RANKING_URL', 'RATE_LIMIT_MAX', 'RATE_LIMIT_WINDOW', 'CSP_EXTRA_CONNECT_SRC', 'FIREBASE_AUTH_EMULATOR_HOST', 'PORT']) {
      expect(message).toContain(`${variable}:`);
    }
  });

  it('refuses CSP sources that could smuggle directives into the header', () => {
    for (const source of ['https://a.example; script-src *', "'unsafe-inline'", '*', 'data:']) {
      expect(problemsOf({ ...valid, MAP_TILE_ORIGIN: source })).toContain('MAP_TILE_ORIGIN:');
    }
  });
});

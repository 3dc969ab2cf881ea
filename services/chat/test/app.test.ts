import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '@tn/kit/config';
import { buildApp } from '../src/app.ts';
import { createAssistant } from '../src/assistant.ts';
import { loadChatConfig } from '../src/config.ts';

describe('chat service', () => {
  // No upstream services: chat owns no data, so it is ready without them.
  const none = { places: async () => null, dishes: async () => null, restaurants: async () => null };
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ assistant: createAssistant(none), logger: false });
  });
  afterAll(() => app.close());

  it('answers /healthz while the process is up', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', service: 'chat' });
  });

  it('is ready with no database: it owns no data', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', service: 'chat', checks: {} });
  });

  it('answers an unknown route with 404 in the one error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nowhere?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route GET /api/nowhere not found' });
  });
});

describe('chat config', () => {
  const upstreams = { CATALOG_URL: 'http://127.0.0.1:4001', CULINARY_URL: 'http://127.0.0.1:4004' };

  it('applies defaults and converts the port', () => {
    expect(loadChatConfig(upstreams)).toMatchObject({
      PORT: 4005,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      CHAT_DATA_CACHE_MS: 3_000,
      OPENAI_MODEL: 'gpt-4o-mini',
      OPENAI_TIMEOUT_MS: 15_000,
    });
    expect(loadChatConfig(upstreams).OPENAI_API_KEY).toBeUndefined();
    expect(loadChatConfig({ ...upstreams, PORT: '5005' }).PORT).toBe(5005);
  });

  it('names an invalid variable', () => {
    expect(() => loadChatConfig({ ...upstreams, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadChatConfig({ ...upstreams, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadChatConfig({ ...upstreams, CATALOG_URL: 'catalog:4001' })).toThrow(/CATALOG_URL/);
    expect(() => loadChatConfig({ ...upstreams, OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
  });

  it('requires the services it reads', () => {
    expect(() => loadChatConfig({})).toThrow(/CATALOG_URL/);
    expect(() => loadChatConfig({})).toThrow(/CULINARY_URL/);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '@tn/kit/config';
import { buildApp } from '../src/app.ts';
import { loadChatConfig } from '../src/config.ts';

describe('chat service', () => {
  const app = buildApp({ logger: false });
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
  it('applies defaults and converts the port', () => {
    expect(loadChatConfig({})).toMatchObject({ PORT: 4005, HOST: '127.0.0.1', LOG_LEVEL: 'info' });
    expect(loadChatConfig({ PORT: '5005' }).PORT).toBe(5005);
  });

  it('names an invalid variable', () => {
    expect(() => loadChatConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadChatConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

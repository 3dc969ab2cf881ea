import { describe, expect, it } from 'vitest';
import { parseFirebaseEnv } from './env.ts';

describe('parseFirebaseEnv', () => {
  it('is the emulator of the demo project without an API key', () => {
    expect(parseFirebaseEnv({})).toEqual({ mode: 'emulator', apiKey: 'demo-api-key', projectId: 'demo-thainguyen', emulatorHost: '127.0.0.1:9099' });
    expect(parseFirebaseEnv({ VITE_FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199' })).toMatchObject({ emulatorHost: 'localhost:9199' });
    expect(() => parseFirebaseEnv({ VITE_FIREBASE_AUTH_EMULATOR_HOST: 'http://x:1' })).toThrow(/VITE_FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it('is a real project with an API key, which needs the auth domain and project id', () => {
    expect(
      parseFirebaseEnv({
        VITE_FIREBASE_API_KEY: 'AIza-key',
        VITE_FIREBASE_AUTH_DOMAIN: 'tn.firebaseapp.com',
        VITE_FIREBASE_PROJECT_ID: 'tn-prod',
        VITE_FIREBASE_APP_ID: '1:2:web:3',
      }),
    ).toEqual({ mode: 'production', apiKey: 'AIza-key', authDomain: 'tn.firebaseapp.com', projectId: 'tn-prod', appId: '1:2:web:3' });
    expect(() => parseFirebaseEnv({ VITE_FIREBASE_API_KEY: 'AIza-key' })).toThrow(/VITE_FIREBASE_AUTH_DOMAIN and VITE_FIREBASE_PROJECT_ID/);
  });
});

/**
 * Build-time configuration (Vite `VITE_*` variables), read and checked once at start.
 * Optional values stay `undefined` when unset so the UI can leave them out rather than show
 * a guessed placeholder (the footer must never invent an email or phone number).
 */
export interface Env {
  /** Prefix for API calls; empty means same origin (the gateway serves web and /api). */
  apiUrl: string;
  contactEmail: string | undefined;
  contactPhone: string | undefined;
  firebase: FirebaseEnv;
}

/**
 * Firebase web config. Without VITE_FIREBASE_API_KEY the build is a local one: it signs in
 * against the Firebase Auth emulator of the demo project (docs/architecture.md, Identity), never a real project.
 */
export type FirebaseEnv =
  | { mode: 'production'; apiKey: string; authDomain: string; projectId: string; appId: string | undefined }
  | { mode: 'emulator'; apiKey: string; projectId: string; emulatorHost: string };

const EMULATOR_PROJECT_ID = 'demo-thainguyen';
const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
const HOST_PORT = /^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9A-Fa-f:.]+\]:\d{1,5}$/;

/**
 * Compile-time: Vite replaces `import.meta.env.VITE_FIREBASE_API_KEY` with its literal value,
 * so in a production build this is `false` and every `if (AUTH_EMULATOR_BUILD)` branch (the
 * emulator account picker) is removed from the bundle.
 */
export const AUTH_EMULATOR_BUILD: boolean = !import.meta.env.VITE_FIREBASE_API_KEY;

type RawEnv = Record<string, string | boolean | undefined>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()./-]{6,20}$/;

function optional(raw: RawEnv, name: string, pattern: RegExp): string | undefined {
  const value = raw[name];
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (!pattern.test(trimmed)) {
    throw new Error(`Invalid ${name}: "${trimmed}" is not a valid value`);
  }
  return trimmed;
}

function text(raw: RawEnv, name: string): string | undefined {
  const value = raw[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function parseFirebaseEnv(raw: RawEnv): FirebaseEnv {
  const apiKey = text(raw, 'VITE_FIREBASE_API_KEY');
  // AUTH_EMULATOR_BUILD is a literal `false` in a production build, so this branch and
  // everything only it uses (the demo project, the emulator's address) are left out of the bundle.
  if (AUTH_EMULATOR_BUILD && !apiKey) return parseEmulatorEnv(raw);
  if (!apiKey) throw new Error('VITE_FIREBASE_API_KEY is empty in a build made with it set');
  const missing = ['VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID'].filter((name) => !text(raw, name));
  if (missing.length > 0) {
    throw new Error(`VITE_FIREBASE_API_KEY is set, so ${missing.join(' and ')} must be set too`);
  }
  return {
    mode: 'production',
    apiKey,
    authDomain: text(raw, 'VITE_FIREBASE_AUTH_DOMAIN')!,
    projectId: text(raw, 'VITE_FIREBASE_PROJECT_ID')!,
    appId: text(raw, 'VITE_FIREBASE_APP_ID'),
  };
}

function parseEmulatorEnv(raw: RawEnv): FirebaseEnv {
  const emulatorHost = text(raw, 'VITE_FIREBASE_AUTH_EMULATOR_HOST') ?? DEFAULT_AUTH_EMULATOR_HOST;
  if (!HOST_PORT.test(emulatorHost)) {
    throw new Error(`Invalid VITE_FIREBASE_AUTH_EMULATOR_HOST: "${emulatorHost}" must be host:port`);
  }
  // The emulator accepts any key; the project must be a demo- one so nothing real is touched.
  return { mode: 'emulator', apiKey: 'demo-api-key', projectId: EMULATOR_PROJECT_ID, emulatorHost };
}

function parseEnv(raw: RawEnv): Env {
  const apiUrl = typeof raw.VITE_API_URL === 'string' ? raw.VITE_API_URL.trim().replace(/\/+$/, '') : '';
  if (apiUrl !== '' && !/^https?:\/\//.test(apiUrl)) {
    throw new Error(`Invalid VITE_API_URL: "${apiUrl}" must start with http:// or https://`);
  }
  return {
    apiUrl,
    contactEmail: optional(raw, 'VITE_CONTACT_EMAIL', EMAIL),
    contactPhone: optional(raw, 'VITE_CONTACT_PHONE', PHONE),
    firebase: parseFirebaseEnv(raw),
  };
}

export const env: Env = parseEnv(import.meta.env);

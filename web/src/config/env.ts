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
}

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

export function parseEnv(raw: RawEnv): Env {
  const apiUrl = typeof raw.VITE_API_URL === 'string' ? raw.VITE_API_URL.trim().replace(/\/+$/, '') : '';
  if (apiUrl !== '' && !/^https?:\/\//.test(apiUrl)) {
    throw new Error(`Invalid VITE_API_URL: "${apiUrl}" must start with http:// or https://`);
  }
  return {
    apiUrl,
    contactEmail: optional(raw, 'VITE_CONTACT_EMAIL', EMAIL),
    contactPhone: optional(raw, 'VITE_CONTACT_PHONE', PHONE),
  };
}

export const env: Env = parseEnv(import.meta.env);

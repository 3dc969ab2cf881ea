import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';

/** What the browser tests share: fresh pages on the stack, and signing in through the Auth emulator. */

export type Viewport = { width: number; height: number };
export type Lang = 'vi' | 'en';

export const PHONE: Viewport = { width: 390, height: 844 };
export const DESKTOP: Viewport = { width: 1366, height: 900 };

// The local build reads the emulator's address from here (web/src/lib/auth/firebase.ts).
const EMULATOR_HOST_KEY = 'tn.authEmulatorHost';

export interface OpenOptions {
  /** Stored before the app starts; without it the app starts in its default language (vi). */
  language?: Lang;
  /** The Auth emulator (host:port) the local build signs in against. */
  authEmulatorHost?: string;
  /** More for the browser context, on top of the viewport and the base URL. */
  context?: BrowserContextOptions;
  /** Runs on the new context before its page opens (routes and the like). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
  timeoutMs?: number;
}

export interface BrowserPages {
  readonly browser: Browser;
  /** A page in a context of its own (a fresh profile), closed by close(). */
  open(viewport: Viewport, options?: OpenOptions): Promise<Page>;
  close(): Promise<void>;
}

export async function launchPages(baseUrl: string): Promise<BrowserPages> {
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  return {
    browser,
    async open(viewport, { language, authEmulatorHost, context: contextOptions, prepare, timeoutMs = 20_000 } = {}) {
      const context = await browser.newContext({ ...contextOptions, viewport, baseURL: baseUrl });
      contexts.push(context);
      const storage: Record<string, string> = {};
      if (authEmulatorHost) storage[EMULATOR_HOST_KEY] = authEmulatorHost;
      if (language) storage.language = language;
      if (Object.keys(storage).length > 0) {
        await context.addInitScript((entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, storage);
      }
      await prepare?.(context);
      const page = await context.newPage();
      page.setDefaultTimeout(timeoutMs);
      return page;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
    },
  };
}

/**
 * One browser for a test file, whose pages sign in through the stack's Auth emulator: launched
 * before the file's tests, closed after them.
 */
export function useSignInPages(baseUrl: string) {
  let pages: BrowserPages | undefined;
  let emulatorHost = '';
  beforeAll(async () => {
    pages = await launchPages(baseUrl);
    emulatorHost = await emulatorHostFromCsp(baseUrl);
  });
  afterAll(async () => {
    await pages?.close();
  });
  return {
    open(viewport: Viewport, options: OpenOptions = {}): Promise<Page> {
      if (!pages) throw new Error('pages open in tests, after beforeAll');
      return pages.open(viewport, { authEmulatorHost: emulatorHost, ...options });
    },
    /** host:port of the stack's Auth emulator. */
    emulatorHost: () => emulatorHost,
  };
}

/**
 * The stack runs its emulator on a free port and tells the gateway, whose CSP then allows
 * exactly that origin: read it from there, as the app's only other way out is blocked.
 */
export async function emulatorHostFromCsp(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/`);
  const csp = res.headers.get('content-security-policy') ?? '';
  const connect = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('connect-src')) ?? '';
  const origin = connect.split(/\s+/).find((s) => /^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(s));
  if (!origin) throw new Error(`No Auth emulator origin in the gateway's CSP connect-src: ${connect}`);
  return origin.replace('http://', '');
}

/** Whether two boxes on the screen (Playwright's boundingBox) overlap. */
export function boxesOverlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

export interface PickerTexts {
  /** The form's dialog title, e.g. "Test Google account". */
  title: string;
  signIn: string;
  displayName?: RegExp;
}

/**
 * The local build's emulator account form (the stand-in for a provider's popup): email, an
 * optional display name, Sign in; returns once the form has closed.
 */
export async function signInWithPicker(
  page: Page,
  texts: PickerTexts,
  account: { email: string; displayName?: string },
  screenshotPath?: string,
): Promise<void> {
  const picker = page.getByRole('dialog', { name: texts.title });
  await picker.waitFor();
  // Focus starts in the email field, so typing goes straight there.
  await page.keyboard.type(account.email);
  if (account.displayName) {
    if (!texts.displayName) throw new Error('signInWithPicker: a display name needs texts.displayName');
    await picker.getByLabel(texts.displayName).fill(account.displayName);
  }
  if (screenshotPath) await page.screenshot({ path: screenshotPath });
  await picker.getByRole('button', { name: texts.signIn, exact: true }).click();
  await picker.waitFor({ state: 'detached' });
}

import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, NO_OUTSIDE_NAMES } from '../infra/bench/lib/chromium.ts';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH or CHROME_PATH`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    // Quiet and offline: no first-run UI, no background updates or sync talking to the network.
    // Requests the tests do not answer themselves (context.route) fail at once.
    args: [
      `--host-resolver-rules=${NO_OUTSIDE_NAMES}`,
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

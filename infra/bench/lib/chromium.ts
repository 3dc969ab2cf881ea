/**
 * The machine's Chromium, as the browser tests and the benches drive it: never a downloaded
 * browser, and never a name outside this machine.
 */

export const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The last of a --host-resolver-rules list: no name outside this machine resolves (the stack is
 * reached at localhost or 127.0.0.1; names a caller maps come first). A request nobody answers
 * locally (map tiles, Commons) then fails at once on every machine, whatever its network does:
 * where outside addresses hang instead of failing, a page would never fall quiet while it waits.
 */
export const NO_OUTSIDE_NAMES = 'MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

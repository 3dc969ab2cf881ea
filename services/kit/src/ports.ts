import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Ports for servers that tests and the local stack start. A port is chosen free and listened on
 * later (seconds later, for a stack that migrates and builds first), so it must be one no
 * outgoing connection can take meanwhile: those get their local port from the kernel's
 * ephemeral range, and so would a port picked by binding to 0. Ports are therefore drawn below
 * that range, above the ones our servers use by default.
 */
const LOWEST = 20_000;
const ATTEMPTS = 50;

/** The first port of the kernel's ephemeral range, or null where it cannot be read. */
function ephemeralRangeStart(): number | null {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(first) ? first : null;
  } catch {
    return null;
  }
}

/** Whether a server could listen on `port` now. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Any port free now, from the kernel (binding to 0): the fallback where no range is known. */
function kernelPort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Ports this process has handed out. One that is not listened on yet still looks free, and a
 * stack draws a score at once (its services, the Auth emulator's own, hub and logging ports):
 * drawn independently, two of them are the same in about one start in seventy, and the second
 * server to listen fails (seen as "Could not start Logging Emulator, port taken").
 */
const handedOut = new Set<number>();

/** A port free now, outside the range outgoing connections draw from (see above), and not handed out before by this process. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const end = ephemeralRangeStart();
  if (end !== null && end - LOWEST > ATTEMPTS) {
    for (let i = 0; i < ATTEMPTS; i++) {
      const port = LOWEST + Math.floor(Math.random() * (end - LOWEST));
      if (!handedOut.has(port) && (await isPortFree(port, host))) return handOut(port);
    }
  }
  for (;;) {
    const port = await kernelPort(host);
    if (!handedOut.has(port)) return handOut(port);
  }
}

function handOut(port: number): number {
  handedOut.add(port);
  return port;
}

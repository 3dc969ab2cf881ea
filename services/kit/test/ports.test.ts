import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { freePort, isPortFree } from '../src/ports.ts';

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('ports for servers started later', () => {
  it('are free, and below the range the kernel gives outgoing connections, so none can take them meanwhile', async () => {
    const ephemeralStart = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(ephemeralStart);
      const server = await listen(port);
      await close(server);
    }
  });

  it('are never handed out twice by one process, though the first is not listened on yet', async () => {
    // Every draw the same number: the second call must not answer it again.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      const first = await freePort();
      const second = await freePort();
      expect(await isPortFree(first)).toBe(true);
      expect(second).not.toBe(first);
    } finally {
      random.mockRestore();
    }
  });

  it('tells a port with a listener from a free one', async () => {
    const server = await listen(await freePort());
    const { port } = server.address() as { port: number };
    expect(await isPortFree(port)).toBe(false);
    await close(server);
    expect(await isPortFree(port)).toBe(true);
  });
});

import type { FastifyBaseLogger } from 'fastify';
import { SERVICE_NAMES, type ServiceName, type ServiceUrls } from './upstreams.ts';

export type State = 'up' | 'down';

export interface ServiceReadiness {
  state: State;
  replicas: { url: string; state: State }[];
}

export interface ReadinessReport {
  status: 'ready' | 'not ready';
  services: Record<ServiceName, ServiceReadiness>;
}

/**
 * Asks every replica of every service for its own /readyz, all in parallel. A service is up
 * while at least one replica is (the proxy fails over between replicas); the gateway is ready
 * only when every service is up.
 */
export async function checkServices(services: ServiceUrls, timeoutMs: number): Promise<ReadinessReport> {
  const entries = await Promise.all(
    SERVICE_NAMES.map(async (name) => {
      const replicas = await Promise.all(
        services[name].map(async (url) => ({ url, state: await probe(url, timeoutMs) })),
      );
      const state: State = replicas.some((r) => r.state === 'up') ? 'up' : 'down';
      return [name, { state, replicas }] as const;
    }),
  );
  const report = Object.fromEntries(entries) as Record<ServiceName, ServiceReadiness>;
  const ready = Object.values(report).every((s) => s.state === 'up');
  return { status: ready ? 'ready' : 'not ready', services: report };
}

/**
 * What the public sees of a report: its status only. Which service and replica is down, and at
 * which address, is for operators: it goes to the gateway's log (and each service's own /readyz
 * on its own port tells its checks).
 */
export function publicReadiness(report: ReadinessReport, log: FastifyBaseLogger): { status: ReadinessReport['status'] } {
  if (report.status !== 'ready') log.warn({ services: report.services }, 'not ready: a service has no replica up');
  return { status: report.status };
}

async function probe(origin: string, timeoutMs: number): Promise<State> {
  try {
    // A probe holds no connection open afterwards: a replica that stops waits for its clients'
    // idle connections to close (@tn/kit/server), and this one would sit idle for a minute.
    const res = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(timeoutMs), headers: { connection: 'close' } });
    await res.arrayBuffer();
    return res.ok ? 'up' : 'down';
  } catch {
    return 'down';
  }
}

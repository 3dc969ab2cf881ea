import type { FastifyInstance } from 'fastify';
import { notFound } from '@tn/kit/errors';
import { installMetrics } from '@tn/kit/metrics';

/**
 * The gateway's metrics: the kit's request histogram (every request by method, route pattern —
 * `/api/vote`, `/api/votes/*`, the web app's `/*` — and status) and the process's own, served by
 * listen() on the metrics port only (METRICS_PORT, default 9080). On the public port /metrics is
 * an explicit 404, neither the metrics nor the web app's page.
 */
export function installGatewayMetrics(app: FastifyInstance): void {
  installMetrics(app, 'gateway');
  app.all('/metrics', async (request) => {
    throw notFound(`Route ${request.method} /metrics not found`);
  });
}

import type { FastifyServerOptions } from 'fastify';

/** pino options shared by every process: JSON lines, the service name on each. */
export function loggerOptions(service: string, level = 'info'): FastifyServerOptions['logger'] {
  return {
    level,
    base: { service },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
}

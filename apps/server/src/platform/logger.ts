import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { AppConfig } from './config.js';

/**
 * Pino on stdout through an asynchronous destination: lines are written in batches instead of one
 * blocking write per request (pino flushes it on exit). Tests pass the level 'silent': no logger.
 */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): FastifyBaseLogger | null {
  if (config.logLevel === 'silent') return null;
  return pino({ level: config.logLevel }, pino.destination({ dest: 1, sync: false }));
}

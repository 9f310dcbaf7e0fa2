import type { FastifyInstance } from 'fastify';
import { remindExpiringDeals } from './deals.js';

export const DEAL_REMINDERS_JOB = 'deal-reminders';

/**
 * Every day (CRON_DEAL_REMINDERS, 07:00 in Paris unless set), the authors of deals about to expire are reminded, batch
 * after batch until none is left, each notification published live as a route would.
 */
export function defineDealReminders(app: FastifyInstance): void {
  app.jobs.define(DEAL_REMINDERS_JOB, async (_data, { signal }) => {
    let reminded = 0;
    for (let isLastBatch = false; !isLastBatch;) {
      signal.throwIfAborted();
      const { result, events } = await remindExpiringDeals(app.db, new Date());
      await app.realtime.publish(events);
      reminded += result.reminded;
      isLastBatch = result.isLastBatch;
    }
    return { reminded };
  });
  app.jobs.schedule(DEAL_REMINDERS_JOB, app.config.schedules.dealReminders);
}

import type { FastifyInstance } from 'fastify';
import { processPaymentEvent, type PaymentEvent } from './payment-events.js';

/** The job that mails a member whose payment failed (shop-jobs.ts defines it). */
export const PAYMENT_FAILED_MAIL_JOB = 'shop-payment-failed-mail';

/**
 * Applies provider events one after the other, each in its transaction, then publishes what each changed (the
 * member's pages read their rights again) and queues a reminder mail for each failed payment, once per invoice.
 */
export async function applyPaymentEvents(app: FastifyInstance, events: readonly PaymentEvent[]): Promise<void> {
  for (const event of events) {
    const { result, events: realtime } = await processPaymentEvent(app.db, event, {
      seller: app.config.billing.seller,
      provider: event.id.startsWith('evt_sandbox_') ? 'sandbox' : 'stripe',
    });
    await app.realtime.publish(realtime);
    for (const failed of result.failedPayments) {
      await app.jobs.send(PAYMENT_FAILED_MAIL_JOB, failed, {
        idempotencyKey: `${failed.subscriptionId}:${failed.invoiceRef}`,
      });
    }
  }
}

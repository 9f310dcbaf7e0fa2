import { formatEuros } from '@campus/domain/billing';
import { appPaths } from '@campus/domain/navigation';
import { formatShortDate } from '@campus/domain/shared';
import { graceEndsAt, periodEnd } from '@campus/domain/shop';
import type { FastifyInstance } from 'fastify';
import { linkMail, type MailMessage } from '../../platform/mail.js';
import { isoNow } from '../../platform/tokens.js';
import type { RealtimeEvent } from '../../realtime/realtime-events.js';
import type { SubscriptionRow } from '../billing/subscriptions.js';
import { PAYMENT_FAILED_MAIL_JOB, applyPaymentEvents } from './apply-events.js';
import { revokeAccess } from './grants.js';
import { sourceOf } from './payment-events.js';
import { sandboxEvent, sandboxInvoiceEvent } from './shop-provider.js';

export const SHOP_BILLING_JOB = 'shop-billing';

/** Stripe's test cards that decline, by their last four digits: a sandbox renewal on them fails as Stripe's would. */
const DECLINING_LAST4 = new Set(['0002', '9995', '0069']);

/** The reminder of a failed payment: what, how much, until when the access holds, and where to change the card. */
export function paymentFailedMail(
  to: string,
  firstname: string | null,
  subscription: Pick<SubscriptionRow, 'product' | 'amount_cents'>,
  accessUntil: Date,
  link: string,
): MailMessage {
  return linkMail({
    to,
    subject: 'Votre paiement n’a pas abouti',
    firstname,
    before: [
      `Le paiement de ${formatEuros(subscription.amount_cents)} pour votre abonnement « ${subscription.product} » n’a pas abouti.`,
      `Votre accès est maintenu jusqu’au ${formatShortDate(accessUntil)}. Pour le garder, vérifiez ou changez votre carte dans Mon compte :`,
    ],
    link: { url: link, label: 'Mettre à jour mon moyen de paiement' },
    after: ['L’équipe Campus'],
  });
}

const dayKey = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The sandbox's renewals, as Stripe's billing would run them: a subscription due is charged on its member's default
 * card (a declining test card fails, once a day until its grace ends), or ended when it was canceled at the period's
 * end. Each outcome is a Stripe-shaped event through the one path of every payment.
 */
async function renewSandboxSubscriptions(app: FastifyInstance, now: Date): Promise<number> {
  const due = await app.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider', '=', 'sandbox')
    .where('ended_at', 'is', null)
    .where('status', '!=', 'canceled')
    .where('next_renewal_at', '<=', now.toISOString())
    .execute();
  for (const subscription of due) {
    const providerId = subscription.provider_subscription_id;
    if (!providerId || !subscription.next_renewal_at) continue;
    if (subscription.cancel_at_period_end === 1) {
      await applyPaymentEvents(app, [
        sandboxEvent('customer.subscription.deleted', { id: providerId, status: 'canceled' }),
      ]);
      continue;
    }
    const card = await app.db
      .selectFrom('payment_methods')
      .select(['last4', 'exp_month', 'exp_year'])
      .where('uid', '=', subscription.uid)
      .orderBy('is_default', 'desc')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const isExpired = card
      ? card.exp_year * 12 + card.exp_month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
      : true;
    const pays = card !== undefined && !isExpired && !DECLINING_LAST4.has(card.last4);
    const period = new Date(subscription.next_renewal_at);
    const invoiceId = `in_sandbox_${subscription.id.replaceAll('-', '')}_${dayKey(period)}`;
    const paidUntil = periodEnd(period, subscription.period === 'monthly' ? 'month' : 'year');
    const metadata = { uid: subscription.uid, offerId: subscription.offer_id ?? '' };
    const event = pays
      ? sandboxInvoiceEvent(
          'invoice.paid',
          providerId,
          metadata,
          subscription.amount_cents,
          paidUntil,
          undefined,
          invoiceId,
        )
      : sandboxInvoiceEvent(
          'invoice.payment_failed',
          providerId,
          metadata,
          subscription.amount_cents,
          paidUntil,
          null,
          `${invoiceId}_${dayKey(now)}`,
        );
    // One attempt per period and day: the event id says which, so a second run the same day changes nothing.
    await applyPaymentEvents(app, [
      { ...event, id: `evt_sandbox_${event.type}_${(event.data.object as { id: string }).id}` },
    ]);
  }
  return due.length;
}

/**
 * A subscription unpaid past its grace loses what it granted (SHOP_GRACE_DAYS after its first failed payment); the
 * sandbox's ends there, as Stripe ends one after its last retry. A later payment (Stripe's) grants it again.
 */
async function withdrawUnpaid(app: FastifyInstance, now: Date): Promise<number> {
  const unpaid = await app.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', '=', 'past_due')
    .where('ended_at', 'is', null)
    .where('past_due_since', 'is not', null)
    .execute();
  let withdrawn = 0;
  for (const subscription of unpaid) {
    if (graceEndsAt(new Date(subscription.past_due_since!), app.config.billing.graceDays) > now) continue;
    if (subscription.provider === 'sandbox' && subscription.provider_subscription_id) {
      await applyPaymentEvents(app, [
        sandboxEvent('customer.subscription.deleted', {
          id: subscription.provider_subscription_id,
          status: 'canceled',
        }),
      ]);
      withdrawn += 1;
      continue;
    }
    const realtime: RealtimeEvent[] = [];
    await app.db.transaction().execute(async (transaction) => {
      const event = await revokeAccess(transaction, sourceOf(subscription.id), isoNow());
      if (event) realtime.push(event);
    });
    await app.realtime.publish(realtime);
    withdrawn += realtime.length;
  }
  return withdrawn;
}

/** The shop's background work: renewals and period ends (sandbox), access of unpaid subscriptions, reminder mails. */
export function defineShopJobs(app: FastifyInstance): void {
  app.jobs.define(SHOP_BILLING_JOB, async (_data, { signal }) => {
    const now = new Date();
    const renewed = await renewSandboxSubscriptions(app, now);
    signal.throwIfAborted();
    const withdrawn = await withdrawUnpaid(app, now);
    return { renewed, withdrawn };
  });
  app.jobs.schedule(SHOP_BILLING_JOB, app.config.schedules.shop);

  app.jobs.define(PAYMENT_FAILED_MAIL_JOB, async (data) => {
    const subscriptionId = typeof data.subscriptionId === 'string' ? data.subscriptionId : '';
    const row = await app.db
      .selectFrom('subscriptions')
      .innerJoin('users', 'users.uid', 'subscriptions.uid')
      .select([
        'subscriptions.product',
        'subscriptions.amount_cents',
        'subscriptions.past_due_since',
        'users.email',
        'users.firstname',
      ])
      .where('subscriptions.id', '=', subscriptionId)
      .executeTakeFirst();
    if (!row) return { mailed: 0 };
    const since = row.past_due_since ? new Date(row.past_due_since) : new Date();
    const link = `${app.config.publicUrl}${appPaths.account.invoices}`;
    await app.mailer.send(
      app.db,
      paymentFailedMail(row.email, row.firstname, row, graceEndsAt(since, app.config.billing.graceDays), link),
    );
    return { mailed: 1 };
  });
}

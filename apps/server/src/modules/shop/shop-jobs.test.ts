import type { InvoiceSummary, Subscription } from '@campus/domain/billing';
import type { CheckoutStart, Offer } from '@campus/domain/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { waitForJob } from '../../testing/jobs.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';
import { SHOP_BILLING_JOB } from './shop-jobs.js';

// The sandbox's billing runs as Stripe's would: renewals charged on the member's card, failed payments retried once
// a day and mailed, the access taken back past the grace period or at the end of a canceled period.

let test: TestApp;
let token = '';
const { prospect } = DEMO_ACCOUNTS;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  test = await createTestApp();
  token = await test.signIn(prospect.email);
});
afterAll(() => test.close());

const get = (url: string) => test.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: object) =>
  test.app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function runBilling() {
  const job = await waitForJob(test.app, await test.app.jobs.send(SHOP_BILLING_JOB));
  expect(job.status).toBe('done');
  return job.report;
}

async function subscription(): Promise<Subscription> {
  const [first] = (await get('/shop/subscriptions')).json<Subscription[]>();
  return first!;
}

const isCustomer = async () => (await get('/api/me')).json<{ isCustomer: boolean }>().isCustomer;
const paidInvoices = async () =>
  (await get('/shop/invoices')).json<InvoiceSummary[]>().filter((invoice) => invoice.status === 'paid');

/** Moves the subscription's renewal (or first failure) into the past, as if time went by. */
async function age(column: 'next_renewal_at' | 'past_due_since', daysAgo: number) {
  await test.app.db
    .updateTable('subscriptions')
    .set({ [column]: new Date(Date.now() - daysAgo * DAY_MS).toISOString() })
    .where('uid', '=', prospect.uid)
    .execute();
}

async function subscribe(): Promise<void> {
  const offers = (await get('/shop/offers')).json<Offer[]>();
  const offer = offers.find((candidate) => candidate.interval === 'month')!;
  const { id } = (await post('/shop/checkout', { offerId: offer.id })).json<CheckoutStart>();
  expect(
    (await post(`/shop/checkout/${id}/pay`, { number: '4242424242424242', expiry: '12/30', cvc: '123' })).statusCode,
  ).toBe(200);
}

describe('sandbox renewals', () => {
  it('charges a due subscription on the card of its checkout and moves its next payment a month on', async () => {
    await subscribe();
    expect(await paidInvoices()).toHaveLength(1);
    await age('next_renewal_at', 1);
    const due = new Date((await subscription()).nextRenewalAt!);
    await runBilling();
    expect(await paidInvoices()).toHaveLength(2);
    const renewed = await subscription();
    expect(renewed.status).toBe('active');
    expect(new Date(renewed.nextRenewalAt!).getTime() - due.getTime()).toBeGreaterThan(27 * DAY_MS);
    // Run again: nothing is due, nothing is charged twice.
    await runBilling();
    expect(await paidInvoices()).toHaveLength(2);
  });

  it('a declined renewal keeps the access through the grace period, mails once a day, then ends the subscription', async () => {
    // The member's card is now Stripe's declining test card.
    await test.app.db.updateTable('payment_methods').set({ last4: '0002' }).where('uid', '=', prospect.uid).execute();
    await age('next_renewal_at', 1);
    await runBilling();
    await runBilling();
    const unpaid = await subscription();
    expect(unpaid.status).toBe('past_due');
    expect(unpaid.graceEndsAt).toMatch(/^\d{4}-/);
    expect(await isCustomer()).toBe(true);
    await expect
      .poll(
        async () =>
          (
            await test.app.db
              .selectFrom('mail_outbox')
              .select('to_address')
              .where('to_address', '=', prospect.email)
              .execute()
          ).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);

    await age('past_due_since', 8);
    await runBilling();
    expect(await subscription()).toMatchObject({ status: 'canceled', nextRenewalAt: null });
    expect(await isCustomer()).toBe(false);
  });

  it('a subscription canceled at its period end keeps its access until then, and loses it after', async () => {
    await test.app.db.updateTable('payment_methods').set({ last4: '4242' }).where('uid', '=', prospect.uid).execute();
    await subscribe();
    const running = (await get('/shop/subscriptions'))
      .json<Subscription[]>()
      .find((candidate) => candidate.status === 'active')!;
    const canceled = (await post(`/shop/subscriptions/${running.id}/cancel`, {})).json<Subscription>();
    expect(canceled).toMatchObject({ cancelAtPeriodEnd: true, nextRenewalAt: null });
    expect(canceled.currentPeriodEnd).toMatch(/^\d{4}-/);
    await runBilling();
    expect(await isCustomer()).toBe(true);
    const resumed = (await post(`/shop/subscriptions/${running.id}/resume`, {})).json<Subscription>();
    expect(resumed.cancelAtPeriodEnd).toBe(false);
    await post(`/shop/subscriptions/${running.id}/cancel`, {});
    await test.app.db
      .updateTable('subscriptions')
      .set({ next_renewal_at: new Date(Date.now() - DAY_MS).toISOString() })
      .where('id', '=', running.id)
      .execute();
    const invoicesBefore = (await paidInvoices()).length;
    await runBilling();
    const ended = (await get('/shop/subscriptions'))
      .json<Subscription[]>()
      .find((candidate) => candidate.id === running.id)!;
    expect(ended.status).toBe('canceled');
    expect(await isCustomer()).toBe(false);
    expect(await paidInvoices()).toHaveLength(invoicesBefore);
  });
});

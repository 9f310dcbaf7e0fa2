import type { InvoiceSummary, Subscription } from '@campus/domain/billing';
import { SHOP_MESSAGES, type CheckoutStart, type Offer, type RefundResult, type Sale } from '@campus/domain/shop';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';

// The shop with a Stripe key: the official SDK against a local stand-in of the Stripe endpoints Campus calls (no
// network here), and Stripe's webhook events as Stripe sends them (API 2025: the subscription of an invoice under
// `parent.subscription_details`), signed with a test secret exactly as Stripe signs them.

const WEBHOOK_SECRET = 'whsec_test_campus_shop';

interface Call {
  method: string;
  path: string;
  form: URLSearchParams;
}
const calls: Call[] = [];

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

function answer({ method, path, form }: Call): [number, object] {
  if (method === 'POST' && path === '/v1/customers') {
    return [200, { id: `cus_${form.get('metadata[uid]')}`, object: 'customer', email: form.get('email') }];
  }
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    const id = `cs_test_${calls.length}`;
    return [
      200,
      { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, mode: form.get('mode') },
    ];
  }
  const subscription = /^\/v1\/subscriptions\/(\w+)$/.exec(path);
  if (method === 'POST' && subscription) {
    return [
      200,
      {
        id: subscription[1],
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
        items: { object: 'list', data: [{ id: 'si_1', current_period_end: 1_798_761_600 }] },
        metadata: {},
      },
    ];
  }
  if (method === 'POST' && path === '/v1/refunds') {
    return [200, { id: 're_test_1', object: 'refund', amount: Number(form.get('amount')), status: 'succeeded' }];
  }
  return [404, { error: { type: 'invalid_request_error', message: `No such resource: ${path}` } }];
}

let server: Server;
let test: TestApp;
const tokens: Record<'prospect' | 'sport' | 'admin', string> = { prospect: '', sport: '', admin: '' };
const { prospect, sport } = DEMO_ACCOUNTS;

beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const form = request.method === 'GET' ? url.searchParams : await readForm(request);
      const call = { method: request.method ?? 'GET', path: url.pathname, form };
      calls.push(call);
      const [status, body] = answer(call);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      response.end(JSON.stringify(body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  test = await createTestApp();
  test.config.billing = {
    ...test.config.billing,
    stripeSecretKey: 'sk_test_stand_in',
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeApiUrl: `http://127.0.0.1:${port}`,
  };
  await test.restart();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[role] = await test.signIn(`${role}@campus.test`);
  }
});
afterAll(async () => {
  await test.close();
  await new Promise((resolve) => server.close(resolve));
});

const get = (url: string, token: string) => test.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
  test.app.inject({ method, url, headers: bearer(token), payload });

let eventCount = 0;
/** An event as Stripe posts it to a webhook endpoint. */
function stripeEvent(type: string, object: object, id = `evt_test_${(eventCount += 1)}`) {
  return {
    id,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: 1_764_230_400 + eventCount,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** Posts an event to the webhook, signed as Stripe signs it (`t=…,v1=HMAC-SHA256`), or with the given signature. */
function deliver(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return test.app.inject({
    method: 'POST',
    url: '/shop/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

const metadataOf = (uid: string, offerId: string, checkoutId = '') => ({ uid, offerId, checkoutId });

function subscriptionInvoice(
  id: string,
  subscription: string,
  metadata: object,
  amount: number,
  type: 'paid' | 'failed',
) {
  return {
    id,
    object: 'invoice',
    amount_paid: type === 'paid' ? amount : 0,
    amount_due: amount,
    billing_reason: 'subscription_cycle',
    currency: 'eur',
    status: type === 'paid' ? 'paid' : 'open',
    parent: { type: 'subscription_details', subscription_details: { subscription, metadata } },
    lines: { object: 'list', data: [{ id: 'il_1', period: { start: 1_764_230_400, end: 1_766_908_800 } }] },
    payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: `pi_for_${id}` } }] },
  };
}

async function offerNamed(name: string): Promise<Offer> {
  const offers = (await get('/shop/offers', tokens.prospect)).json<Offer[]>();
  return offers.find((offer) => offer.name === name)!;
}

async function me(token: string) {
  return (await get('/api/me', token)).json<{ isCustomer: boolean; userChannels: string[] }>();
}

describe('Stripe Checkout', () => {
  it("opens a Checkout session in French with the offer's TTC price, its period and who pays what", async () => {
    const offer = await offerNamed('Campus Immobilier');
    const response = await send('POST', '/shop/checkout', tokens.prospect, { offerId: offer.id });
    expect(response.statusCode).toBe(201);
    const started = response.json<CheckoutStart>();
    expect(started.provider).toBe('stripe');
    expect(started.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const call = calls.find((candidate) => candidate.path === '/v1/checkout/sessions')!;
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: 'subscription',
      locale: 'fr',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][tax_behavior]': 'inclusive',
      'line_items[0][price_data][recurring][interval]': 'month',
      'metadata[uid]': prospect.uid,
      'metadata[offerId]': offer.id,
      'metadata[checkoutId]': started.id,
      // The member's one Stripe customer, created once and kept, so the card Checkout saves is the one Mon compte lists.
      customer: `cus_${prospect.uid}`,
      'subscription_data[metadata][uid]': prospect.uid,
      success_url: `http://campus.test/paiement/${started.id}?retour=1`,
    });
    // The sandbox's card form is not Stripe's way: a Stripe checkout takes no card number.
    expect((await send('POST', `/shop/checkout/${started.id}/pay`, tokens.prospect, {})).statusCode).toBe(404);
  });
});

describe("Stripe's webhook", () => {
  it('refuses a bad or missing signature (400) and applies nothing', async () => {
    const event = stripeEvent('checkout.session.completed', {});
    const forged = await deliver(event, 't=1764230400,v1=0000');
    expect(forged.statusCode).toBe(400);
    expect(errorBody(forged).error).toBe(SHOP_MESSAGES.webhookSignature);
    const unsigned = await test.app.inject({
      method: 'POST',
      url: '/shop/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    const seen = await test.app.db.selectFrom('payment_events').select('id').where('id', '=', event.id).execute();
    expect(seen).toEqual([]);
  });

  it('grants a paid subscription, issues its invoice once however often the event comes, and keeps order-proof', async () => {
    const offer = await offerNamed('Campus Immobilier');
    const { id: checkoutId } = (
      await send('POST', '/shop/checkout', tokens.prospect, { offerId: offer.id })
    ).json<CheckoutStart>();
    const metadata = metadataOf(prospect.uid, offer.id, checkoutId);
    // The invoice comes before the session's completion: the subscription is made from its metadata.
    const paid = stripeEvent('invoice.paid', subscriptionInvoice('in_test_1', 'sub_test_1', metadata, 4900, 'paid'));
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await deliver(paid)).statusCode).toBe(200);
    const completed = stripeEvent('checkout.session.completed', {
      id: 'cs_test_x',
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      status: 'complete',
      subscription: 'sub_test_1',
      metadata,
    });
    expect((await deliver(completed)).statusCode).toBe(200);
    const member = await me(tokens.prospect);
    expect(member.isCustomer).toBe(true);
    expect(member.userChannels).toEqual(expect.arrayContaining(['base', 'immobilier']));
    const invoices = (await get('/shop/invoices', tokens.prospect)).json<InvoiceSummary[]>();
    expect(invoices.filter((invoice) => invoice.grossCents === 4900)).toHaveLength(1);
    const subscriptions = (await get('/shop/subscriptions', tokens.prospect)).json<Subscription[]>();
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({ status: 'active', nextRenewalAt: '2025-12-28T08:00:00.000Z' });
  });

  it('a failed payment keeps the access through the grace period and queues a reminder mail', async () => {
    const offer = await offerNamed('Campus Immobilier');
    const failed = stripeEvent(
      'invoice.payment_failed',
      subscriptionInvoice('in_test_2', 'sub_test_1', metadataOf(prospect.uid, offer.id), 4900, 'failed'),
    );
    expect((await deliver(failed)).statusCode).toBe(200);
    const [subscription] = (await get('/shop/subscriptions', tokens.prospect)).json<Subscription[]>();
    expect(subscription?.status).toBe('past_due');
    expect(subscription?.graceEndsAt).toMatch(/^\d{4}-/);
    const graceDays = (new Date(subscription!.graceEndsAt!).getTime() - Date.now()) / 86_400_000;
    expect(graceDays).toBeGreaterThan(6.9);
    expect((await me(tokens.prospect)).isCustomer).toBe(true);
    await expect
      .poll(
        async () =>
          (await test.app.db.selectFrom('mail_outbox').select(['to_address', 'subject']).execute()).filter(
            (mail) => mail.to_address === prospect.email,
          ),
        { timeout: 15_000, interval: 250 },
      )
      .toEqual([{ to_address: prospect.email, subject: 'Votre paiement n’a pas abouti' }]);
  });

  it('cancels at the period end through Stripe, then takes back the access when Stripe ends it', async () => {
    const [subscription] = (await get('/shop/subscriptions', tokens.prospect)).json<Subscription[]>();
    const canceled = await send('POST', `/shop/subscriptions/${subscription!.id}/cancel`, tokens.prospect, {});
    expect(canceled.json<Subscription>()).toMatchObject({ cancelAtPeriodEnd: true, nextRenewalAt: null });
    const update = calls.find((call) => call.path === '/v1/subscriptions/sub_test_1')!;
    expect(update.form.get('cancel_at_period_end')).toBe('true');
    expect((await me(tokens.prospect)).isCustomer).toBe(true);

    const deleted = stripeEvent('customer.subscription.deleted', {
      id: 'sub_test_1',
      object: 'subscription',
      status: 'canceled',
      cancel_at_period_end: true,
      metadata: {},
    });
    expect((await deliver(deleted)).statusCode).toBe(200);
    const member = await me(tokens.prospect);
    expect(member.isCustomer).toBe(false);
    // What the prospect held before paying stays (the immobilier channel); what the payment added goes.
    expect(member.userChannels).toEqual(['immobilier']);
    // A late update about the ended subscription brings nothing back.
    const late = stripeEvent('customer.subscription.updated', {
      id: 'sub_test_1',
      object: 'subscription',
      status: 'active',
      metadata: {},
    });
    expect((await deliver(late)).statusCode).toBe(200);
    expect((await me(tokens.prospect)).isCustomer).toBe(false);
  });

  it('a refund after the cancellation issues a credit note on the paid invoice', async () => {
    const refunded = stripeEvent('charge.refunded', {
      id: 'ch_test_1',
      object: 'charge',
      amount: 4900,
      amount_refunded: 4900,
      payment_intent: 'pi_for_in_test_1',
      refunded: true,
      refunds: { object: 'list', data: [{ id: 're_test_after_cancel', amount: 4900 }] },
    });
    expect((await deliver(refunded)).statusCode).toBe(200);
    expect((await deliver(refunded)).statusCode).toBe(200);
    const invoices = (await get('/shop/invoices', tokens.prospect)).json<InvoiceSummary[]>();
    const creditNotes = invoices.filter((invoice) => invoice.kind === 'credit_note');
    expect(creditNotes.map((note) => note.grossCents)).toEqual([4900]);
    expect(creditNotes[0]?.title).toMatch(/^Avoir sur la facture F-/);
    expect(invoices.find((invoice) => invoice.kind === 'invoice' && invoice.grossCents === 4900)?.status).toBe(
      'refunded',
    );
  });

  it("an admin's refund asks Stripe, and the credit note waits for Stripe's event", async () => {
    const offer = await offerNamed('Formation AIR');
    const { id: checkoutId } = (
      await send('POST', '/shop/checkout', tokens.sport, { offerId: offer.id })
    ).json<CheckoutStart>();
    const completed = stripeEvent('checkout.session.completed', {
      id: 'cs_test_air',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      amount_total: 118_800,
      payment_intent: 'pi_test_air',
      metadata: metadataOf(sport.uid, offer.id, checkoutId),
    });
    expect((await deliver(completed)).statusCode).toBe(200);
    const sales = (await get('/shop/admin/sales', tokens.admin)).json<Sale[]>();
    const sale = sales.find((candidate) => candidate.member.uid === sport.uid && candidate.grossCents === 118_800)!;
    expect(sale.isRefundable).toBe(true);
    const refund = await send('POST', `/shop/admin/invoices/${sale.id}/refund`, tokens.admin, {});
    expect(refund.json<RefundResult>()).toEqual({ creditNote: null, message: SHOP_MESSAGES.refundRequested });
    const call = calls.find((candidate) => candidate.path === '/v1/refunds')!;
    expect(Object.fromEntries(call.form)).toMatchObject({ payment_intent: 'pi_test_air', amount: '118800' });
  });
});

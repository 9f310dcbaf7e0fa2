import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BILLING_MESSAGES } from '@campus/domain/billing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { HttpError } from '../../platform/errors.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { PaymentProvider } from './payment-provider.js';
import { stripeProvider } from './stripe-provider.js';

// The Stripe provider through the official SDK, against a local stand-in of the few Stripe API endpoints it calls
// (the test has no network): it checks what Campus asks Stripe and what it makes of the answers.

interface Call {
  method: string;
  path: string;
  form: URLSearchParams;
}

const calls: Call[] = [];
const customers = new Map<string, { id: string; email: string; defaultMethod: string | null }>();
const methods = [
  { id: 'pm_visa', customer: 'cus_1', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
  { id: 'pm_mc', customer: 'cus_1', card: { brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2029 } },
  { id: 'pm_other', customer: 'cus_other', card: { brand: 'visa', last4: '1881', exp_month: 1, exp_year: 2031 } },
];

const customerBody = (customer: { id: string; email: string; defaultMethod: string | null }) => ({
  id: customer.id,
  object: 'customer',
  email: customer.email,
  invoice_settings: { default_payment_method: customer.defaultMethod },
});
// Checkout Sessions in setup mode: `complete` once the member has typed a card on Stripe's page (the test says when).
const sessions = new Map<string, { id: string; customer: string; complete: boolean }>();
const sessionBody = (session: { id: string; customer: string; complete: boolean }, form: URLSearchParams) => ({
  id: session.id,
  object: 'checkout.session',
  mode: form.get('mode') ?? 'setup',
  customer: session.customer,
  status: session.complete ? 'complete' : 'open',
  url: `https://checkout.stripe.test/c/pay/${session.id}`,
  setup_intent: {
    id: `seti_${session.id}`,
    object: 'setup_intent',
    status: session.complete ? 'succeeded' : 'requires_payment_method',
    payment_method: session.complete ? 'pm_new' : null,
  },
});
const methodBody = (method: (typeof methods)[number]) => ({ object: 'payment_method', type: 'card', ...method });

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

function answer(call: Call): [number, object] {
  const { method, path, form } = call;
  if (method === 'POST' && path === '/v1/customers') {
    const customer = { id: `cus_${customers.size + 1}`, email: form.get('email') ?? '', defaultMethod: null };
    customers.set(customer.id, customer);
    return [200, customerBody(customer)];
  }
  const customerMatch = /^\/v1\/customers\/(\w+)$/.exec(path);
  if (customerMatch) {
    const customer = customers.get(customerMatch[1]!);
    if (!customer) return [404, { error: { type: 'invalid_request_error', message: 'No such customer' } }];
    if (method === 'POST') customer.defaultMethod = form.get('invoice_settings[default_payment_method]');
    return [200, customerBody(customer)];
  }
  if (method === 'POST' && path === '/v1/setup_intents') {
    return [200, { id: 'seti_1', object: 'setup_intent', client_secret: 'seti_1_secret_stand_in' }];
  }
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    const session = { id: `cs_test_${sessions.size + 1}`, customer: form.get('customer') ?? '', complete: false };
    sessions.set(session.id, session);
    return [200, sessionBody(session, form)];
  }
  const sessionMatch = /^\/v1\/checkout\/sessions\/(\w+)$/.exec(path);
  if (sessionMatch && method === 'GET') {
    const session = sessions.get(sessionMatch[1]!);
    if (!session) return [404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } }];
    return [200, sessionBody(session, form)];
  }
  if (method === 'GET' && path === '/v1/payment_methods') {
    const data = methods.filter((candidate) => candidate.customer === form.get('customer')).map(methodBody);
    return [200, { object: 'list', data, has_more: false, url: '/v1/payment_methods' }];
  }
  const methodMatch = /^\/v1\/payment_methods\/(\w+)(\/detach)?$/.exec(path);
  const found = methods.find((candidate) => candidate.id === methodMatch?.[1]);
  if (found) return [200, methodBody(found)];
  return [404, { error: { type: 'invalid_request_error', message: 'No such resource' } }];
}

let server: Server;
let test: TestApp;
let provider: PaymentProvider;
const { mdb, air } = DEMO_ACCOUNTS;
const customerIdOf = (email: string) =>
  [...customers.values()].find((customer) => customer.email === email)?.id ?? 'none';

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
  const stripe = new Stripe('sk_test_stand_in', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
  provider = stripeProvider(test.app.db, stripe);
});
afterAll(async () => {
  await test.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('the Stripe provider', () => {
  it("creates the member's Stripe customer once and answers a SetupIntent's client secret", async () => {
    expect(await provider.setupSecret(mdb.uid)).toBe('seti_1_secret_stand_in');
    expect(await provider.setupSecret(mdb.uid)).toBe('seti_1_secret_stand_in');
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/v1/customers')).toHaveLength(1);
    const setup = calls.find((call) => call.path === '/v1/setup_intents')!;
    expect(setup.form.get('customer')).toBe('cus_1');
    expect(setup.form.get('usage')).toBe('off_session');
    const stored = await test.app.db.selectFrom('billing_customers').selectAll().execute();
    expect(stored).toEqual([expect.objectContaining({ uid: mdb.uid, stripe_customer_id: 'cus_1' })]);
  });

  it("lists the customer's cards as brand, last four digits and expiry, the default first", async () => {
    await provider.setDefault(mdb.uid, 'pm_mc');
    expect(await provider.list(mdb.uid)).toEqual([
      { id: 'pm_mc', brand: 'mastercard', last4: '4444', expMonth: 8, expYear: 2029, isDefault: true },
      { id: 'pm_visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: false },
    ]);
  });

  it("refuses another customer's card (404) without asking Stripe to change it", async () => {
    calls.length = 0;
    await expect(provider.detach(mdb.uid, 'pm_other')).rejects.toMatchObject({ statusCode: 404 });
    await expect(provider.setDefault(mdb.uid, 'pm_other')).rejects.toMatchObject({ statusCode: 404 });
    await expect(provider.detach(mdb.uid, 'pm_nothing')).rejects.toMatchObject({ statusCode: 404 });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('detaches an own card', async () => {
    calls.length = 0;
    await provider.detach(mdb.uid, 'pm_visa');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /v1/payment_methods/pm_visa/detach');
  });

  it('never takes a card number: cards are typed in Stripe’s own form (409)', async () => {
    const adding = provider.addCard(mdb.uid, {
      number: '4242424242424242',
      expiry: { month: 12, year: 2030 },
      cvc: '123',
    });
    await expect(adding).rejects.toBeInstanceOf(HttpError);
    await expect(adding).rejects.toMatchObject({ statusCode: 409 });
  });

  it("sends the member to Stripe's own card page (setup mode, their customer) and back to Mes factures", async () => {
    calls.length = 0;
    const returnTo = {
      success: 'https://campus.test/mon-compte/mes-factures?carte={CHECKOUT_SESSION_ID}',
      cancel: 'x',
    };
    const url = await provider.startCardSetup(air.uid, returnTo);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const created = calls.find((call) => call.path === '/v1/checkout/sessions')!;
    expect(created.form.get('mode')).toBe('setup');
    expect(created.form.get('customer')).toBe(customerIdOf(air.email));
    expect(created.form.get('success_url')).toBe(returnTo.success);
  });

  it('makes the card typed on that page the default one when the member had none; refuses an open session', async () => {
    const url = await provider.startCardSetup(air.uid, { success: 'https://campus.test/ok', cancel: 'x' });
    const sessionId = url.slice(url.lastIndexOf('/') + 1);
    await expect(provider.finishCardSetup(air.uid, sessionId)).rejects.toMatchObject({
      statusCode: 409,
      message: BILLING_MESSAGES.cardSetupIncomplete,
    });
    sessions.get(sessionId)!.complete = true;
    await provider.finishCardSetup(air.uid, sessionId);
    expect(customers.get(customerIdOf(air.email))?.defaultMethod).toBe('pm_new');
  });

  it("refuses another member's session (404), and never changes that customer's default card", async () => {
    const url = await provider.startCardSetup(air.uid, { success: 'https://campus.test/ok', cancel: 'x' });
    const sessionId = url.slice(url.lastIndexOf('/') + 1);
    sessions.get(sessionId)!.complete = true;
    calls.length = 0;
    await expect(provider.finishCardSetup(mdb.uid, sessionId)).rejects.toMatchObject({ statusCode: 404 });
    await expect(provider.finishCardSetup(mdb.uid, 'cs_test_unknown')).rejects.toMatchObject({ statusCode: 404 });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

import type { InvoiceDetail, InvoiceSummary, Subscription } from '@campus/domain/billing';
import { SHOP_MESSAGES, type AdminOffer, type Checkout, type CheckoutStart, type Offer } from '@campus/domain/shop';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
const tokens: Record<'prospect' | 'air' | 'admin' | 'mdb', string> = { prospect: '', air: '', admin: '', mdb: '' };

beforeAll(async () => {
  test = await createTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[role] = await test.signIn(`${role}@campus.test`);
  }
});
afterAll(() => test.close());

const get = (url: string, token: string) => test.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
  test.app.inject({ method, url, headers: bearer(token), payload });

const card = (number: string) => ({ number, expiry: '12/30', cvc: '123' });

async function me(token: string) {
  return (await get('/api/me', token)).json<{
    isCustomer: boolean;
    userChannels: string[];
    formations: Record<string, boolean>;
  }>();
}

async function offerNamed(name: string): Promise<Offer> {
  const offers = (await get('/shop/offers', tokens.prospect)).json<Offer[]>();
  const offer = offers.find((candidate) => candidate.name === name);
  if (!offer) throw new Error(`no offer ${name}`);
  return offer;
}

async function checkout(token: string, offerId: string): Promise<CheckoutStart> {
  const response = await send('POST', '/shop/checkout', token, { offerId });
  expect(response.statusCode).toBe(201);
  return response.json<CheckoutStart>();
}

describe('offers', () => {
  it('lists the offers on sale to any signed-in member, never the archived ones', async () => {
    const response = await get('/shop/offers', tokens.prospect);
    expect(response.statusCode).toBe(200);
    const names = response.json<Offer[]>().map((offer) => offer.name);
    expect(names).toEqual(expect.arrayContaining(['Campus Immobilier', 'Formation AIR', 'Campus Premium']));
    expect(names).not.toContain('Atelier fiscalité 2025');
    expect((await test.app.inject({ method: 'GET', url: '/shop/offers' })).statusCode).toBe(401);
  });

  it('lets only MDB_ADMIN author offers, with French errors', async () => {
    const input = {
      name: 'Coaching Finance',
      description: 'Six séances',
      priceCents: 29_900,
      interval: 'once',
      grants: { formations: [], channels: ['finance'] },
    };
    expect((await send('POST', '/shop/admin/offers', tokens.mdb, input)).statusCode).toBe(403);
    const created = await send('POST', '/shop/admin/offers', tokens.admin, input);
    expect(created.statusCode).toBe(201);
    const offer = created.json<AdminOffer>();
    expect(offer).toMatchObject({
      name: 'Coaching Finance',
      priceCents: 29_900,
      vatRateBasisPoints: 2000,
      status: 'active',
    });
    const noGrant = await send('POST', '/shop/admin/offers', tokens.admin, {
      ...input,
      grants: { formations: [], channels: [] },
    });
    expect(noGrant.statusCode).toBe(400);
    expect(errorBody(noGrant).errors?.grants).toEqual([SHOP_MESSAGES.noGrant]);
    // 1,05 € TTC has no amount HT to the cent at 20 % (0,87 € gives 1,04 €, 0,88 € gives 1,06 €).
    const inexact = await send('POST', '/shop/admin/offers', tokens.admin, { ...input, priceCents: 105 });
    expect(errorBody(inexact).errors?.priceCents).toEqual([SHOP_MESSAGES.priceNotExact]);
    const archived = await send('PUT', `/shop/admin/offers/${offer.id}`, tokens.admin, {
      ...input,
      status: 'archived',
    });
    expect(archived.json<AdminOffer>().status).toBe('archived');
    const onSale = (await get('/shop/offers', tokens.prospect)).json<Offer[]>();
    expect(onSale.map((candidate) => candidate.id)).not.toContain(offer.id);
    expect((await send('POST', '/shop/checkout', tokens.prospect, { offerId: offer.id })).statusCode).toBe(404);
  });
});

describe('buying with the sandbox', () => {
  it('a declined card grants nothing and says why in French; 4242 pays and makes the prospect a customer', async () => {
    const offer = await offerNamed('Campus Immobilier');
    const started = await checkout(tokens.prospect, offer.id);
    expect(started).toMatchObject({ provider: 'sandbox', url: `/paiement/${started.id}` });

    const declined = await send(
      'POST',
      `/shop/checkout/${started.id}/pay`,
      tokens.prospect,
      card('4000 0000 0000 0002'),
    );
    expect(declined.statusCode).toBe(402);
    expect(errorBody(declined)).toEqual({
      error: SHOP_MESSAGES.paymentDeclined,
      errors: { number: ['Votre carte a été refusée.'] },
    });
    expect((await me(tokens.prospect)).isCustomer).toBe(false);
    expect((await get(`/shop/checkout/${started.id}`, tokens.prospect)).json<Checkout>().status).toBe('failed');

    const paid = await send('POST', `/shop/checkout/${started.id}/pay`, tokens.prospect, card('4242 4242 4242 4242'));
    expect(paid.statusCode).toBe(200);
    expect(paid.json<Checkout>().status).toBe('paid');
    const member = await me(tokens.prospect);
    expect(member.isCustomer).toBe(true);
    expect(member.userChannels).toEqual(expect.arrayContaining(['base', 'immobilier']));
    const invoices = (await get('/shop/invoices', tokens.prospect)).json<InvoiceSummary[]>();
    expect(invoices[0]).toMatchObject({
      kind: 'invoice',
      status: 'paid',
      grossCents: 4900,
      netCents: 4083,
      vatCents: 817,
    });
    const subscriptions = (await get('/shop/subscriptions', tokens.prospect)).json<Subscription[]>();
    expect(subscriptions[0]).toMatchObject({
      product: 'Campus Immobilier',
      status: 'active',
      cancelAtPeriodEnd: false,
    });

    // Paying twice is refused; a second subscription to the same offer too.
    const again = await send('POST', `/shop/checkout/${started.id}/pay`, tokens.prospect, card('4242 4242 4242 4242'));
    expect(again.statusCode).toBe(409);
    const second = await send('POST', '/shop/checkout', tokens.prospect, { offerId: offer.id });
    expect(errorBody(second).error).toBe(SHOP_MESSAGES.alreadySubscribed);
  });

  it('asks for a 3-D Secure step with 4000 0027 6000 3184: refused fails, approved pays', async () => {
    const offer = await offerNamed('Formation AIR');
    const started = await checkout(tokens.mdb, offer.id);
    const waiting = await send('POST', `/shop/checkout/${started.id}/pay`, tokens.mdb, card('4000 0027 6000 3184'));
    expect(waiting.json<Checkout>().status).toBe('requires_action');
    const refused = await send('POST', `/shop/checkout/${started.id}/authenticate`, tokens.mdb, { approve: false });
    expect(refused.statusCode).toBe(402);
    expect(errorBody(refused).error).toBe(SHOP_MESSAGES.authenticationFailed);
    await send('POST', `/shop/checkout/${started.id}/pay`, tokens.mdb, card('4000 0027 6000 3184'));
    const approved = await send('POST', `/shop/checkout/${started.id}/authenticate`, tokens.mdb, { approve: true });
    expect(approved.json<Checkout>().status).toBe('paid');
  });

  it('keeps a checkout to its member', async () => {
    const started = await checkout(tokens.air, (await offerNamed('Campus Premium')).id);
    expect((await get(`/shop/checkout/${started.id}`, tokens.prospect)).statusCode).toBe(404);
    expect(
      (await send('POST', `/shop/checkout/${started.id}/pay`, tokens.prospect, card('4242424242424242'))).statusCode,
    ).toBe(404);
  });
});

describe('refunds', () => {
  it('an admin refund issues a credit note (Factur-X 381) referring to its invoice, never editing it', async () => {
    const sales = (await get('/shop/admin/sales', tokens.admin)).json<
      (InvoiceSummary & { isRefundable: boolean; member: { uid: string } })[]
    >();
    const sale = sales.find((candidate) => candidate.isRefundable && candidate.member.uid === DEMO_ACCOUNTS.air.uid);
    if (!sale) throw new Error('no refundable demo sale');
    expect((await send('POST', `/shop/admin/invoices/${sale.id}/refund`, tokens.mdb, {})).statusCode).toBe(403);
    const refunded = await send('POST', `/shop/admin/invoices/${sale.id}/refund`, tokens.admin, {});
    expect(refunded.statusCode).toBe(200);
    const { creditNote } = refunded.json<{ creditNote: InvoiceSummary }>();
    expect(creditNote).toMatchObject({
      kind: 'credit_note',
      grossCents: sale.grossCents,
      title: `Avoir sur la facture ${sale.number}`,
    });
    const detail = (await get(`/shop/invoices/${creditNote.id}`, tokens.air)).json<InvoiceDetail>();
    expect(detail.creditOfNumber).toBe(sale.number);
    // Its PDF says AVOIR, and its Factur-X XML is a type 381 naming the invoice it refunds (BT-25).
    const pdf = await get(`/shop/invoices/${creditNote.id}/pdf`, tokens.air);
    const document = await getDocument({ data: new Uint8Array(pdf.rawPayload), useSystemFonts: false }).promise;
    const page = await (await document.getPage(1)).getTextContent();
    const text = page.items.map((item) => ('str' in item ? item.str : '')).join('\n');
    expect(text).toContain('AVOIR');
    expect(text).toContain(`Facture d’origine`);
    const attachments = ((await document.getAttachments()) ?? {}) as Record<string, { content: Uint8Array }>;
    const xml = Buffer.from(attachments['factur-x.xml']!.content).toString('utf8');
    await document.destroy();
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain(`<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${sale.number}</ram:IssuerAssignedID>`);
    const original = (await get(`/shop/invoices/${sale.id}`, tokens.air)).json<InvoiceDetail>();
    expect(original).toMatchObject({ status: 'refunded', number: sale.number, grossCents: sale.grossCents });
    const twice = await send('POST', `/shop/admin/invoices/${sale.id}/refund`, tokens.admin, {});
    expect(errorBody(twice).error).toBe(SHOP_MESSAGES.notRefundable);
  });

  it('refunds part of an invoice: one credit note per refund, the rest refundable until nothing is left', async () => {
    type AdminSale = InvoiceSummary & { isRefundable: boolean; refundableCents: number; member: { uid: string } };
    const salesOf = async () => (await get('/shop/admin/sales', tokens.admin)).json<AdminSale[]>();
    // Not air@'s: the test above refunds that one whole.
    const sale = (await salesOf()).find(
      (candidate) => candidate.isRefundable && candidate.member.uid !== DEMO_ACCOUNTS.air.uid,
    );
    if (!sale) throw new Error('no refundable demo sale');
    expect(sale.refundableCents).toBe(sale.grossCents);
    const refund = (payload: object) => send('POST', `/shop/admin/invoices/${sale.id}/refund`, tokens.admin, payload);

    for (const amountCents of [0, -5, 12.5, '1000']) {
      const bad = await refund({ amountCents });
      expect(bad.statusCode).toBe(400);
      expect(errorBody(bad).errors?.amountCents).toEqual([SHOP_MESSAGES.refundAmount]);
    }
    // Two refunds of the same amount are two refunds (each its credit note), not one sent twice.
    for (const round of [1, 2]) {
      const partial = await refund({ amountCents: 1000 });
      expect(partial.statusCode).toBe(200);
      expect(partial.json<{ creditNote: InvoiceSummary }>().creditNote).toMatchObject({
        kind: 'credit_note',
        grossCents: 1000,
      });
      const after = (await salesOf()).find((candidate) => candidate.id === sale.id);
      expect(after).toMatchObject({
        status: 'paid',
        isRefundable: true,
        refundableCents: sale.grossCents - 1000 * round,
      });
    }
    const left = sale.grossCents - 2000;
    const tooMuch = await refund({ amountCents: left + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(errorBody(tooMuch).errors?.amountCents).toEqual([SHOP_MESSAGES.refundTooLarge]);

    const rest = await refund({});
    expect(rest.json<{ creditNote: InvoiceSummary }>().creditNote.grossCents).toBe(left);
    const after = (await salesOf()).find((candidate) => candidate.id === sale.id);
    expect(after).toMatchObject({ status: 'refunded', isRefundable: false, refundableCents: 0 });
    expect(errorBody(await refund({ amountCents: 1 })).error).toBe(SHOP_MESSAGES.notRefundable);
  });
});

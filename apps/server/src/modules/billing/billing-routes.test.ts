import { AUTH_MESSAGES, type Address } from '@campus/domain/account';
import { VIOLATION_MESSAGES } from '@campus/domain/shared';
import {
  BILLING_MESSAGES,
  formatEuros,
  type InvoiceDetail,
  type InvoiceSummary,
  type PaymentMethod,
  type PaymentMethodSecret,
  type Subscription,
} from '@campus/domain/billing';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';
import { createDraftInvoice, deleteDraftInvoice, finalizeInvoice } from './invoices.js';

let test: TestApp;
const NOT_BLANK = VIOLATION_MESSAGES.notBlank;
const tokens: Record<'mdb' | 'air' | 'prospect' | 'admin', string> = { mdb: '', air: '', prospect: '', admin: '' };

beforeAll(async () => {
  test = await createTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[role] = await test.signIn(`${role}@campus.test`);
  }
});
afterAll(() => test.close());

/** The text of a PDF's pages (as a reader extracts it) and its embedded files, read with PDF.js. */
async function readPdf(bytes: Buffer): Promise<{ text: string; attachments: Record<string, Uint8Array> }> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  const found = ((await document.getAttachments()) ?? {}) as Record<string, { content: Uint8Array }>;
  const attachments = Object.fromEntries(Object.entries(found).map(([name, file]) => [name, file.content]));
  await document.destroy();
  return { text: pages.join('\n'), attachments };
}

const get = (url: string, token: string) => test.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
  test.app.inject({ method, url, headers: bearer(token), payload });

/** Every invoice of a member, all pages. */
async function allInvoices(token: string): Promise<InvoiceSummary[]> {
  const invoices: InvoiceSummary[] = [];
  for (let page = 1; ; page += 1) {
    const response = await get(`/shop/invoices?page=${page}`, token);
    const items = response.json<InvoiceSummary[]>();
    invoices.push(...items);
    if (invoices.length >= Number(response.headers['x-total-count']) || items.length === 0) return invoices;
  }
}

/** A text as PDF.js extracts it: no-break spaces become plain ones. */
const asExtracted = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

/**
 * No card number (12 or more digits, spaces or dashes between them) anywhere in a body. The digits stand alone: a run
 * inside an identifier (a payment method's random hexadecimal id) is part of a word, not a card number.
 */
const FULL_CARD_NUMBER = /(?<![\w-])\d[\d\s-]{11,}\d(?![\w-])/;

describe('GET /shop/invoices', () => {
  it("answers a JSON array of the member's own invoices with id and status, paged, the total in a header", async () => {
    const response = await get('/shop/invoices', tokens.mdb);
    expect(response.statusCode).toBe(200);
    const page = response.json<InvoiceSummary[]>();
    expect(Array.isArray(page)).toBe(true);
    expect(page).toHaveLength(10);
    expect(page.every((invoice) => typeof invoice.id === 'string' && typeof invoice.status === 'string')).toBe(true);
    const total = Number(response.headers['x-total-count']);
    expect(total).toBeGreaterThan(10);
    const all = await allInvoices(tokens.mdb);
    expect(all).toHaveLength(total);
    expect(new Set(all.map((invoice) => invoice.id)).size).toBe(total);
    // Newest first.
    expect(all.map((invoice) => invoice.issuedAt)).toEqual(
      [...all.map((invoice) => invoice.issuedAt)].sort().reverse(),
    );
    const owners = await test.app.db
      .selectFrom('invoices')
      .select('uid')
      .where(
        'id',
        'in',
        all.map((invoice) => invoice.id),
      )
      .execute();
    expect(new Set(owners.map((owner) => owner.uid))).toEqual(new Set([DEMO_ACCOUNTS.mdb.uid]));
  });

  it('filters by status and by year, over two years', async () => {
    const paid = (await get('/shop/invoices?status=paid', tokens.mdb)).json<InvoiceSummary[]>();
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((invoice) => invoice.status === 'paid')).toBe(true);
    const open = (await get('/shop/invoices?status=open', tokens.mdb)).json<InvoiceSummary[]>();
    expect(open.length).toBeGreaterThan(0);
    const of2025 = (await get('/shop/invoices?year=2025', tokens.mdb)).json<InvoiceSummary[]>();
    expect(of2025.length).toBeGreaterThan(0);
    expect(of2025.every((invoice) => invoice.number.startsWith('F-2025-'))).toBe(true);
    const of2026 = (await get('/shop/invoices?year=2026&status=paid', tokens.mdb)).json<InvoiceSummary[]>();
    expect(of2026.every((invoice) => invoice.number.startsWith('F-2026-') && invoice.status === 'paid')).toBe(true);
  });

  it('refuses a bad filter in French, and answers a prospect an empty array', async () => {
    const bad = await get('/shop/invoices?status=draft&page=0', tokens.mdb);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorBody(bad).errors ?? {})).toEqual(expect.arrayContaining(['status', 'page']));
    const none = await get('/shop/invoices', tokens.prospect);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });
});

describe('one invoice and its PDF', () => {
  it("refuses another member's invoice and its PDF (404), and answers one's own with lines and buyer", async () => {
    const [invoice] = (await get('/shop/invoices', tokens.mdb)).json<InvoiceSummary[]>();
    expect((await get(`/shop/invoices/${invoice!.id}`, tokens.air)).statusCode).toBe(404);
    expect((await get(`/shop/invoices/${invoice!.id}/pdf`, tokens.air)).statusCode).toBe(404);
    const own = await get(`/shop/invoices/${invoice!.id}`, tokens.mdb);
    expect(own.statusCode).toBe(200);
    const detail = own.json<InvoiceDetail>();
    expect(detail.lines.length).toBeGreaterThan(0);
    expect(detail.buyer).toMatchObject({ company: 'Moreau Patrimoine', postale_code: '69002', country: 'FR' });
    expect(detail.grossCents).toBe(detail.netCents + detail.vatCents);
  });

  it('serves a Factur-X PDF: French amounts and dates, the mentions, the CII XML attached as Alternative', async () => {
    const all = await allInvoices(tokens.mdb);
    const invoice = all.find((candidate) => candidate.grossCents === 123_456)!;
    expect(invoice).toBeDefined();
    const response = await get(`/shop/invoices/${invoice.id}/pdf`, tokens.mdb);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="facture-${invoice.number}.pdf"`);

    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const { text, attachments } = await readPdf(response.rawPayload);
    expect(text).toContain(invoice.number);
    // Written with Intl fr-FR's spaces (narrow no-break, no-break); PDF.js reads every space as a plain one.
    expect(formatEuros(123_456)).toBe('1\u202f234,56\u00a0€');
    expect(text).toContain(asExtracted(formatEuros(123_456)));
    expect(text).toContain('10/02/2026');
    expect(text).toContain('prestation de services');
    expect(text).toContain('SIREN : 900000001');
    expect(text).toContain('SIREN : 900000027');
    expect(text).toContain(`frais de recouvrement en cas de retard de paiement : ${asExtracted(formatEuros(4000))}`);
    expect(text).toContain("trois fois le taux d'intérêt légal");

    // The attachment: named factur-x.xml, AFRelationship Alternative, listed in /AF; the XMP declares PDF/A-3.
    const fileSpec = pdf.catalog.lookup(PDFName.of('AF'), PDFArray).lookup(0, PDFDict);
    expect(fileSpec.get(PDFName.of('AFRelationship'))).toBe(PDFName.of('Alternative'));
    const metadataStream = pdf.context.lookup(pdf.catalog.get(PDFName.of('Metadata')));
    expect(metadataStream).toBeInstanceOf(PDFRawStream);
    const metadata = new TextDecoder().decode((metadataStream as PDFRawStream).contents);
    expect(metadata).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(metadata).toContain('<fx:ConformanceLevel>BASIC</fx:ConformanceLevel>');
    const [intent] = pdf.catalog.lookup(PDFName.of('OutputIntents'), PDFArray).asArray();
    const outputIntent = pdf.context.lookup(intent, PDFDict);
    expect(outputIntent.get(PDFName.of('S'))).toBe(PDFName.of('GTS_PDFA1'));
    const profile = pdf.context.lookup(outputIntent.get(PDFName.of('DestOutputProfile')));
    expect(profile).toBeInstanceOf(PDFRawStream);
    expect(String((profile as PDFRawStream).dict.get(PDFName.of('N')))).toBe('3');
    expect(Object.keys(attachments)).toEqual(['factur-x.xml']);
    const xml = new TextDecoder().decode(attachments['factur-x.xml']);
    expect(xml).toContain('urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic');
    expect(xml).toContain(`<ram:ID>${invoice.number}</ram:ID>`);
    expect(xml).toContain('<ram:GrandTotalAmount>1234.56</ram:GrandTotalAmount>');
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">205.76</ram:TaxTotalAmount>');
  });
});

describe('invoice numbers', () => {
  const line = { description: 'Séance de coaching', quantity: 1, unitPriceCents: 10_000 };
  const sequenceOf = (number: string) => Number(number.slice(-6));

  it('gives two invoices finalised at once distinct consecutive numbers', async () => {
    const { db, config } = test.app;
    const drafts = await Promise.all([
      createDraftInvoice(db, DEMO_ACCOUNTS.mdb.uid, 'Coaching', [line]),
      createDraftInvoice(db, DEMO_ACCOUNTS.air.uid, 'Coaching', [line]),
      createDraftInvoice(db, DEMO_ACCOUNTS.air.uid, 'Coaching', [line]),
    ]);
    const numbers = await Promise.all(drafts.map((id) => finalizeInvoice(db, id, config.billing.seller)));
    expect(new Set(numbers).size).toBe(3);
    const sequences = numbers.map(sequenceOf).sort((a, b) => a - b);
    expect(sequences).toEqual([sequences[0], sequences[0]! + 1, sequences[0]! + 2]);
    expect(numbers.every((number) => /^F-\d{4}-\d{6}$/.test(number))).toBe(true);
  });

  it('leaves no hole when a draft is deleted (a draft has no number)', async () => {
    const { db, config } = test.app;
    const first = await finalizeInvoice(
      db,
      await createDraftInvoice(db, DEMO_ACCOUNTS.mdb.uid, 'Coaching', [line]),
      config.billing.seller,
    );
    const deleted = await createDraftInvoice(db, DEMO_ACCOUNTS.mdb.uid, 'Coaching', [line]);
    expect((await get(`/shop/invoices/${deleted}`, tokens.mdb)).statusCode).toBe(404);
    await deleteDraftInvoice(db, deleted);
    const next = await finalizeInvoice(
      db,
      await createDraftInvoice(db, DEMO_ACCOUNTS.mdb.uid, 'Coaching', [line]),
      config.billing.seller,
    );
    expect(sequenceOf(next)).toBe(sequenceOf(first) + 1);
  });

  it('copies the billing address at finalisation: a later change does not alter the invoice', async () => {
    const { db, config } = test.app;
    const id = await createDraftInvoice(db, DEMO_ACCOUNTS.air.uid, 'Coaching', [line]);
    await finalizeInvoice(db, id, config.billing.seller);
    const moved = { line1: '1 place Bellecour', postale_code: '69002', city: 'Lyon', country: 'FR', company: null };
    expect((await send('PUT', '/shop/billinginformations', tokens.air, moved)).statusCode).toBe(200);
    const detail = (await get(`/shop/invoices/${id}`, tokens.air)).json<InvoiceDetail>();
    expect(detail.buyer).toMatchObject({ line1: '45 boulevard Voltaire', postale_code: '75011', city: 'Paris' });
  });
});

describe('PUT /shop/invoices/{id}/status (the billing admin)', () => {
  it('sets the status of an invoice by id and keeps who did it; a member is refused', async () => {
    const [open] = (await get('/shop/invoices?status=open', tokens.mdb)).json<InvoiceSummary[]>();
    const url = `/shop/invoices/${open!.id}/status`;
    expect((await send('PUT', url, tokens.mdb, { status: 'paid' })).statusCode).toBe(403);
    const response = await send('PUT', url, tokens.admin, { status: 'paid' });
    expect(response.statusCode).toBe(200);
    const changed = response.json<InvoiceSummary>();
    expect(changed).toMatchObject({ id: open!.id, status: 'paid' });
    expect(changed.paidAt).not.toBeNull();
    expect((await get(`/shop/invoices/${open!.id}`, tokens.mdb)).json()).toMatchObject({ status: 'paid' });
    const audit = await test.app.db
      .selectFrom('audit_events')
      .selectAll()
      .where('subject', '=', `invoice:${open!.id}`)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ actor_uid: DEMO_ACCOUNTS.admin.uid, action: 'invoice.status-changed' }),
    ]);
    expect(JSON.parse(audit[0]!.before!)).toMatchObject({ status: 'open' });
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ status: 'paid' });
    expect((await send('PUT', url, tokens.admin, { status: 'draft' })).statusCode).toBe(400);
    expect((await send('PUT', '/shop/invoices/nothing/status', tokens.admin, { status: 'void' })).statusCode).toBe(404);
  });
});

describe('GET /shop/subscriptions', () => {
  it("answers the member's subscriptions with product, period, next renewal and status", async () => {
    const response = await get('/shop/subscriptions', tokens.mdb);
    expect(response.statusCode).toBe(200);
    const subscriptions = response.json<Subscription[]>();
    expect(subscriptions).toEqual([
      expect.objectContaining({ product: 'Campus Premium', period: 'monthly', status: 'active' }),
    ]);
    expect(Date.parse(subscriptions[0]!.nextRenewalAt!)).toBeGreaterThan(Date.now());
    expect((await get('/shop/subscriptions', tokens.prospect)).json()).toEqual([]);
  });
});

describe('payment methods (sandbox provider)', () => {
  const addCard = (token: string, number: string, expiry = '12/34') =>
    send('POST', '/shop/payment-method', token, { number, expiry, cvc: '123' });

  it('lists brand, last four digits and expiry, never a card number', async () => {
    const response = await get('/shop/payment-method/list', tokens.mdb);
    expect(response.statusCode).toBe(200);
    const cards = response.json<PaymentMethod[]>();
    expect(cards).toHaveLength(2);
    expect(cards[0]).toEqual({
      id: cards[0]!.id,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2029,
      isDefault: true,
    });
    expect(response.body).not.toMatch(FULL_CARD_NUMBER);
  });

  it('gives a SetupIntent-like client secret', async () => {
    const secret = (await get('/shop/payment-method/secret', tokens.mdb)).json<PaymentMethodSecret>();
    expect(secret.provider).toBe('sandbox');
    expect(secret.clientSecret).toMatch(/^seti_\w+_secret_/);
  });

  it("keeps the sandbox's card on this page: no Stripe card page to go to (409), no session to complete (404)", async () => {
    const start = await send('POST', '/shop/payment-method/setup-session', tokens.mdb, {});
    expect(start.statusCode).toBe(409);
    expect(errorBody(start).error).toBe(BILLING_MESSAGES.useCardForm);
    const complete = await send('POST', '/shop/payment-method/setup-session/cs_test_1/complete', tokens.mdb, {});
    expect(complete.statusCode).toBe(404);
    expect((await send('POST', '/shop/payment-method/setup-session', '', {})).statusCode).toBe(401);
  });

  it("accepts Stripe's success test card and keeps only brand, last4 and expiry", async () => {
    const response = await addCard(tokens.prospect, '4242 4242 4242 4242');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
      isDefault: true,
    });
    expect(response.body).not.toMatch(FULL_CARD_NUMBER);
    const stored = await test.app.db
      .selectFrom('payment_methods')
      .selectAll()
      .where('uid', '=', DEMO_ACCOUNTS.prospect.uid)
      .execute();
    expect(JSON.stringify(stored)).not.toMatch(FULL_CARD_NUMBER);
    const list = await get('/shop/payment-method/list', tokens.prospect);
    expect(list.body).not.toMatch(FULL_CARD_NUMBER);
  });

  it.each([
    ['4000000000000002', 'number', 'Votre carte a été refusée.'],
    ['4000000000009995', 'number', 'Votre carte ne dispose pas de fonds suffisants.'],
    ['4000000000000069', 'expiry', 'Votre carte a expiré.'],
  ])("declines Stripe's test card %s like test mode", async (number, field, message) => {
    const response = await addCard(tokens.prospect, number);
    expect(response.statusCode).toBe(402);
    expect(errorBody(response)).toEqual({
      error: "La carte n'a pas pu être enregistrée",
      errors: { [field]: [message] },
    });
  });

  it('refuses an expiry in the past, and a number that fails the checksum, in French', async () => {
    const expired = await addCard(tokens.prospect, '4242424242424242', '01/20');
    expect(expired.statusCode).toBe(402);
    expect(errorBody(expired).errors).toEqual({ expiry: ['Votre carte a expiré.'] });
    const invalid = await addCard(tokens.prospect, '4242424242424241');
    expect(invalid.statusCode).toBe(400);
    expect(errorBody(invalid).errors).toEqual({ number: ['Cette valeur doit être un numéro de carte valide'] });
  });

  it("refuses another member's card (404) and lets the owner set the default and detach it", async () => {
    const [visa, mastercard] = (await get('/shop/payment-method/list', tokens.mdb)).json<PaymentMethod[]>();
    for (const [method, url] of [
      ['POST', '/shop/payment-method/detach'],
      ['PUT', '/shop/payment-method/default'],
    ] as const) {
      expect((await send(method, url, tokens.air, { payment_method: visa!.id })).statusCode).toBe(404);
    }
    expect((await send('POST', '/shop/payment-method/detach', tokens.mdb, {})).statusCode).toBe(400);

    const made = await send('PUT', '/shop/payment-method/default', tokens.mdb, { payment_method: mastercard!.id });
    expect(made.json<PaymentMethod[]>().map((card) => [card.last4, card.isDefault])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
    const detached = await send('POST', '/shop/payment-method/detach', tokens.mdb, { payment_method: mastercard!.id });
    expect(detached.statusCode).toBe(200);
    // The remaining card becomes the default one.
    expect(detached.json<PaymentMethod[]>()).toEqual([expect.objectContaining({ last4: '4242', isDefault: true })]);
  });
});

describe('/shop/billinginformations', () => {
  it('answers the billing address with the names of spec 3.2', async () => {
    const response = await get('/shop/billinginformations', tokens.mdb);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      line1: '8 quai Saint-Antoine',
      postale_code: '69002',
      city: 'Lyon',
      country: 'FR',
      company: 'Moreau Patrimoine',
    });
  });

  it('refuses a bad French postal code with the message of spec 5', async () => {
    for (const postale_code of ['7500', '00100', '2A004']) {
      const response = await send('PUT', '/shop/billinginformations', tokens.prospect, {
        line1: '1 rue de la Paix',
        postale_code,
        city: 'Paris',
      });
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).errors?.postale_code).toEqual(['Cette valeur doit être un code postal valide']);
    }
  });

  it('refuses a body without the street, postal code or city (null, {}), per field, and keeps the address', async () => {
    const before = (await get('/shop/billinginformations', tokens.mdb)).json<Address>();
    const required = { line1: [NOT_BLANK], postale_code: [NOT_BLANK], city: [NOT_BLANK] };
    for (const payload of ['null', '{}', JSON.stringify({ line1: ' ', postale_code: '', city: null })]) {
      const response = await test.app.inject({
        method: 'PUT',
        url: '/shop/billinginformations',
        headers: { ...bearer(tokens.mdb), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toEqual({ error: AUTH_MESSAGES.invalidBody, errors: required });
    }
    const onlyCity = await send('PUT', '/shop/billinginformations', tokens.mdb, { city: 'Lyon' });
    expect(errorBody(onlyCity).errors).toEqual({ line1: [NOT_BLANK], postale_code: [NOT_BLANK] });
    expect((await get('/shop/billinginformations', tokens.mdb)).json<Address>()).toEqual(before);
  });

  it('saves a valid address (FR by default), which GET /api/me carries too', async () => {
    const address = { line1: '2 cours Napoléon', postale_code: '20000', city: 'Ajaccio', company: 'Lefort Conseil' };
    const response = await send('PUT', '/shop/billinginformations', tokens.prospect, address);
    expect(response.statusCode).toBe(200);
    expect(response.json<Address>()).toEqual({ ...address, country: 'FR' });
    const me = (await get('/api/me', tokens.prospect)).json<{ address: Address }>();
    expect(me.address).toEqual({ ...address, country: 'FR' });
  });
});

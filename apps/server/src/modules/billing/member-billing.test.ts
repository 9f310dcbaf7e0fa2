import type { BillingMemberSearchResponse, InvoiceSummary, MemberBilling } from '@campus/domain/billing';
import type { Contract } from '@campus/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';

const ROLES = ['admin', 'mdb', 'air', 'starter', 'sport', 'prospect'] as const;
type Role = (typeof ROLES)[number];

let test: TestApp;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  test = await createTestApp();
  for (const role of ROLES) tokens[role] = await test.signIn(`${role}@campus.test`);
});
afterAll(() => test.close());

const get = (url: string, token: string) => test.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
  test.app.inject({ method, url, headers: bearer(token), payload });
const billingUrl = (uid: string) => `/shop/admin/members/${encodeURIComponent(uid)}/billing`;

/** No sequence of 12 or more digits (a card number) anywhere in a body. */
/** 13 to 19 digits in a row (not inside a hash or an identifier), or in groups of four. */
const FULL_CARD_NUMBER = /(?<![0-9a-zA-Z])\d{13,19}(?![0-9a-zA-Z])|\b\d{4}[ -]\d{4}[ -]\d{4}[ -]\d{1,7}\b/;
/** The answer less its identifiers (UUIDs can hold runs of digits and dashes that look like a card number). */
const withoutIds = (body: string) => body.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '');

describe('GET /shop/admin/members/{uid}/billing (MDB_ADMIN)', () => {
  it("answers the member's identity, invoices, subscriptions, cards, contracts and audit trail", async () => {
    const response = await get(billingUrl(DEMO_ACCOUNTS.mdb.uid), tokens.admin);
    expect(response.statusCode).toBe(200);
    const billing = response.json<MemberBilling>();
    expect(billing.member).toMatchObject({ uid: DEMO_ACCOUNTS.mdb.uid, email: 'mdb@campus.test' });
    expect(billing.member.name).not.toBe('');
    const own = (await get('/shop/invoices?page=1', tokens.mdb)).json<InvoiceSummary[]>();
    expect(billing.invoices.length).toBeGreaterThanOrEqual(own.length);
    expect(billing.invoices.slice(0, own.length)).toEqual(own);
    expect(billing.invoices.map((invoice) => invoice.status)).toEqual(expect.arrayContaining(['paid', 'open']));
    expect(billing.subscriptions).toEqual([expect.objectContaining({ product: 'Campus Premium', status: 'active' })]);
    expect(billing.paymentMethods).toHaveLength(2);
    for (const card of billing.paymentMethods) {
      expect(Object.keys(card).sort()).toEqual(['brand', 'expMonth', 'expYear', 'id', 'isDefault', 'last4']);
      expect(card.last4).toMatch(/^\d{4}$/);
    }
    expect(billing.contracts.map((contract) => contract.status)).toEqual(['signed', 'signed']);
    expect(withoutIds(response.body)).not.toMatch(FULL_CARD_NUMBER);
    expect(response.body).not.toMatch(/password|address_line1/);
  });

  it('shows a waiting contract as waiting', async () => {
    const billing = (await get(billingUrl(DEMO_ACCOUNTS.air.uid), tokens.admin)).json<MemberBilling>();
    expect(billing.contracts.map((contract) => contract.status).sort()).toEqual(['signed', 'waiting']);
  });

  it.each(ROLES.filter((role) => role !== 'admin'))('refuses %s (403), even for its own billing', async (role) => {
    expect((await get(billingUrl(DEMO_ACCOUNTS.mdb.uid), tokens[role])).statusCode).toBe(403);
    expect((await get(billingUrl(DEMO_ACCOUNTS[role].uid), tokens[role])).statusCode).toBe(403);
    expect((await get('/shop/admin/members?q=mdb', tokens[role])).statusCode).toBe(403);
  });

  it('answers 404 for an unknown member', async () => {
    const response = await get(billingUrl('nobody-at-all'), tokens.admin);
    expect(response.statusCode).toBe(404);
    expect(errorBody(response).error).toBeTruthy();
  });

  it('lists the admin actions on the member, newest first: a void, then a contract issued', async () => {
    const before = (await get(billingUrl(DEMO_ACCOUNTS.mdb.uid), tokens.admin)).json<MemberBilling>();
    const open = before.invoices.find((invoice) => invoice.status === 'open')!;
    expect(before.audit.some((entry) => entry.kind === 'invoice-status' && entry.invoiceId === open.id)).toBe(false);

    expect((await send('PUT', `/shop/invoices/${open.id}/status`, tokens.admin, { status: 'void' })).statusCode).toBe(
      200,
    );
    const issued = await send('POST', '/api/contract/admin/issue', tokens.admin, {
      email: 'mdb@campus.test',
      productName: 'Accompagnement MDB 2027',
      signatureTypes: ['typed'],
    });
    expect(issued.statusCode).toBe(201);

    const after = (await get(billingUrl(DEMO_ACCOUNTS.mdb.uid), tokens.admin)).json<MemberBilling>();
    expect(after.invoices.find((invoice) => invoice.id === open.id)?.status).toBe('void');
    const adminName = (await get(billingUrl(DEMO_ACCOUNTS.admin.uid), tokens.admin)).json<MemberBilling>().member.name;
    expect(after.audit.slice(0, 2)).toEqual([
      expect.objectContaining({
        kind: 'contract-issued',
        contractId: issued.json<Contract>().id,
        contractName: 'Accompagnement MDB 2027',
        actorName: adminName,
      }),
      expect.objectContaining({
        kind: 'invoice-status',
        invoiceId: open.id,
        invoiceNumber: open.number,
        fromStatus: 'open',
        toStatus: 'void',
        actorName: adminName,
      }),
    ]);
    expect(after.contracts.find((contract) => contract.id === issued.json<Contract>().id)?.status).toBe('waiting');
    // Another member's trail does not show these actions.
    const air = (await get(billingUrl(DEMO_ACCOUNTS.air.uid), tokens.admin)).json<MemberBilling>();
    expect(air.audit.some((entry) => entry.id === after.audit[0]!.id || entry.id === after.audit[1]!.id)).toBe(false);
  });
});

describe('GET /shop/admin/members?q= (MDB_ADMIN)', () => {
  it('finds members by name or e-mail, prospects included, whatever the case', async () => {
    const byEmail = (
      await get('/shop/admin/members?q=PROSPECT@campus', tokens.admin)
    ).json<BillingMemberSearchResponse>();
    expect(byEmail.members).toEqual([expect.objectContaining({ uid: DEMO_ACCOUNTS.prospect.uid })]);
    for (const role of ROLES) {
      const found = (
        await get(`/shop/admin/members?q=${role}@CAMPUS`, tokens.admin)
      ).json<BillingMemberSearchResponse>();
      expect(found.members.map((member) => member.email)).toContain(`${role}@campus.test`);
    }
  });

  it('treats % and _ as themselves and refuses a text shorter than two characters with French messages', async () => {
    expect(
      (await get('/shop/admin/members?q=%25%25', tokens.admin)).json<BillingMemberSearchResponse>().members,
    ).toEqual([]);
    const tooShort = await get('/shop/admin/members?q=a', tokens.admin);
    expect(tooShort.statusCode).toBe(400);
    expect(errorBody(tooShort).errors?.q?.[0]).toMatch(/au moins 2 caractères/);
  });
});

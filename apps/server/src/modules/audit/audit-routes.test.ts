import { AUTH_MESSAGES } from '@campus/domain/account';
import { AUDIT_MESSAGES, AUDIT_PAGE_SIZE, type AuditPage } from '@campus/domain/administration';
import type { InvoiceSummary } from '@campus/domain/billing';
import { VIOLATION_MESSAGES } from '@campus/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../platform/audit.js';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
let admin: string;
const { uid: adminUid } = DEMO_ACCOUNTS.admin;
const { uid: sportUid } = DEMO_ACCOUNTS.sport;

beforeAll(async () => {
  test = await createTestApp();
  admin = await test.signIn('admin@campus.test');
  // 60 older rows about sport@: enough for two pages, at known times.
  for (let index = 0; index < 60; index += 1) {
    const day = String(1 + (index % 28)).padStart(2, '0');
    await recordAudit(
      test.app.db,
      {
        actorUid: adminUid,
        action: index % 2 === 0 ? 'content.changed' : 'event.changed',
        targetUid: sportUid,
        subject: `course:c${index}`,
        before: { title: `avant ${index}` },
        after: { title: `après ${index}; "cité"` },
      },
      `2020-0${1 + Math.floor(index / 28)}-${day}T10:00:00.000Z`,
    );
  }
});
afterAll(() => test.close());

const getAudit = (query: string) =>
  test.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: bearer(admin) });

describe('GET /api/admin/audit: the one journal of admin actions', () => {
  it("shows an invoice's status change on the member's trail, with who, when, before and after", async () => {
    const member = await test.signIn('mdb@campus.test');
    const invoices = await test.app.inject({
      method: 'GET',
      url: '/shop/invoices?status=open',
      headers: bearer(member),
    });
    const [open] = invoices.json<InvoiceSummary[]>();
    const changed = await test.app.inject({
      method: 'PUT',
      url: `/shop/invoices/${open!.id}/status`,
      headers: bearer(admin),
      payload: { status: 'void' },
    });
    expect(changed.statusCode).toBe(200);

    const page = (await getAudit(`?target=${DEMO_ACCOUNTS.mdb.uid}`)).json<AuditPage>();
    expect(page.items[0]).toMatchObject({
      actorUid: adminUid,
      action: 'invoice.status-changed',
      targetUid: DEMO_ACCOUNTS.mdb.uid,
      subject: `invoice:${open!.id}`,
      before: { status: 'open' },
      after: { status: 'void' },
    });
    expect(page.items[0]!.actorName).toBeTruthy();
    expect(Date.parse(page.items[0]!.at)).not.toBeNaN();
  });

  it('pages newest first with a cursor, never twice the same row', async () => {
    const first = (await getAudit(`?target=${sportUid}`)).json<AuditPage>();
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const second = (await getAudit(`?target=${sportUid}&cursor=${first.nextCursor}`)).json<AuditPage>();
    expect(second.items).toHaveLength(60 - AUDIT_PAGE_SIZE);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(60);
    const times = all.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by actor, action and dates (a day given as `to` counts whole)', async () => {
    const byAction = (await getAudit(`?target=${sportUid}&action=event.changed`)).json<AuditPage>();
    expect(byAction.items).toHaveLength(30);
    expect(byAction.items.every((entry) => entry.action === 'event.changed')).toBe(true);
    const oneDay = (await getAudit(`?target=${sportUid}&from=2020-01-03&to=2020-01-03`)).json<AuditPage>();
    expect(oneDay.items.map((entry) => entry.subject)).toEqual(['course:c2']);
    const byOtherActor = (await getAudit(`?target=${sportUid}&actor=${DEMO_ACCOUNTS.mdb.uid}`)).json<AuditPage>();
    expect(byOtherActor.items).toEqual([]);
  });

  it('answers bad filters with French messages per field, never a 500', async () => {
    const badDay = await getAudit('?from=2026-02-30');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json()).toEqual({
      error: AUTH_MESSAGES.invalidBody,
      errors: { from: [VIOLATION_MESSAGES.dateFormat] },
    });
    const reversed = await getAudit('?from=2026-03-02&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ errors: { from: [AUDIT_MESSAGES.fromAfterTo] } });
    const badFormat = await getAudit('?to=demain');
    expect(badFormat.json()).toMatchObject({ errors: { to: [VIOLATION_MESSAGES.date] } });
    const badAction = await getAudit('?action=member.deleted');
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json<{ errors: Record<string, string[]> }>().errors.action).toHaveLength(1);
    const badCursor = await getAudit('?cursor=pas-un-curseur');
    expect(badCursor.json()).toEqual({
      error: AUDIT_MESSAGES.badCursor,
      errors: { cursor: [AUDIT_MESSAGES.badCursor] },
    });
  });
});

describe('GET /api/admin/audit/export', () => {
  it('sends every matching row as a ;-separated CSV with a BOM for French Excel, as an attachment', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/admin/audit/export?target=${sportUid}&action=content.changed`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="journal-administration-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Date;Auteur;Action;Membre;Objet;Avant;Après');
    expect(lines).toHaveLength(1 + 30);
    expect(lines[1]).toMatch(/^2020-03-\d{2}T10:00:00\.000Z;.+ \(.+\);content\.changed;.+;course:c\d+;/);
    expect(lines[1]).toContain('"{""title"":""après');
  });

  it('refuses bad filters with the same French errors, before sending anything', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export?from=2026-02-30',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { from: [VIOLATION_MESSAGES.dateFormat] } });
  });
});

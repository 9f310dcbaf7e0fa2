import { ACTIVITY_PAGE_SIZE, type ActivityItem, type ActivityPage } from '@campus/domain/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-members.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
let mdb: string;

beforeAll(async () => {
  test = await createTestApp();
  mdb = await test.signIn('mdb@campus.test');
});
afterAll(() => test.close());

const page = (token: string, before?: string) =>
  test.app.inject({
    method: 'GET',
    url: `/api/me/activity${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    headers: bearer(token),
  });

describe('GET /api/me/activity', () => {
  it("pages through the member's events joined, contracts signed and invoices paid, newest first, each once", async () => {
    const items: ActivityItem[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await page(mdb, cursor);
      expect(response.statusCode).toBe(200);
      const body = response.json<ActivityPage>();
      expect(body.items.length).toBeLessThanOrEqual(ACTIVITY_PAGE_SIZE);
      items.push(...body.items);
      cursor = body.nextCursor ?? undefined;
      expect(body.hasMore).toBe(cursor !== undefined);
      pages += 1;
    } while (cursor && pages < 20);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(items.map((item) => item.at)).toEqual([...items.map((item) => item.at)].sort().reverse());
    expect(new Set(items.map((item) => item.kind))).toEqual(
      new Set(['event-joined', 'contract-signed', 'invoice-paid']),
    );
    const paidInvoices = await test.app.db
      .selectFrom('invoices')
      .select('id')
      .where('uid', '=', DEMO_ACCOUNTS.mdb.uid)
      .where('status', '=', 'paid')
      .execute();
    expect(items.filter((item) => item.kind === 'invoice-paid')).toHaveLength(paidInvoices.length);
  });

  it('shows a contract once it is signed, at the time of the signature', async () => {
    const air = await test.signIn('air@campus.test');
    const before = (await page(air)).json<ActivityPage>().items.filter((item) => item.kind === 'contract-signed');
    expect(before).toHaveLength(1);
    expect(before[0]!.title).toMatch(/^Contrat du \d{2}\/\d{2}\/\d{4}$/);
  });
});

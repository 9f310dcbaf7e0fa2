import type { InvoiceSummary } from '@campus/domain/billing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestUrl } from '../../../testing/fetch';
import { getInvoices } from './get-invoices';

const invoice = (index: number): InvoiceSummary => ({
  id: `inv_${index}`,
  number: `F-2026-${String(index).padStart(6, '0')}`,
  kind: 'invoice',
  status: 'paid',
  issuedAt: '2026-02-10T09:00:00.000Z',
  dueAt: '2026-03-12T09:00:00.000Z',
  paidAt: '2026-02-10T09:00:00.000Z',
  title: 'Formation',
  netCents: 10_000,
  vatCents: 2000,
  grossCents: 12_000,
  currency: 'EUR',
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const answer = (items: InvoiceSummary[], headers: Record<string, string>) =>
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify(items), { headers: { 'Content-Type': 'application/json', ...headers } }),
  );

describe('getInvoices', () => {
  it('asks the shop API for one page with the filters and reads the total from x-total-count', async () => {
    answer([invoice(11), invoice(12)], { 'x-total-count': '12' });
    const page = await getInvoices({ status: 'paid', year: 2026, page: 2 });
    expect(requestUrl(fetchMock.mock.calls[0]![0])).toBe('/shop/invoices?status=paid&year=2026&page=2');
    expect(page).toMatchObject({ total: 12, pageCount: 2 });
    expect(page.items.map((item) => item.number)).toEqual(['F-2026-000011', 'F-2026-000012']);
  });

  it('counts what it has seen when the header is missing (one page at least)', async () => {
    answer([], {});
    expect(await getInvoices({ page: 1 })).toEqual({ items: [], total: 0, pageCount: 1 });
  });
});

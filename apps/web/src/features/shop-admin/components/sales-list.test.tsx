import { SHOP_MESSAGES, type Sale } from '@campus/domain/shop';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { jsonResponse, sentRequests, stubFetch } from '../../../testing/fetch';
import { LocationProbe, renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { sale } from '../testing/shop-fixtures';
import { SalesList } from './sales-list';

const fetchMock = stubFetch();

function render(path = '/administration/ventes') {
  return renderWithProviders(
    <>
      <SalesList />
      <LocationProbe />
      <Toaster />
    </>,
    { user: makeUser({ permissions: ['MDB_ADMIN'] }), path },
  );
}

const salesAnswer = (items: Sale[], total = items.length) =>
  new Response(JSON.stringify(items), {
    headers: { 'Content-Type': 'application/json', 'x-total-count': String(total), 'x-page-size': '20' },
  });

const creditNote = sale({
  id: 'inv-2',
  number: 'F-2026-000043',
  kind: 'credit_note',
  status: 'paid',
  title: 'Avoir sur la facture F-2026-000042',
  grossCents: 4990,
  isRefundable: false,
});

describe('the sales list', () => {
  it('shows each invoice and credit note: number, date, member, title, amount, kind and status', async () => {
    fetchMock.mockResolvedValueOnce(salesAnswer([sale({ isRefundable: false, status: 'refunded' }), creditNote]));
    render();
    expect(screen.getByText('Chargement des ventes…')).toBeInTheDocument();

    const [, invoice, note] = await screen.findAllByRole('row');
    expect(within(invoice!).getByText('F-2026-000042')).toBeInTheDocument();
    expect(within(invoice!).getByText('10/11/2026')).toBeInTheDocument();
    expect(within(invoice!).getByRole('link', { name: 'Léa Martin' })).toHaveAttribute(
      'href',
      '/administration/membres/u-lea',
    );
    expect(within(invoice!).getByText('lea.martin@exemple.fr')).toBeInTheDocument();
    expect(within(invoice!).getByText(/^49,90\s€$/)).toBeInTheDocument();
    expect(within(invoice!).getByText('Facture')).toBeInTheDocument();
    expect(within(invoice!).getByText('Remboursée')).toBeInTheDocument();
    expect(within(note!).getByText('Avoir')).toBeInTheDocument();
    // Money given back: the credit note's amount as going out, and its status said of a refund.
    expect(within(note!).getByText(/^-49,90\s€$/)).toBeInTheDocument();
    expect(within(note!).getByText('Remboursé')).toBeInTheDocument();
    expect(within(note!).getByText('Avoir sur la facture F-2026-000042')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rembourser/ })).toBeNull();
    expect(screen.getByText('2 factures et avoirs')).toBeInTheDocument();
    expect(sentRequests(fetchMock).map(({ request }) => request)).toEqual(['GET /shop/admin/sales?page=1']);
  });

  it('pages 20 at a time with the total the server counts, the page kept in the address', async () => {
    const page = (first: number, count: number) =>
      Array.from({ length: count }, (_, index) => sale({ id: `inv-${first + index}`, number: `F-${first + index}` }));
    fetchMock.mockResolvedValueOnce(salesAnswer(page(1, 20), 25)).mockResolvedValueOnce(salesAnswer(page(21, 5), 25));
    render();
    const pages = await screen.findByRole('navigation', { name: 'Pages des ventes' });
    expect(within(pages).getByText('Page 1 sur 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: /Précédente/ })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: /Suivante/ }));

    expect(await screen.findByText('F-25')).toBeInTheDocument();
    expect(within(pages).getByText('Page 2 sur 2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/administration/ventes?page=2');
    expect(sentRequests(fetchMock).map(({ request }) => request)).toEqual([
      'GET /shop/admin/sales?page=1',
      'GET /shop/admin/sales?page=2',
    ]);
  });

  it('refunds a paid invoice once confirmed, says what the server says and reloads the list', async () => {
    fetchMock
      .mockResolvedValueOnce(salesAnswer([sale()]))
      .mockResolvedValueOnce(jsonResponse({ creditNote, message: "L'avoir F-2026-000043 est émis." }))
      .mockResolvedValueOnce(salesAnswer([creditNote, sale({ status: 'refunded', isRefundable: false })]));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Rembourser la facture F-2026-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser cette facture ?' });
    expect(dialog).toHaveTextContent(/pour la facture F-2026-000042 de Léa Martin \(il reste 49,90\s€ à rembourser\)/);
    // All that is left, unless the admin types less.
    expect(within(dialog).getByLabelText('Montant à rembourser (TTC)')).toHaveValue('49,90');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));

    expect(await screen.findByText("L'avoir F-2026-000043 est émis.")).toBeInTheDocument();
    expect(await screen.findByText('Avoir')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Rembourser cette facture ?' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Rembourser la facture/ })).toBeNull();
    expect(sentRequests(fetchMock).map(({ request }) => request)).toEqual([
      'GET /shop/admin/sales?page=1',
      'POST /shop/admin/invoices/inv-1/refund',
      'GET /shop/admin/sales?page=1',
    ]);
  });

  it('refunds a part of what is left, checked in the dialog before it is sent', async () => {
    const partlyRefunded = sale({ refundableCents: 2990 });
    fetchMock
      .mockResolvedValueOnce(salesAnswer([partlyRefunded]))
      .mockResolvedValueOnce(jsonResponse({ creditNote, message: "L'avoir F-2026-000043 est émis." }))
      .mockResolvedValueOnce(salesAnswer([creditNote, sale({ refundableCents: 1740 })]));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Rembourser la facture F-2026-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser cette facture ?' });
    const amount = within(dialog).getByLabelText('Montant à rembourser (TTC)');
    expect(amount).toHaveValue('29,90');
    for (const [typed, message] of [
      ['30', SHOP_MESSAGES.refundTooLarge],
      ['douze', 'Saisissez un montant en euros, par exemple 12,50'],
      ['0', 'Saisissez un montant en euros, par exemple 12,50'],
    ] as const) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    expect((await screen.findAllByText("L'avoir F-2026-000043 est émis.")).length).toBeGreaterThan(0);
    const [, posted] = fetchMock.mock.calls;
    expect(JSON.parse(posted?.[1]?.body as string)).toEqual({ amountCents: 1250 });
  });

  it('says why a refund was refused', async () => {
    fetchMock
      .mockResolvedValueOnce(salesAnswer([sale()]))
      .mockResolvedValueOnce(jsonResponse({ error: SHOP_MESSAGES.notRefundable }, 409))
      .mockResolvedValueOnce(salesAnswer([sale()]));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Rembourser la facture F-2026-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser cette facture ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    expect(await screen.findByText("Le remboursement n'a pas abouti")).toBeInTheDocument();
    expect(screen.getByText(SHOP_MESSAGES.notRefundable)).toBeInTheDocument();
  });

  it('says when nothing was sold yet', async () => {
    fetchMock.mockResolvedValueOnce(salesAnswer([], 0));
    render();
    expect(await screen.findByText(/Aucune vente pour le moment/)).toBeInTheDocument();
  });
});

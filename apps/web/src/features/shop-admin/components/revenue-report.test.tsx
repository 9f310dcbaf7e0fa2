import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, sentRequests, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { revenueMonths } from '../testing/shop-fixtures';
import { RevenueReport } from './revenue-report';

const fetchMock = stubFetch();

const render = () => renderWithProviders(<RevenueReport />, { user: makeUser({ permissions: ['MDB_ADMIN'] }) });

const months = revenueMonths({
  '2026-10': { grossCents: 12_000, refundsCents: 4990, newSubscriptions: 3, lostSubscriptions: 1 },
  '2026-11': { grossCents: 4990, newSubscriptions: 1 },
});

/** A row's header and figures, their no-break spaces read as spaces. */
const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('the revenue report', () => {
  it('lists the 12 months by their French names with their figures, and their total', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ months }));
    render();
    expect(screen.getByRole('status')).toHaveTextContent("Chargement du chiffre d'affaires…");

    const table = await screen.findByRole('table', { name: "Chiffre d'affaires par mois, TTC" });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Mois',
      'Encaissé TTC',
      'Remboursements',
      'Net',
      'Nouveaux abonnements',
      'Abonnements perdus',
    ]);
    const rows = within(table).getAllByRole('row');
    // The header row, 12 months, the total.
    expect(rows).toHaveLength(14);
    expect(cellsOf(rows[1]!)[0]).toBe('décembre 2025');
    expect(cellsOf(rows[11]!)).toEqual(['octobre 2026', '120,00 €', '49,90 €', '70,10 €', '3', '1']);
    expect(cellsOf(rows[12]!)).toEqual(['novembre 2026', '49,90 €', '0,00 €', '49,90 €', '1', '0']);
    expect(cellsOf(rows[13]!)).toEqual(['Total', '169,90 €', '49,90 €', '120,00 €', '4', '1']);
    expect(sentRequests(fetchMock).map(({ request }) => request)).toEqual(['GET /shop/admin/revenue']);
  });

  it('draws the 12 months as bars of takings and refunds, and of subscriptions won and lost, described', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ months }));
    render();
    const money = await screen.findByRole('img', { name: 'Encaissements et remboursements' });
    expect(money).toHaveAccessibleDescription(
      'Montants TTC encaissés et remboursés chaque mois, de décembre 2025 à novembre 2026. Le tableau sous les graphiques donne les chiffres.',
    );
    const groups = money.querySelectorAll('[data-category]');
    expect(groups).toHaveLength(12);
    expect([...groups].map((group) => group.getAttribute('data-category'))).toEqual(months.map(({ month }) => month));
    // Two bars a month, each titled with its month in full and its amount.
    expect(money.querySelectorAll('rect')).toHaveLength(24);
    const october = money.querySelector('[data-category="2026-10"]')!;
    expect([...october.querySelectorAll('rect > title')].map((title) => title.textContent)).toEqual([
      'octobre 2026 · Encaissé : 120,00\u00a0€',
      'octobre 2026 · Remboursements : 49,90\u00a0€',
    ]);
    expect(within(money).getByText('déc.')).toBeInTheDocument();
    expect(within(money).getByText('janv.')).toBeInTheDocument();

    const subscriptions = screen.getByRole('img', { name: 'Abonnements' });
    expect(subscriptions.querySelectorAll('[data-category]')).toHaveLength(12);
  });

  it('says there is nothing to draw in a year without any sale, and still gives the table', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ months: revenueMonths() }));
    render();
    expect(await screen.findByText(/Aucune vente sur les 12 derniers mois/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('offers to try again when the revenue cannot be loaded', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ error: 'Erreur interne' }, 500))
      .mockResolvedValueOnce(jsonResponse({ months }));
    render();
    expect(await screen.findByText("Impossible de charger le chiffre d'affaires.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { adminSubscription } from '../testing/shop-fixtures';
import { SubscriptionsList } from './subscriptions-list';

const fetchMock = stubFetch();

const render = () => renderWithProviders(<SubscriptionsList />, { user: makeUser({ permissions: ['MDB_ADMIN'] }) });

describe('the subscriptions list', () => {
  it('shows who, which offer, the status, the amount per period and what comes next', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse([
        adminSubscription(),
        adminSubscription({ id: 'sub-2', cancelAtPeriodEnd: true, period: 'yearly', amountCents: 120_000 }),
        adminSubscription({ id: 'sub-3', status: 'past_due', graceEndsAt: '2026-11-27T09:00:00.000Z' }),
        adminSubscription({ id: 'sub-4', status: 'canceled', nextRenewalAt: null }),
      ]),
    );
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des abonnements…');

    const [, active, ending, unpaid, canceled] = await screen.findAllByRole('row');
    expect(within(active!).getByRole('link', { name: 'Léa Martin' })).toHaveAttribute(
      'href',
      '/administration/membres/u-lea',
    );
    expect(within(active!).getByText('MDB Premium')).toBeInTheDocument();
    expect(within(active!).getByText('Actif')).toBeInTheDocument();
    expect(within(active!).getByText(/^49,90\s€ \/ mois$/)).toBeInTheDocument();
    expect(within(active!).getByText('Prochain paiement le 10/12/2026')).toBeInTheDocument();
    expect(within(ending!).getByText(/^1\s200,00\s€ \/ an$/)).toBeInTheDocument();
    expect(within(ending!).getByText('Fin le 10/12/2026')).toBeInTheDocument();
    expect(within(unpaid!).getByText('Impayé')).toBeInTheDocument();
    expect(within(unpaid!).getByText('Accès coupé le 27/11/2026 sans paiement')).toBeInTheDocument();
    expect(within(canceled!).getByText('Résilié')).toBeInTheDocument();
    expect(within(canceled!).getByText('Terminé le 10/12/2026')).toBeInTheDocument();
  });

  it('says when no member has subscribed yet', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([]));
    render();
    expect(await screen.findByText(/Aucun abonnement pour le moment/)).toBeInTheDocument();
  });

  it('offers to try again when the subscriptions cannot be loaded', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ error: 'Erreur interne' }, 500))
      .mockResolvedValueOnce(jsonResponse([adminSubscription()]));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Actif')).toBeInTheDocument();
  });
});

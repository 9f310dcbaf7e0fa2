import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { jsonResponse, sentRequests, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { adminOffer } from '../testing/shop-fixtures';
import { OffersList } from './offers-list';

const fetchMock = stubFetch();

function render() {
  return renderWithProviders(
    <>
      <OffersList />
      <Toaster />
    </>,
    { user: makeUser({ permissions: ['MDB_ADMIN'] }) },
  );
}

const archivedOffer = adminOffer({
  id: 'offer-air',
  name: 'AIR annuel',
  description: '',
  priceCents: 120_000,
  interval: 'year',
  grants: { formations: ['air'], channels: ['immobilier', 'entrepreneuriat'] },
  status: 'archived',
  salesCount: 1,
});

describe('the offers list', () => {
  it('shows each offer: price TTC and HT, periodicity, what it gives, status and sales', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([adminOffer(), archivedOffer]));
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des formules…');

    const [, premium, air] = await screen.findAllByRole('row');
    expect(within(premium!).getByText('MDB Premium')).toBeInTheDocument();
    expect(within(premium!).getByText(/^49,90\s€$/)).toBeInTheDocument();
    expect(within(premium!).getByText(/^41,58\s€ HT$/)).toBeInTheDocument();
    expect(within(premium!).getByText('Mensuel')).toBeInTheDocument();
    expect(within(premium!).getByText('MDB')).toBeInTheDocument();
    expect(within(premium!).getByText('Immobilier')).toBeInTheDocument();
    expect(within(premium!).getByText('Active')).toBeInTheDocument();
    expect(within(premium!).getByText('3 ventes')).toBeInTheDocument();
    expect(within(air!).getByText(/^1\s200,00\s€$/)).toBeInTheDocument();
    expect(within(air!).getByText('Annuel')).toBeInTheDocument();
    expect(within(air!).getByText('AIR')).toBeInTheDocument();
    expect(within(air!).getByText('Immobilier, Business')).toBeInTheDocument();
    expect(within(air!).getByText('Archivée')).toBeInTheDocument();
    expect(within(air!).getByText('1 vente')).toBeInTheDocument();
    expect(sentRequests(fetchMock)).toEqual([
      { request: 'GET /shop/admin/offers', authorization: 'Bearer test-token' },
    ]);
  });

  it('says how to create the first offer when there is none', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([]));
    render();
    expect(await screen.findByText(/Aucune formule pour le moment/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers to try again when the offers cannot be loaded', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ error: 'Erreur interne' }, 500))
      .mockResolvedValueOnce(jsonResponse([adminOffer()]));
    render();
    expect(await screen.findByText('Impossible de charger les formules.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('MDB Premium')).toBeInTheDocument();
  });

  it('archives an offer with the whole offer and its new status, then puts it back on sale', async () => {
    const offer = adminOffer();
    fetchMock
      .mockResolvedValueOnce(jsonResponse([offer]))
      .mockResolvedValueOnce(jsonResponse({ ...offer, status: 'archived' }))
      .mockResolvedValueOnce(jsonResponse([{ ...offer, status: 'archived' }]))
      .mockResolvedValueOnce(jsonResponse(offer))
      .mockResolvedValueOnce(jsonResponse([offer]));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Archiver la formule « MDB Premium »' }));
    expect(
      await screen.findByText("La formule « MDB Premium » est archivée : elle n'est plus proposée aux membres."),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Remettre en vente la formule « MDB Premium »' }));
    expect(await screen.findByText('La formule « MDB Premium » est de nouveau en vente.')).toBeInTheDocument();

    expect(sentRequests(fetchMock).map(({ request }) => request)).toEqual([
      'GET /shop/admin/offers',
      'PUT /shop/admin/offers/offer-mdb',
      'GET /shop/admin/offers',
      'PUT /shop/admin/offers/offer-mdb',
      'GET /shop/admin/offers',
    ]);
    expect(JSON.parse(fetchMock.mock.calls[1]?.[1]?.body as string)).toEqual({
      name: 'MDB Premium',
      description: offer.description,
      priceCents: 4990,
      vatRateBasisPoints: 2000,
      interval: 'month',
      grants: { formations: ['mdb'], channels: ['immobilier'] },
      status: 'archived',
    });
  });

  it('edits an offer in its form, filled with what it is now', async () => {
    const offer = adminOffer();
    fetchMock
      .mockResolvedValueOnce(jsonResponse([offer]))
      .mockResolvedValueOnce(jsonResponse({ ...offer, priceCents: 5990 }))
      .mockResolvedValueOnce(jsonResponse([{ ...offer, priceCents: 5990 }]));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier la formule « MDB Premium »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la formule' });
    const price = within(dialog).getByLabelText('Prix TTC (€)');
    expect(within(dialog).getByLabelText('Nom')).toHaveValue('MDB Premium');
    expect(price).toHaveValue('49,90');
    expect(within(dialog).getByLabelText('Périodicité')).toHaveValue('month');
    expect(
      within(within(dialog).getByRole('group', { name: 'Formations' })).getByRole('checkbox', { name: 'MDB' }),
    ).toBeChecked();
    await userEvent.clear(price);
    await userEvent.type(price, '59,90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('La formule « MDB Premium » est enregistrée.')).toBeInTheDocument();
    expect(sentRequests(fetchMock)[1]?.request).toBe('PUT /shop/admin/offers/offer-mdb');
    expect(JSON.parse(fetchMock.mock.calls[1]?.[1]?.body as string)).toMatchObject({
      priceCents: 5990,
      status: 'active',
    });
  });
});

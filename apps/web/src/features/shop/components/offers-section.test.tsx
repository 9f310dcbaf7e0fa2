import { SHOP_MESSAGES } from '@campus/domain/shop';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sentRequests, stubFetch } from '../../../testing/fetch';
import { LocationProbe, renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { makeOffer } from '../testing/shop-fixtures';
import { OffersSection } from './offers-section';

const fetchMock = stubFetch();
afterEach(() => vi.restoreAllMocks());

function render() {
  return renderWithProviders(<OffersSection />, {
    user: makeUser({ isCustomer: false }),
    path: '/anonymous',
    routes: [{ path: '/paiement/:id', element: <LocationProbe /> }],
  });
}

const offers = [
  makeOffer(),
  makeOffer({ id: 'offer-mdb', name: 'MDB Intégral', interval: 'year', priceCents: 99_000 }),
];

describe('OffersSection', () => {
  it('lists the offers on sale, each with its button', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(offers));
    render();
    expect(await screen.findByRole('article', { name: 'MDB Intégral' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Choisir cette formule' })).toHaveLength(2);
    expect(sentRequests(fetchMock).map(({ request }) => request)).toEqual(['GET /shop/offers']);
  });

  it('says when no offer is on sale', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([]));
    render();
    expect(await screen.findByText(/Aucune formule n'est proposée pour le moment/)).toBeInTheDocument();
  });

  it('offers a retry when the offers cannot be loaded', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'Erreur interne' }, 500));
    fetchMock.mockResolvedValueOnce(jsonResponse(offers));
    render();
    expect(await screen.findByText("Les formules n'ont pas pu être chargées.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'AIR Essentiel' })).toBeInTheDocument();
  });

  it('starts the checkout of the chosen offer and opens the sandbox’s payment page', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(offers));
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 'chk_9', provider: 'sandbox', url: '/paiement/chk_9' }, 201));
    render();
    await screen.findByRole('article', { name: 'AIR Essentiel' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Choisir cette formule' })[0]!);
    expect(await screen.findByTestId('location')).toHaveTextContent('/paiement/chk_9');
    expect(sentRequests(fetchMock)[1]?.request).toBe('POST /shop/checkout');
    expect(JSON.parse(fetchMock.mock.calls[1]?.[1]?.body as string)).toEqual({ offerId: 'offer-air' });
  });

  it('leaves for Stripe Checkout when Stripe takes the payment', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    fetchMock.mockResolvedValueOnce(jsonResponse(offers));
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ id: 'chk_9', provider: 'stripe', url: 'https://checkout.stripe.com/c/pay/cs_test_1' }, 201),
    );
    render();
    await screen.findByRole('article', { name: 'AIR Essentiel' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Choisir cette formule' })[0]!);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
  });

  it('says in French, on the offer, why its checkout could not start', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(offers));
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: SHOP_MESSAGES.alreadySubscribed }, 409));
    render();
    await screen.findByRole('article', { name: 'AIR Essentiel' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Choisir cette formule' })[1]!);
    const card = screen.getByRole('article', { name: 'MDB Intégral' });
    expect(await screen.findByRole('alert')).toHaveTextContent(SHOP_MESSAGES.alreadySubscribed);
    expect(card).toContainElement(screen.getByRole('alert'));
  });
});

import type { PaymentMethod, PaymentMethodSecret } from '@campus/domain/billing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { jsonResponse, requestUrl, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { PaymentMethodsSection } from './payment-methods-section';

const fetchMock = stubFetch();
const assign = vi.fn();
vi.stubGlobal('location', { ...window.location, assign });
afterEach(() => assign.mockReset());

const visa: PaymentMethod = {
  id: 'pm_new',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  isDefault: true,
};
const stripeSecret: PaymentMethodSecret = { provider: 'stripe', clientSecret: 'seti_1_secret_x' };
const STRIPE_PAGE = 'https://checkout.stripe.com/c/pay/cs_test_1';

/** Stripe is the provider: the cards `cards`, the setup session's page, and its completion answering the new card. */
function serveStripe(cards: PaymentMethod[]) {
  fetchMock.mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (url === '/shop/payment-method/list') return Promise.resolve(jsonResponse(cards));
    if (url === '/shop/payment-method/secret') return Promise.resolve(jsonResponse(stripeSecret));
    if (init?.method === 'POST' && url === '/shop/payment-method/setup-session')
      return Promise.resolve(jsonResponse({ url: STRIPE_PAGE }));
    if (init?.method === 'POST' && url === '/shop/payment-method/setup-session/cs_test_1/complete')
      return Promise.resolve(jsonResponse([visa]));
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}
const posted = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input]) => requestUrl(input));

function render(path = '/mon-compte/mes-factures') {
  renderWithProviders(
    <>
      <PaymentMethodsSection />
      <Toaster />
    </>,
    { user: makeUser(), path },
  );
}

describe('adding a card with Stripe', () => {
  it("sends the member to Stripe's own card page: no card field on Campus", async () => {
    serveStripe([]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une carte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une carte' });
    expect(within(dialog).queryByLabelText('Numéro de carte')).not.toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Continuer vers Stripe' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(STRIPE_PAGE));
    expect(posted()).toEqual(['/shop/payment-method/setup-session']);
  });

  it('back from Stripe, completes the setup once, says so and shows the new card', async () => {
    serveStripe([]);
    render('/mon-compte/mes-factures?carte=cs_test_1');
    expect(await screen.findByText('Votre carte a été enregistrée')).toBeInTheDocument();
    expect(await screen.findByText(/4242/)).toBeInTheDocument();
    expect(posted()).toEqual(['/shop/payment-method/setup-session/cs_test_1/complete']);
  });
});

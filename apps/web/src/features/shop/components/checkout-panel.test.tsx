import { SHOP_MESSAGES, type Checkout } from '@campus/domain/shop';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { CONFIRMATION_POLL_MS, CONFIRMATION_TIMEOUT_MS } from '../hooks/use-checkout-confirmation';
import { makeCheckout } from '../testing/shop-fixtures';
import { CheckoutPanel } from './checkout-panel';

const fetchMock = stubFetch();

/** The server's answers, by `METHOD /path`: each a list served in order, the last one kept. */
function serve(answers: Record<string, Response[]>) {
  fetchMock.mockImplementation((input, init) => {
    const key = `${init?.method ?? 'GET'} ${requestUrl(input)}`;
    const queue = answers[key];
    if (!queue?.length) return Promise.reject(new Error(`unexpected ${key}`));
    return Promise.resolve((queue.length > 1 ? queue.shift()! : queue[0]!).clone());
  });
}
const checkoutAnswer = (overrides: Partial<Checkout> = {}) => jsonResponse(makeCheckout(overrides));
const sentBodies = (key: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${requestUrl(input)}` === key)
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);

function render({ isReturningFromStripe = false } = {}) {
  const onPaid = vi.fn();
  renderWithProviders(
    <CheckoutPanel checkoutId="chk_1" isReturningFromStripe={isReturningFromStripe} onPaid={onPaid} />,
    { user: makeUser({ isCustomer: false }), path: '/paiement/chk_1' },
  );
  return { onPaid };
}

async function payWith(number: string) {
  await userEvent.type(await screen.findByLabelText('Numéro de carte'), number);
  await userEvent.type(screen.getByLabelText('Expiration (MM/AA)'), '12/30');
  await userEvent.type(screen.getByLabelText('Code de sécurité'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Payer' }));
}

describe('the sandbox checkout', () => {
  it('shows the offer and the card form of the test mode', async () => {
    serve({ 'GET /shop/checkout/chk_1': [checkoutAnswer()] });
    render();
    expect(await screen.findByRole('heading', { name: 'AIR Essentiel' })).toBeInTheDocument();
    expect(screen.getByLabelText('Numéro de carte')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Expiration (MM/AA)')).toBeInTheDocument();
    expect(screen.getByLabelText('Code de sécurité')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payer' })).toBeInTheDocument();
    expect(screen.getByText(/^Mode test/)).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
  });

  it('pays with the card typed, says so and lets the new customer in', async () => {
    serve({
      'GET /shop/checkout/chk_1': [checkoutAnswer()],
      'POST /shop/checkout/chk_1/pay': [checkoutAnswer({ status: 'paid' })],
    });
    const { onPaid } = render();
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByRole('status')).toHaveTextContent('Paiement accepté');
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(sentBodies('POST /shop/checkout/chk_1/pay')).toEqual([
      { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    ]);
  });

  it('says in French that a declined card was not charged, and why under the number', async () => {
    serve({
      'GET /shop/checkout/chk_1': [checkoutAnswer()],
      'POST /shop/checkout/chk_1/pay': [
        jsonResponse({ error: SHOP_MESSAGES.paymentDeclined, errors: { number: ['Votre carte a été refusée.'] } }, 402),
      ],
    });
    const { onPaid } = render();
    await payWith('4000 0000 0000 0002');
    expect(await screen.findByText('Le paiement a été refusé. Aucun montant n’a été débité.')).toBeInTheDocument();
    expect(
      screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(SHOP_MESSAGES.paymentDeclined)),
    ).toBe(true);
    expect(screen.getByLabelText('Numéro de carte')).toHaveAccessibleDescription('Votre carte a été refusée.');
    expect(screen.getByRole('button', { name: 'Payer' })).toBeEnabled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors under their fields', async () => {
    serve({
      'GET /shop/checkout/chk_1': [checkoutAnswer()],
      'POST /shop/checkout/chk_1/pay': [
        jsonResponse(
          {
            error: 'Les données envoyées ne sont pas valides',
            errors: { expiry: ["Cette valeur doit être une date d'expiration valide (MM/AA)"] },
          },
          400,
        ),
      ],
    });
    render();
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByText("Cette valeur doit être une date d'expiration valide (MM/AA)")).toBeInTheDocument();
    expect(screen.getByLabelText('Expiration (MM/AA)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the bank’s confirmation when 3-D Secure is required, then pays once confirmed', async () => {
    serve({
      'GET /shop/checkout/chk_1': [checkoutAnswer()],
      'POST /shop/checkout/chk_1/pay': [checkoutAnswer({ status: 'requires_action' })],
      'POST /shop/checkout/chk_1/authenticate': [checkoutAnswer({ status: 'paid' })],
    });
    const { onPaid } = render();
    await payWith('4000 0027 6000 3184');
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation par votre banque' });
    expect(within(dialog).getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer le paiement' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Paiement accepté');
    expect(sentBodies('POST /shop/checkout/chk_1/authenticate')).toEqual([{ approve: true }]);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('brings the card form back with the reason when the member refuses the 3-D Secure step', async () => {
    serve({
      'GET /shop/checkout/chk_1': [
        checkoutAnswer({ status: 'requires_action' }),
        checkoutAnswer({ status: 'failed', failure: SHOP_MESSAGES.authenticationFailed }),
      ],
      'POST /shop/checkout/chk_1/authenticate': [jsonResponse({ error: SHOP_MESSAGES.authenticationFailed }, 402)],
    });
    const { onPaid } = render();
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation par votre banque' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirmation par votre banque' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(SHOP_MESSAGES.authenticationFailed);
    expect(screen.getByRole('alert')).toHaveTextContent('Vous pouvez réessayer, avec la même carte ou une autre.');
    expect(screen.getByRole('button', { name: 'Payer' })).toBeInTheDocument();
    expect(sentBodies('POST /shop/checkout/chk_1/authenticate')).toEqual([{ approve: false }]);
    expect(onPaid).not.toHaveBeenCalled();
  });
});

describe('a checkout that is over', () => {
  it('says a payment made before is done, with the way back to the offers', async () => {
    serve({ 'GET /shop/checkout/chk_1': [checkoutAnswer({ status: 'paid' })] });
    const { onPaid } = render();
    expect(await screen.findByRole('heading', { name: 'Ce paiement a déjà été effectué' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revenir aux formules' })).toHaveAttribute('href', '/anonymous');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says an expired checkout was not charged', async () => {
    serve({ 'GET /shop/checkout/chk_1': [checkoutAnswer({ status: 'expired' })] });
    render();
    expect(await screen.findByRole('heading', { name: 'Ce paiement a expiré' })).toBeInTheDocument();
    expect(screen.getByText(/aucun montant n’a été débité/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revenir aux formules' })).toHaveAttribute('href', '/anonymous');
  });

  it('says when the checkout does not exist', async () => {
    serve({ 'GET /shop/checkout/chk_1': [jsonResponse({ error: SHOP_MESSAGES.checkoutNotFound }, 404)] });
    render();
    expect(await screen.findByRole('heading', { name: 'Ce paiement est introuvable' })).toBeInTheDocument();
  });
});

describe('back from Stripe Checkout', () => {
  it('waits for the confirmation, asking again every 2 s, then lets the new customer in', async () => {
    serve({
      'GET /shop/checkout/chk_1': [
        checkoutAnswer({ provider: 'stripe' }),
        checkoutAnswer({ provider: 'stripe', status: 'paid' }),
      ],
    });
    const { onPaid } = render({ isReturningFromStripe: true });
    expect(await screen.findByText('Paiement en cours de confirmation…')).toBeInTheDocument();
    expect(await screen.findByText('Paiement accepté', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('says after a minute that the confirmation is slow, and follows it again on demand', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serve({ 'GET /shop/checkout/chk_1': [checkoutAnswer({ provider: 'stripe' })] });
      render({ isReturningFromStripe: true });
      expect(await screen.findByText('Paiement en cours de confirmation…')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(CONFIRMATION_TIMEOUT_MS);
      expect(await screen.findByText('La confirmation prend plus de temps que prévu')).toBeInTheDocument();
      const asked = fetchMock.mock.calls.length;
      // Every 2 s for a minute, then no more.
      expect(asked).toBeGreaterThanOrEqual(CONFIRMATION_TIMEOUT_MS / CONFIRMATION_POLL_MS);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(fetchMock.mock.calls.length).toBe(asked);
      await userEvent.click(screen.getByRole('button', { name: 'Vérifier de nouveau' }));
      expect(await screen.findByText('Paiement en cours de confirmation…')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

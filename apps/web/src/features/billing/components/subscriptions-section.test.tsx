import type { Subscription } from '@campus/domain/billing';
import { SHOP_MESSAGES } from '@campus/domain/shop';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { jsonResponse, requestUrl, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { SubscriptionsSection } from './subscriptions-section';

const fetchMock = stubFetch();

const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 'sub_1',
  product: 'AIR Essentiel',
  period: 'monthly',
  status: 'active',
  amountCents: 4990,
  startedAt: '2026-10-12T09:00:00.000Z',
  nextRenewalAt: '2026-12-12T09:00:00.000Z',
  offerId: 'offer-air',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-12-12T09:00:00.000Z',
  graceEndsAt: null,
  ...overrides,
});

/** GET /shop/subscriptions answers `lists` in turn (the last one kept); the cancel and resume routes `changed`. */
function serve(lists: Subscription[][], changed?: Response) {
  fetchMock.mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (init?.method === 'POST') return Promise.resolve(changed ?? jsonResponse({ error: 'inattendu' }, 500));
    if (url === '/shop/subscriptions')
      return Promise.resolve(jsonResponse(lists.length > 1 ? lists.shift() : lists[0]));
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}
const posted = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input]) => requestUrl(input));

function render() {
  renderWithProviders(
    <>
      <SubscriptionsSection />
      <Toaster />
    </>,
    { user: makeUser() },
  );
}

describe('the member’s subscriptions', () => {
  it('show the next payment date of a running subscription', async () => {
    serve([[subscription()]]);
    render();
    expect(await screen.findByText('Prochain paiement le 12/12/2026')).toBeInTheDocument();
    expect(screen.getByText('Actif')).toBeInTheDocument();
  });

  it('cancel one at the end of its period after a confirmation saying access stays until then', async () => {
    const canceled = subscription({ cancelAtPeriodEnd: true, nextRenewalAt: null });
    serve([[subscription()], [canceled]], jsonResponse(canceled));
    render();
    const cancel = await screen.findByRole('button', { name: 'Résilier' });
    expect(cancel).toHaveAccessibleDescription('AIR Essentiel');
    await userEvent.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: /^Résilier cet abonnement/ });
    expect(dialog).toHaveTextContent("Vous gardez l'accès à vos formations jusqu'au 12/12/2026");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la résiliation' }));

    expect(await screen.findByText("Résilié : accès jusqu'au 12/12/2026")).toBeInTheDocument();
    expect(screen.getByText('Fin programmée')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Reprendre l'abonnement" })).toBeInTheDocument();
    expect(posted()).toEqual(['/shop/subscriptions/sub_1/cancel']);
  });

  it('resume a canceled one before its end', async () => {
    serve([[subscription({ cancelAtPeriodEnd: true })], [subscription()]], jsonResponse(subscription()));
    render();
    await userEvent.click(await screen.findByRole('button', { name: "Reprendre l'abonnement" }));
    expect(await screen.findByText('Prochain paiement le 12/12/2026')).toBeInTheDocument();
    expect(posted()).toEqual(['/shop/subscriptions/sub_1/resume']);
  });

  it('say until when an unpaid subscription keeps its access', async () => {
    serve([[subscription({ status: 'past_due', graceEndsAt: '2026-12-19T09:00:00.000Z' })]]);
    render();
    expect(await screen.findByText("Paiement en échec : accès jusqu'au 19/12/2026")).toBeInTheDocument();
  });

  it('offer nothing on an ended subscription', async () => {
    serve([[subscription({ status: 'canceled', currentPeriodEnd: null, nextRenewalAt: null })]]);
    render();
    expect(await screen.findByText('Depuis le 12/10/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Résilier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Reprendre l'abonnement" })).not.toBeInTheDocument();
  });

  it('tell in French why a cancellation was refused', async () => {
    serve([[subscription()]], jsonResponse({ error: SHOP_MESSAGES.subscriptionEnded }, 409));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Résilier' }));
    const dialog = await screen.findByRole('dialog', { name: /^Résilier cet abonnement/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la résiliation' }));
    expect(await screen.findByText(SHOP_MESSAGES.subscriptionEnded)).toBeInTheDocument();
  });
});

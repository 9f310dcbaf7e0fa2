import { SHOP_MESSAGES } from '@campus/domain/shop';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { jsonResponse, sentRequests, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { adminOffer } from '../testing/shop-fixtures';
import { NewOfferButton } from './new-offer-button';

const fetchMock = stubFetch();

function render() {
  return renderWithProviders(
    <>
      <NewOfferButton />
      <Toaster />
    </>,
    { user: makeUser({ permissions: ['MDB_ADMIN'] }) },
  );
}

async function openForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Nouvelle formule' }));
  return screen.findByRole('dialog', { name: 'Nouvelle formule' });
}

async function fillOffer(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText('Nom'), 'MDB Premium');
  await userEvent.type(within(dialog).getByLabelText('Prix TTC (€)'), '49,90');
  await userEvent.selectOptions(within(dialog).getByLabelText('Périodicité'), 'Mensuel');
  const formations = within(dialog).getByRole('group', { name: 'Formations' });
  await userEvent.click(within(formations).getByRole('checkbox', { name: 'MDB' }));
  await userEvent.click(within(formations).getByRole('checkbox', { name: 'Starter MDB' }));
  const channels = within(dialog).getByRole('group', { name: 'Chaînes' });
  await userEvent.click(within(channels).getByRole('checkbox', { name: 'Immobilier' }));
}

const sentBody = (call = 0): unknown => JSON.parse(fetchMock.mock.calls[call]?.[1]?.body as string);

describe('the offer form', () => {
  it('shows the price HT as the price TTC and the VAT rate are typed', async () => {
    render();
    const dialog = await openForm();
    const net = within(dialog).getByRole('status', { name: 'Prix HT' });
    expect(net).toHaveTextContent('—');
    expect(within(dialog).getByLabelText('TVA (%)')).toHaveValue('20');

    await userEvent.type(within(dialog).getByLabelText('Prix TTC (€)'), '49,90');
    expect(net).toHaveTextContent(/^41,58\s€$/);
    await userEvent.clear(within(dialog).getByLabelText('TVA (%)'));
    await userEvent.type(within(dialog).getByLabelText('TVA (%)'), '5,5');
    expect(net).toHaveTextContent(/^47,30\s€$/);
  });

  it('sends the price typed in euros as cents, the periodicity and what the offer gives', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(adminOffer({ salesCount: 0 }), 201));
    render();
    const dialog = await openForm();
    await fillOffer(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer la formule' }));

    expect(await screen.findByText('La formule « MDB Premium » est en vente.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentRequests(fetchMock).map(({ request }) => request)).toEqual(['POST /shop/admin/offers']);
    expect(sentBody()).toEqual({
      name: 'MDB Premium',
      description: '',
      priceCents: 4990,
      vatRateBasisPoints: 2000,
      interval: 'month',
      grants: { formations: ['mdb', 'starter_mdb'], channels: ['immobilier'] },
      status: 'active',
    });
  });

  it("shows the server's violations under the fields they are about", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          error: 'Certaines valeurs ne sont pas valides',
          errors: { priceCents: [SHOP_MESSAGES.priceNotExact], grants: [SHOP_MESSAGES.noGrant] },
        },
        400,
      ),
    );
    render();
    const dialog = await openForm();
    await fillOffer(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer la formule' }));

    const price = within(dialog).getByLabelText('Prix TTC (€)');
    expect(await within(dialog).findByText(SHOP_MESSAGES.priceNotExact)).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(SHOP_MESSAGES.priceNotExact);
    expect(within(dialog).getByRole('group', { name: 'Ce que la formule donne' })).toHaveAccessibleDescription(
      SHOP_MESSAGES.noGrant,
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Certaines valeurs ne sont pas valides');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('checks the fields before sending anything', async () => {
    render();
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByLabelText('Prix TTC (€)'), '49 euros');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer la formule' }));

    expect(await within(dialog).findByText('Ce champs est obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Prix TTC (€)')).toHaveAccessibleDescription(
      'Saisissez un prix en euros, par exemple 49,90',
    );
    expect(within(dialog).getByText(SHOP_MESSAGES.noGrant)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a price out of bounds in euros', async () => {
    render();
    const dialog = await openForm();
    await fillOffer(dialog);
    await userEvent.clear(within(dialog).getByLabelText('Prix TTC (€)'));
    await userEvent.type(within(dialog).getByLabelText('Prix TTC (€)'), '0,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer la formule' }));

    expect(await within(dialog).findByText(/^Le prix TTC va de 1,00\s€ à 100\s000,00\s€$/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

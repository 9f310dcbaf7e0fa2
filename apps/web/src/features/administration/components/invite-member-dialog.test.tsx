import { ADMINISTRATION_MESSAGES } from '@campus/domain/administration';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, sentRequests, stubFetch } from '../../../testing/fetch';
import { LocationProbe, renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { InviteMemberButton } from './invite-member-button';

const fetchMock = stubFetch();

function render() {
  return renderWithProviders(<InviteMemberButton />, {
    user: makeUser({ permissions: ['MDB_ADMIN'] }),
    path: '/administration/membres',
    routes: [{ path: '/administration/membres/:uid', element: <LocationProbe /> }],
  });
}

async function fillIdentity(email: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Inviter un membre' }));
  const dialog = await screen.findByRole('dialog', { name: 'Inviter un membre' });
  await userEvent.type(within(dialog).getByLabelText('Adresse e-mail'), email);
  await userEvent.type(within(dialog).getByLabelText('Prénom'), 'Léa');
  await userEvent.type(within(dialog).getByLabelText('Nom'), 'Martin');
  return dialog;
}

describe('the invitation form', () => {
  it('sends who, their formations, channels, customer status and roles, then opens their page', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ uid: 'u-lea' }, 201));
    render();
    const dialog = await fillIdentity('lea@exemple.fr');
    const formations = within(dialog).getByRole('group', { name: 'Formations' });
    await userEvent.click(within(formations).getByRole('checkbox', { name: 'AIR' }));
    await userEvent.click(within(formations).getByRole('checkbox', { name: 'Starter MDB' }));
    const channels = within(dialog).getByRole('group', { name: 'Chaînes' });
    await userEvent.click(within(channels).getByRole('checkbox', { name: 'Immobilier' }));
    await userEvent.click(within(channels).getByRole('checkbox', { name: 'Sport' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Client' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Ambassadeur'), 'AIR');
    await userEvent.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));

    // The toast shows on the member's page, which this test's router leaves out.
    expect(await screen.findByTestId('location')).toHaveTextContent('/administration/membres/u-lea');
    expect(sentRequests(fetchMock).map(({ request }) => request)).toEqual(['POST /api/admin/members']);
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      email: 'lea@exemple.fr',
      firstname: 'Léa',
      lastname: 'Martin',
      formations: { air: true, mdb: false, sport: false, starter_mdb: true },
      channels: ['immobilier', 'sport'],
      // Client is checked at first: the click made a prospect.
      isCustomer: false,
      roles: { ambassador: 'AIR', mentor: false, coach: false },
      permissions: [],
    });
  });

  it('says under the e-mail when a member already has it', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: ADMINISTRATION_MESSAGES.emailTaken }, 409));
    render();
    const dialog = await fillIdentity('mdb@campus.test');
    await userEvent.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));

    const email = within(dialog).getByLabelText('Adresse e-mail');
    expect(await within(dialog).findByText(ADMINISTRATION_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('checks the fields before sending anything', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Inviter un membre' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Adresse e-mail'), 'pas-une-adresse');
    await userEvent.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await within(dialog).findAllByText('Ce champs est obligatoire')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

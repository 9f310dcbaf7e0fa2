import type { MemberSummary, MembersPage } from '@campus/domain/administration';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sentRequests, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { memberSummary } from '../testing/member-fixtures';
import { MembersSearch } from './members-search';

const fetchMock = stubFetch();

const page = (items: MemberSummary[], nextCursor: string | null = null): MembersPage => ({ items, nextCursor });

function render(path = '/administration/membres') {
  return renderWithProviders(<MembersSearch />, { user: makeUser({ permissions: ['MDB_ADMIN'] }), path });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the members of the administration', () => {
  it('shows a placeholder while they load, then each member: name, e-mail, status, customer, rights, last sign-in', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des membres…');

    answer(
      jsonResponse(
        page([
          memberSummary(),
          memberSummary({
            uid: 'u-paul',
            name: 'paul@exemple.fr',
            email: 'paul@exemple.fr',
            status: 'invited',
            isCustomer: false,
            formations: { air: false, mdb: false, sport: false, starter_mdb: false },
            channels: [],
            lastSignInAt: null,
          }),
        ]),
      ),
    );
    const [, lea, paul] = await screen.findAllByRole('row');
    expect(within(lea!).getByRole('link', { name: 'Léa Martin' })).toHaveAttribute(
      'href',
      '/administration/membres/u-lea',
    );
    expect(within(lea!).getByText('lea.martin@exemple.fr')).toBeInTheDocument();
    expect(within(lea!).getByText('Actif')).toBeInTheDocument();
    expect(lea).not.toHaveTextContent('Prospect');
    expect(within(lea!).getByText('AIR')).toBeInTheDocument();
    expect(within(lea!).getByText('Immobilier, Business')).toBeInTheDocument();
    expect(within(lea!).getByText('20/11/2026 à 09h30')).toBeInTheDocument();
    expect(within(paul!).getByText('Invité')).toBeInTheDocument();
    expect(within(paul!).getByText('Prospect')).toBeInTheDocument();
    expect(within(paul!).getByText('Aucune')).toBeInTheDocument();
    expect(within(paul!).getByText('Jamais')).toBeInTheDocument();
    // The list is sorted by name unless told otherwise.
    expect(screen.getByLabelText('Trier par')).toHaveValue('name');
    expect(sentRequests(fetchMock)).toEqual([
      { request: 'GET /api/admin/members', authorization: 'Bearer test-token' },
    ]);
  });

  it('asks once the admin stopped typing, with the filters chosen', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(page([memberSummary()]))));
    render();
    await screen.findByRole('link', { name: 'Léa Martin' });

    await userEvent.selectOptions(screen.getByLabelText('Chaîne'), 'finance');
    await userEvent.selectOptions(screen.getByLabelText('Statut'), 'deactivated');
    await userEvent.type(screen.getByLabelText('Rechercher un membre'), 'lea');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));

    const requests = sentRequests(fetchMock).map(({ request }) => request);
    expect(requests).toEqual([
      'GET /api/admin/members',
      'GET /api/admin/members?channel=finance',
      'GET /api/admin/members?channel=finance&status=deactivated',
      'GET /api/admin/members?channel=finance&status=deactivated&q=lea',
    ]);
  });

  it('starts from the filters of the address', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(page([memberSummary()])));
    render('/administration/membres?formation=mdb&role=ambassador&sort=lastSignIn');
    await screen.findByRole('link', { name: 'Léa Martin' });
    expect(screen.getByLabelText('Formation')).toHaveValue('mdb');
    expect(screen.getByLabelText('Trier par')).toHaveValue('lastSignIn');
    expect(sentRequests(fetchMock)[0]?.request).toBe(
      'GET /api/admin/members?formation=mdb&role=ambassador&sort=lastSignIn',
    );
  });

  it('loads the next page with its cursor', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(page([memberSummary()], 'curseur-2')))
      .mockResolvedValueOnce(jsonResponse(page([memberSummary({ uid: 'u-zoe', name: 'Zoé Petit' })])));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Afficher plus de membres' }));
    expect(await screen.findByRole('link', { name: 'Zoé Petit' })).toBeInTheDocument();
    expect(screen.getByText('2 membres affichés')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Afficher plus de membres' })).toBeNull();
    expect(sentRequests(fetchMock)[1]?.request).toBe('GET /api/admin/members?cursor=curseur-2');
  });

  it('says so when no member matches', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(page([])));
    render();
    expect(await screen.findByText('Aucun membre ne correspond à cette recherche.')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ error: 'Erreur interne' }, 500))
      .mockResolvedValueOnce(jsonResponse(page([memberSummary()])));
    render();
    expect(await screen.findByText('Impossible de charger les membres.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Léa Martin' })).toBeInTheDocument();
  });
});

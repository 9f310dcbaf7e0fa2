import { ADMINISTRATION_MESSAGES, type AuditPage } from '@campus/domain/administration';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { jsonResponse, requestUrl, sentRequests, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { auditEntry, memberDetail } from '../testing/member-fixtures';
import { MemberAdministration } from './member-administration';

const fetchMock = stubFetch();

const trail: AuditPage = {
  items: [auditEntry({ before: { formations: { mdb: false } }, after: { formations: { mdb: true } } })],
  nextCursor: null,
};

/** A server that knows the member and their trail, and answers the writes with `write`. */
function serve(member = memberDetail(), write: () => Response = () => jsonResponse(member)) {
  fetchMock.mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (init?.method && init.method !== 'GET') return Promise.resolve(write());
    if (url.startsWith('/api/admin/audit')) return Promise.resolve(jsonResponse(trail));
    return Promise.resolve(jsonResponse(member));
  });
}

function render() {
  return renderWithProviders(
    <>
      <MemberAdministration uid="u-lea" />
      <Toaster />
    </>,
    { user: makeUser({ permissions: ['MDB_ADMIN'] }), path: '/administration/membres/u-lea' },
  );
}

describe("a member's administration page", () => {
  it('shows who they are, their sign-ins, invoices and contracts, and their audit trail', async () => {
    serve();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Léa Martin' })).toBeInTheDocument();
    expect(screen.getByText('Actif')).toBeInTheDocument();
    expect(screen.getByText('20/11/2026 à 09h30')).toBeInTheDocument();
    expect(screen.getByText('18/11/2026 à 18h00')).toBeInTheDocument();
    expect(screen.getByText('3 factures · 1 contrat')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir ses factures et contrats' })).toHaveAttribute(
      'href',
      '/mdb/admin/facturation?membre=u-lea',
    );
    expect(await screen.findByText('Membre modifié')).toBeInTheDocument();
    expect(screen.getByText('par Alice Admin')).toBeInTheDocument();
    expect(screen.getByText(/mdb non → mdb oui/)).toBeInTheDocument();
    expect(sentRequests(fetchMock).map(({ request }) => request)).toContain('GET /api/admin/audit?target=u-lea');
  });

  it('saves a change of rights with one PATCH', async () => {
    serve();
    render();
    const formations = await screen.findByRole('group', { name: 'Formations' });
    expect(within(formations).getByRole('checkbox', { name: 'AIR' })).toBeChecked();
    await userEvent.click(within(formations).getByRole('checkbox', { name: 'MDB' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mentor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les droits' }));

    expect(await screen.findByText(/Droits enregistrés/)).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(requestUrl(patch![0])).toBe('/api/admin/members/u-lea');
    expect(JSON.parse(patch![1]!.body as string)).toEqual({
      formations: { air: true, mdb: true, sport: false, starter_mdb: false },
      channels: ['immobilier', 'entrepreneuriat'],
      isCustomer: true,
      roles: { ambassador: null, mentor: true, coach: false },
      permissions: [],
    });
  });

  it('says why a change is refused (the last admin)', async () => {
    serve(memberDetail({ permissions: ['MDB_ADMIN'] }), () =>
      jsonResponse({ error: ADMINISTRATION_MESSAGES.lastAdminRight }, 409),
    );
    render();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Administrateur (MDB_ADMIN)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les droits' }));
    expect(await screen.findByText(ADMINISTRATION_MESSAGES.lastAdminRight)).toBeInTheDocument();
  });

  it('deactivates an account after a confirmation', async () => {
    serve(memberDetail(), () => jsonResponse(memberDetail({ status: 'deactivated' })));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Désactiver le compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Désactiver ce compte ?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Désactiver le compte' }));

    expect(await screen.findByText('Le compte de Léa Martin est désactivé')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(patch![1]!.body as string)).toEqual({ status: 'deactivated' });
  });

  it('sends an invited member their invitation again, or revokes it', async () => {
    const invited = memberDetail({
      status: 'invited',
      lastSignInAt: null,
      previousSignInAt: null,
      invitation: { state: 'pending', sentAt: '2026-11-20T09:00:00.000Z', expiresAt: '2026-11-27T09:00:00.000Z' },
    });
    serve(invited, () => new Response(null, { status: 204 }));
    render();
    expect(
      await screen.findByText("En attente (envoyée le 20/11/2026, valable jusqu'au 27/11/2026)"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Désactiver le compte' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: "Renvoyer l'invitation" }));
    expect(await screen.findByText('Nouvelle invitation envoyée à lea.martin@exemple.fr')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Révoquer l'invitation" }));
    const dialog = await screen.findByRole('dialog', { name: "Révoquer l'invitation ?" });
    await userEvent.click(within(dialog).getByRole('button', { name: "Révoquer l'invitation" }));
    expect(await screen.findByText('Invitation révoquée')).toBeInTheDocument();
    expect(
      sentRequests(fetchMock)
        .map(({ request }) => request)
        .filter((request) => !request.startsWith('GET')),
    ).toEqual(['POST /api/admin/members/u-lea/invitation', 'DELETE /api/admin/members/u-lea/invitation']);
  });

  it('says so when the member does not exist', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: ADMINISTRATION_MESSAGES.memberNotFound }, 404));
    render();
    expect(await screen.findByText(ADMINISTRATION_MESSAGES.memberNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous les membres' })).toHaveAttribute('href', '/administration/membres');
  });
});

import type { AuditPage } from '@campus/domain/administration';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl, sentRequests, stubFetch } from '../../../testing/fetch';
import { LocationProbe, renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { auditEntry, memberDetail } from '../testing/member-fixtures';
import { AuditJournal } from './audit-journal';

const fetchMock = stubFetch();

const page = (items: AuditPage['items'], nextCursor: string | null = null): AuditPage => ({ items, nextCursor });

function render(path = '/administration/journal') {
  return renderWithProviders(
    <>
      <AuditJournal />
      <LocationProbe />
    </>,
    { user: makeUser({ permissions: ['MDB_ADMIN'] }), path },
  );
}

const requests = () => sentRequests(fetchMock).map(({ request }) => request);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the audit journal', () => {
  it('asks with the filters of its address and shows the entries, newest first, a page at a time', async () => {
    fetchMock.mockImplementation((input) => {
      const url = requestUrl(input);
      if (url.startsWith('/api/admin/members/')) return Promise.resolve(jsonResponse(memberDetail()));
      if (url.includes('cursor=next')) {
        return Promise.resolve(jsonResponse(page([auditEntry({ id: 'a2', action: 'member.invited' })])));
      }
      return Promise.resolve(jsonResponse(page([auditEntry()], 'next')));
    });
    render('/administration/journal?target=u-lea&action=member.updated&from=2026-11-01&to=2026-11-30');

    const journal = await screen.findByRole('list', { name: "Actions d'administration" });
    expect(within(journal).getByText('Membre modifié')).toBeInTheDocument();
    expect(within(journal).getByText('par Alice Admin')).toBeInTheDocument();
    expect(screen.getByLabelText('Action')).toHaveValue('member.updated');
    expect(screen.getByLabelText('Du')).toHaveValue('2026-11-01');
    expect(await screen.findByRole('group', { name: 'Membre concerné' })).toHaveTextContent('Léa Martin');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(await within(journal).findByText('Membre invité')).toBeInTheDocument();
    expect(requests()).toEqual(
      expect.arrayContaining([
        'GET /api/admin/audit?target=u-lea&action=member.updated&from=2026-11-01&to=2026-11-30',
        'GET /api/admin/audit?target=u-lea&action=member.updated&from=2026-11-01&to=2026-11-30&cursor=next',
      ]),
    );
  });

  it('keeps a filter chosen in its address and asks again with it; removing it asks without', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(page([auditEntry()]))));
    render();
    await screen.findByRole('list', { name: "Actions d'administration" });

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'members.imported');
    expect(screen.getByTestId('location')).toHaveTextContent('/administration/journal?action=members.imported');
    await userEvent.selectOptions(screen.getByLabelText('Action'), '');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/administration\/journal$/);
    expect(requests()).toEqual(['GET /api/admin/audit', 'GET /api/admin/audit?action=members.imported']);
  });

  it('finds the author by name and filters on the one chosen', async () => {
    fetchMock.mockImplementation((input) => {
      const url = requestUrl(input);
      if (url.startsWith('/api/admin/members?')) {
        return Promise.resolve(
          jsonResponse({ items: [memberDetail({ uid: 'u-admin', name: 'Alice Admin' })], nextCursor: null }),
        );
      }
      if (url.startsWith('/api/admin/members/')) {
        return Promise.resolve(jsonResponse(memberDetail({ uid: 'u-admin', name: 'Alice Admin' })));
      }
      return Promise.resolve(jsonResponse(page([auditEntry()])));
    });
    render();
    await userEvent.type(screen.getByLabelText('Auteur'), 'ali');
    await userEvent.click(await screen.findByRole('button', { name: /Alice Admin/ }));

    expect(screen.getByTestId('location')).toHaveTextContent('/administration/journal?actor=u-admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer le filtre Auteur : Alice Admin' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/administration\/journal$/);
    expect(requests()).toContain('GET /api/admin/audit?actor=u-admin');
  });

  it('says when nothing matches, and offers a retry when the journal cannot load', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'Erreur interne' }, 500));
    fetchMock.mockResolvedValueOnce(jsonResponse(page([])));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText("Aucune action d'administration enregistrée.")).toBeInTheDocument();
  });

  it('asks nothing while the start date comes after the end date, and says so', () => {
    render('/administration/journal?from=2026-12-01&to=2026-11-01');
    expect(screen.getAllByText('La date de début doit précéder la date de fin')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('downloads the filtered journal as a CSV file', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        requestUrl(input).startsWith('/api/admin/audit/export')
          ? new Response('\uFEFFDate;Auteur\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } })
          : jsonResponse(page([auditEntry()])),
      ),
    );
    const createObjectURL = vi.fn(() => 'blob:journal');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render('/administration/journal?action=members.imported');
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));

    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(requests()).toContain('GET /api/admin/audit/export?action=members.imported');
    expect(createObjectURL.mock.calls[0]).toEqual([expect.objectContaining({ type: 'text/csv;charset=utf-8' })]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^journal-administration-\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });
});

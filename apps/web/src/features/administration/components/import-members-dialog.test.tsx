import type { ImportPreview, ImportReport } from '@campus/domain/administration';
import type { Job } from '@campus/domain/operations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl, sentRequests, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { ImportMembersDialog } from './import-members-dialog';

const fetchMock = stubFetch();

const csv = (size?: number) =>
  new File([size ? new Uint8Array(size) : 'email;prenom;nom;formations;chaines;client\n'], 'membres.csv', {
    type: 'text/csv',
  });

const preview: ImportPreview = {
  rows: 4,
  valid: 2,
  errors: [
    { line: 3, messages: ['Adresse e-mail invalide : « pas-un-mail »'] },
    { line: 5, messages: ['Formation inconnue : « yoga » (air, mdb, sport, starter_mdb)'] },
  ],
};

const report: ImportReport = {
  rows: 4,
  created: 2,
  updated: 0,
  unchanged: 0,
  errors: preview.errors,
  lines: [
    [2, 'a@exemple.fr', 'created'],
    [3, '', 'error'],
    [4, 'b@exemple.fr', 'created'],
    [5, '', 'error'],
  ],
};

const job = (status: Job['status'], overrides: Partial<Job> = {}): Job => ({
  id: 'job-1',
  name: 'members-import',
  status,
  attempts: 1,
  createdAt: '2026-11-21T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  error: null,
  report: null,
  ...overrides,
});

function render() {
  return renderWithProviders(<ImportMembersDialog open onOpenChange={() => undefined} />, {
    user: makeUser({ permissions: ['MDB_ADMIN'] }),
    path: '/administration/membres',
  });
}

const requests = () => sentRequests(fetchMock).map(({ request }) => request);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the CSV import of members', () => {
  it('explains the header, then previews the file: its lines, the valid ones, each bad line in French', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(preview));
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Importer des membres' });
    expect(within(dialog).getByText('email;prenom;nom;formations;chaines;client')).toBeInTheDocument();

    await userEvent.upload(within(dialog).getByLabelText('Fichier CSV des membres'), csv());
    const errors = await within(dialog).findByRole('list', { name: '2 lignes en erreur' });
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ligne 3 : Adresse e-mail invalide : « pas-un-mail »',
      'Ligne 5 : Formation inconnue : « yoga » (air, mdb, sport, starter_mdb)',
    ]);
    expect(dialog).toHaveTextContent('4 lignes lues · 2 valides · 2 en erreur');
    expect(requests()).toEqual(['POST /api/admin/members/import?dryRun=1']);
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect((body.get('file') as File).name).toBe('membres.csv');
  });

  it('runs the import, follows its job each second and shows the report with its CSV to download', async () => {
    const polls = [job('queued'), job('running', { progress: { done: 2, total: 4 } }), job('done', { report })];
    fetchMock.mockImplementation((input, init) => {
      const url = requestUrl(input);
      if (url.endsWith('dryRun=1')) return Promise.resolve(jsonResponse(preview));
      if (init?.method === 'POST') return Promise.resolve(jsonResponse({ jobId: 'job-1' }, 202));
      if (url.endsWith('/report')) return Promise.resolve(new Response('\uFEFFligne;email\r\n'));
      return Promise.resolve(jsonResponse(polls.length > 1 ? polls.shift() : polls[0]));
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:r'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Importer des membres' });
    await userEvent.upload(within(dialog).getByLabelText('Fichier CSV des membres'), csv());
    await userEvent.click(await within(dialog).findByRole('button', { name: "Lancer l'import" }));

    expect(await within(dialog).findByRole('progressbar', { name: "Avancement de l'import" })).toBeInTheDocument();
    // Running, the job tells how far it is: the bar is measured.
    const running = await within(dialog).findByRole(
      'progressbar',
      { name: "Avancement de l'import", value: { now: 50 } },
      { timeout: 3000 },
    );
    expect(running).toHaveAttribute(
      'aria-valuetext',
      'Import en cours : 2 lignes écrites sur 4, invitations envoyées au fur et à mesure…',
    );
    expect(await within(dialog).findByText('Import terminé : 4 lignes traitées', {}, { timeout: 4000 })).toBeVisible();
    const created = within(dialog).getByText('Créés').parentElement!;
    expect(created).toHaveTextContent('Créés2');
    expect(within(dialog).getByText('En erreur').parentElement).toHaveTextContent('En erreur2');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Télécharger le rapport (CSV)' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('rapport-import.csv');
    expect(requests()).toEqual([
      'POST /api/admin/members/import?dryRun=1',
      'POST /api/admin/members/import',
      'GET /api/admin/jobs/job-1',
      'GET /api/admin/jobs/job-1',
      'GET /api/admin/jobs/job-1',
      'GET /api/admin/members/import/job-1/report',
    ]);
  });

  it('refuses a file over 10 MB before sending it, and says so when the server refuses one (413)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'Fichier trop lourd' }, 413));
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Importer des membres' });
    const input = within(dialog).getByLabelText('Fichier CSV des membres');

    await userEvent.upload(input, csv(10 * 1024 * 1024 + 1));
    expect(within(dialog).getByText('Ce fichier dépasse 10 Mo : découpez-le en plusieurs fichiers.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.upload(input, csv());
    expect(
      await within(dialog).findByText('Ce fichier dépasse 10 Mo : découpez-le en plusieurs fichiers.'),
    ).toBeVisible();
    expect(requests()).toEqual(['POST /api/admin/members/import?dryRun=1']);
  });

  it('says why a file cannot be read (its header) and tells when the job failed', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          error: 'Données invalides',
          errors: { file: ["La première ligne doit être l'en-tête email;prenom;nom;formations;chaines;client"] },
        },
        400,
      ),
    );
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Importer des membres' });
    await userEvent.upload(within(dialog).getByLabelText('Fichier CSV des membres'), csv());
    expect(await within(dialog).findByText(/La première ligne doit être l'en-tête/)).toBeVisible();
  });
});

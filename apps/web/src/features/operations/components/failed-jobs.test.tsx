import type { FailedJobsPage, Job } from '@campus/domain/operations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { jsonResponse, sentRequests, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { FailedJobs } from './failed-jobs';

const fetchMock = stubFetch();

function failedJob(overrides: Partial<Job> = {}): Job {
  return {
    id: '0b9f4c1e-8d2a-4c55-9a51-3f1b2c7d8e90',
    name: 'deal-reminders',
    status: 'failed',
    attempts: 3,
    createdAt: '2026-03-12T06:00:00.000Z',
    startedAt: '2026-03-12T06:00:01.000Z',
    // 07:02 in Paris (winter time).
    finishedAt: '2026-03-12T06:02:00.000Z',
    error: 'Connexion à la base refusée',
    report: null,
    ...overrides,
  };
}

const page = (items: Job[], nextCursor: string | null = null): FailedJobsPage => ({ items, nextCursor });

function render() {
  return renderWithProviders(
    <>
      <FailedJobs />
      <Toaster />
    </>,
    { user: makeUser({ permissions: ['MDB_ADMIN'] }) },
  );
}

describe('the failed background jobs', () => {
  it('shows a placeholder while they load, then each job: what, when, after how many attempts, and why', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des tâches en échec…');
    expect(screen.queryByRole('button', { name: /Relancer/ })).toBeNull();

    answer(
      jsonResponse(
        page([
          failedJob(),
          failedJob({
            id: '5d0c7a2b-1e3f-4a6b-8c9d-0e1f2a3b4c5d',
            name: 'csv-import',
            attempts: 1,
            error: 'Fichier illisible',
          }),
        ]),
      ),
    );
    const rows = await screen.findAllByRole('row');
    // The header row, then one row per job.
    expect(rows).toHaveLength(3);
    const [, reminders, unknown] = rows;
    expect(within(reminders!).getByText('Rappels des deals qui expirent')).toBeInTheDocument();
    expect(within(reminders!).getByText('12/03/2026 à 07h02')).toBeInTheDocument();
    expect(within(reminders!).getByText('3')).toBeInTheDocument();
    expect(within(reminders!).getByText('Connexion à la base refusée')).toBeInTheDocument();
    // A job this version has no label for shows by its name.
    expect(within(unknown!).getByText('csv-import')).toBeInTheDocument();
    expect(within(unknown!).getByText('1')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(sentRequests(fetchMock)).toEqual([
      { request: 'GET /api/admin/jobs/failed', authorization: 'Bearer test-token' },
    ]);
  });

  it('says so when no job has failed', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(page([])));
    render();
    expect(await screen.findByText('Aucune tâche en échec.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ error: 'Erreur interne' }, 500))
      .mockResolvedValueOnce(jsonResponse(page([failedJob()])));
    render();
    expect(await screen.findByText('Impossible de charger les tâches en échec.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Rappels des deals qui expirent')).toBeInTheDocument();
  });

  it('retries a job, which then leaves the list', async () => {
    const job = failedJob();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(page([job])))
      .mockResolvedValueOnce(jsonResponse({ ...job, status: 'queued', finishedAt: null }))
      .mockResolvedValueOnce(jsonResponse(page([])));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Relancer « Rappels des deals qui expirent »' }));
    expect(await screen.findByText('« Rappels des deals qui expirent » est relancée')).toBeInTheDocument();
    expect(await screen.findByText('Aucune tâche en échec.')).toBeInTheDocument();
    expect(sentRequests(fetchMock).map(({ request }) => request)).toEqual([
      'GET /api/admin/jobs/failed',
      `POST /api/admin/jobs/${job.id}/retry`,
      'GET /api/admin/jobs/failed',
    ]);
  });

  it('says why a retry was refused', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(page([failedJob()])))
      .mockResolvedValueOnce(jsonResponse({ error: 'Seule une tâche en échec peut être relancée' }, 409))
      .mockResolvedValueOnce(jsonResponse(page([])));
    render();
    await userEvent.click(await screen.findByRole('button', { name: /Relancer/ }));
    expect(await screen.findByText("La tâche n'a pas pu être relancée")).toBeInTheDocument();
    expect(screen.getByText('Seule une tâche en échec peut être relancée')).toBeInTheDocument();
  });
});

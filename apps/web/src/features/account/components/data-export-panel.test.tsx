import { DATA_EXPORT_MESSAGES, type DataExportStatus } from '@campus/domain/account';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { jsonResponse, requestUrl, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { DataExportPanel } from './data-export-panel';

const fetchMock = stubFetch();

const status = (overrides: Partial<DataExportStatus> = {}): DataExportStatus => ({
  state: 'none',
  requestedAt: null,
  readyAt: null,
  expiresAt: null,
  size: null,
  ...overrides,
});

/** GET /api/me/data-export answers `state` (in preparation once a POST is taken); POST answers `refusal` or 202. */
function serve(state: DataExportStatus, refusal?: Response) {
  let current = state;
  fetchMock.mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (url === '/api/me/data-export' && init?.method === 'POST') {
      if (refusal) return Promise.resolve(refusal);
      current = status({ state: 'preparing', requestedAt: '2026-11-27T10:00:00.000Z' });
      return Promise.resolve(jsonResponse(current, 202));
    }
    if (url === '/api/me/data-export') return Promise.resolve(jsonResponse(current));
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

function render(token: string | null = null) {
  renderWithProviders(
    <>
      <DataExportPanel token={token} />
      <Toaster />
    </>,
    { user: makeUser() },
  );
}

describe('the data export panel (issue 32)', () => {
  it('asks for an export and shows it in preparation', async () => {
    serve(status());
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Demander mes données' }));
    expect(await screen.findByRole('heading', { name: 'Export en préparation' })).toBeVisible();
    expect(screen.getByText(/^Demandé le 27\/11\/2026 à 11h00\./)).toBeVisible();
  });

  it('shows the server’s French message when one is already in preparation', async () => {
    serve(status(), jsonResponse({ error: DATA_EXPORT_MESSAGES.alreadyPreparing }, 409));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Demander mes données' }));
    expect(await screen.findByText(DATA_EXPORT_MESSAGES.alreadyPreparing)).toBeVisible();
  });

  it('offers the ready export until its end, in French, with Télécharger', async () => {
    serve(
      status({
        state: 'ready',
        requestedAt: '2026-11-27T10:00:00.000Z',
        readyAt: '2026-11-27T10:01:00.000Z',
        expiresAt: '2026-12-04T10:01:00.000Z',
        size: 2_516_582,
      }),
    );
    render();
    expect(await screen.findByRole('heading', { name: 'Votre export est prêt' })).toBeVisible();
    expect(screen.getByText("Téléchargeable jusqu'au vendredi 4 décembre 2026.")).toBeVisible();
    expect(screen.getByText('Fichier zip de 2,4 Mo.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Télécharger' })).toBeEnabled();
  });

  it('says when the last export expired, and offers a new one', async () => {
    serve(status({ state: 'expired', expiresAt: '2026-11-20T10:00:00.000Z' }));
    render();
    expect(await screen.findByRole('heading', { name: 'Votre dernier export a expiré' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Demander un nouvel export' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Télécharger' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { TermsOfSaleModal } from './terms-of-sale-modal';
import { jsonResponse, requestUrl } from '../../../testing/fetch';

const fetchMock = vi.fn<typeof fetch>();
let needRefresh = true;

beforeEach(() => {
  needRefresh = true;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((url, init) => {
    const request = `${init?.method ?? 'GET'} ${requestUrl(url)}`;
    if (request === 'GET /api/cgv/needRefresh') {
      return Promise.resolve(
        jsonResponse({
          needRefresh,
          terms: needRefresh
            ? { version: '2026-11', publishedAt: '2026-11-02T09:00:00.000Z', effectiveAt: '2026-12-01T09:00:00.000Z' }
            : null,
        }),
      );
    }
    if (request === 'PUT /api/cgv/accepted') return Promise.resolve(new Response(null, { status: 204 }));
    if (request === 'POST /api/me/refresh') return Promise.resolve(jsonResponse({ token: 'fresh' }));
    return Promise.resolve(jsonResponse(makeUser()));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const acceptanceCalls = () =>
  fetchMock.mock.calls.filter(([url, init]) => requestUrl(url) === '/api/cgv/accepted' && init?.method === 'PUT');

describe('the terms-of-sale modal (spec 2.6 and 4)', () => {
  it('says the terms evolved and when they come into force, with a link to them', async () => {
    renderWithProviders(<TermsOfSaleModal />, { user: makeUser() });
    const dialog = await screen.findByRole('dialog', { name: 'Nos conditions générales de vente évoluent' });
    expect(dialog).toHaveTextContent('entrent en vigueur le mardi 1 décembre 2026');
    expect(within(dialog).getByRole('link', { name: /conditions générales de vente/ })).toHaveAttribute('href', '/cgv');
  });

  it('ticks the acknowledgement by default', async () => {
    renderWithProviders(<TermsOfSaleModal />, { user: makeUser() });
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('checkbox', {
        name: "J'ai lu et j'accepte les nouvelles conditions générales de vente",
      }),
    ).toBeChecked();
  });

  it('sends the acceptance on Confirmer and hides', async () => {
    renderWithProviders(<TermsOfSaleModal />, { user: makeUser() });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(acceptanceCalls()).toHaveLength(1);
    expect(acceptanceCalls()[0]?.[1]?.body).toBe('{"cgvAccepted":true}');
  });

  it('sends the value the member chose when they untick it', async () => {
    renderWithProviders(<TermsOfSaleModal />, { user: makeUser() });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(acceptanceCalls()).toHaveLength(1));
    expect(acceptanceCalls()[0]?.[1]?.body).toBe('{"cgvAccepted":false}');
  });

  it('blocks the page: Escape does not close it and there is no close button', async () => {
    renderWithProviders(<TermsOfSaleModal />, { user: makeUser() });
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Fermer' })).not.toBeInTheDocument();
  });

  it('keeps focus inside the dialog', async () => {
    renderWithProviders(<TermsOfSaleModal />, { user: makeUser() });
    const dialog = await screen.findByRole('dialog');
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('stays hidden when the terms did not change', async () => {
    needRefresh = false;
    renderWithProviders(<TermsOfSaleModal />, { user: makeUser() });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

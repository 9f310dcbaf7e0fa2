import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { UnsignedContractsModal } from './unsigned-contracts-modal';

const fetchMock = vi.fn<typeof fetch>();
let waiting: object[] = [];

beforeEach(() => {
  waiting = [
    {
      id: 'c-1',
      created_at: '2026-11-20T09:00:00.000Z',
      course_id: 'air',
      product: { name: 'Formation AIR' },
      name: 'Formation AIR',
    },
    {
      id: 'c-2',
      created_at: '2026-11-24T09:00:00.000Z',
      course_id: null,
      product: null,
      name: 'Contrat du 24/11/2026',
    },
  ];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((url) => {
    if (requestUrl(url) === '/api/contract/list/me/waiting') return Promise.resolve(jsonResponse(waiting));
    return Promise.resolve(jsonResponse(makeUser()));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('the unsigned-contracts modal (spec 2.6 and 8)', () => {
  it('says action is required and access may be lost, and lists each contract with a Signer link', async () => {
    renderWithProviders(<UnsignedContractsModal />, { user: makeUser() });
    const dialog = await screen.findByRole('dialog', { name: /Action requise/ });
    expect(dialog).toHaveTextContent("risquez de perdre l'accès");
    const list = within(dialog).getByRole('list', { name: 'Contrats à signer' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Contrat du 24/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Signer « Formation AIR »' })).toHaveAttribute(
      'href',
      '/mon-compte/mes-contrats/signer?id=c-1',
    );
  });

  it('cannot be dismissed: no close button, Escape and outside clicks leave it open', async () => {
    renderWithProviders(<UnsignedContractsModal />, { user: makeUser() });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /fermer/i })).toBeNull();
    // The product behind takes no pointer: the page under the modal cannot be used.
    expect(document.body).toHaveStyle({ pointerEvents: 'none' });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.keyboard('{Escape}');
    await user.click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('leaves sign-out and the legal pages reachable', async () => {
    renderWithProviders(<UnsignedContractsModal />, { user: makeUser() });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: /Se déconnecter/ })).toHaveAttribute('href', '/logout');
    expect(within(dialog).getByRole('link', { name: 'les mentions légales' })).toHaveAttribute(
      'href',
      '/mentions-legales',
    );
    expect(within(dialog).getByRole('link', { name: 'les conditions générales de vente' })).toHaveAttribute(
      'href',
      '/cgv',
    );
  });

  it('does not show while no contract waits', async () => {
    waiting = [];
    renderWithProviders(<UnsignedContractsModal />, { user: makeUser() });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

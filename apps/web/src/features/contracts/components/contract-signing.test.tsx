import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { ContractSigning } from './contract-signing';

const fetchMock = vi.fn<typeof fetch>();
const contract = {
  id: 'c-1',
  created_at: '2026-11-20T09:00:00.000Z',
  course_id: null,
  product: { name: 'Formation AIR' },
  name: 'Formation AIR',
  kind: 'contract',
  status: 'waiting',
  signatureTypes: ['typed'],
  signedAt: null,
  signerName: null,
  signatureType: null,
  originalSha256: 'a'.repeat(64),
  signedSha256: null,
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((url, init) => {
    const request = `${init?.method ?? 'GET'} ${requestUrl(url)}`;
    if (request === 'GET /api/contract/c-1') return Promise.resolve(jsonResponse(contract));
    if (request === 'GET /api/contract/c-1/pdf') return Promise.resolve(jsonResponse({ error: 'x' }, 500));
    if (request === 'POST /api/contract/c-1/sign') {
      return Promise.resolve(
        jsonResponse(
          {
            error: 'Le nom saisi doit être celui du titulaire du compte',
            errors: { signerName: ['Le nom saisi doit être celui du titulaire du compte'] },
          },
          422,
        ),
      );
    }
    return Promise.resolve(jsonResponse(makeUser()));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const signRequests = () =>
  fetchMock.mock.calls.filter(([url, init]) => requestUrl(url) === '/api/contract/c-1/sign' && init?.method === 'POST');

describe('the signing form', () => {
  it('offers only the signature types the contract allows (no pad for a typed-name contract)', async () => {
    renderWithProviders(<ContractSigning id="c-1" />, { user: makeUser() });
    await screen.findByRole('heading', { name: 'Formation AIR' });
    expect(screen.queryByRole('img', { name: 'Dessinez votre signature' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('asks for the consent before sending, then shows the server refusal under the name', async () => {
    renderWithProviders(<ContractSigning id="c-1" />, { user: makeUser() });
    await screen.findByRole('heading', { name: 'Formation AIR' });
    await userEvent.type(screen.getByLabelText('Votre nom complet'), 'Jean Dupont');
    await userEvent.click(screen.getByRole('button', { name: 'Signer le contrat' }));
    expect(screen.getByText('Cochez la case pour accepter la signature électronique')).toBeInTheDocument();
    expect(signRequests()).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: /signature électronique simple/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Signer le contrat' }));
    const form = screen.getByRole('button', { name: 'Signer le contrat' }).closest('form')!;
    expect(await within(form).findByText('Le nom saisi doit être celui du titulaire du compte')).toBeInTheDocument();
    expect(JSON.parse(signRequests()[0]![1]!.body as string)).toEqual({
      consent: true,
      signerName: 'Jean Dupont',
      signatureType: 'typed',
    });
  });
});

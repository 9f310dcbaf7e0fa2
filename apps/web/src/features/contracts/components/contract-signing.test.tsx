import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl } from '../../../testing/fetch';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { waitingContractsQueryKey } from '../api/contracts-query-keys';
import { makeUser } from '../../../testing/users';
import { ContractSigning } from './contract-signing';

const fetchMock = vi.fn<typeof fetch>();
const typedOnly = {
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
let contract: typeof typedOnly | (Omit<typeof typedOnly, 'signatureTypes'> & { signatureTypes: string[] }) = typedOnly;
let signAnswer: Response | null = null;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((url, init) => {
    const request = `${init?.method ?? 'GET'} ${requestUrl(url)}`;
    if (request === 'GET /api/contract/c-1') return Promise.resolve(jsonResponse(contract));
    if (request === 'GET /api/contract/c-1/pdf') return Promise.resolve(jsonResponse({ error: 'x' }, 500));
    if (request === 'POST /api/contract/c-1/sign') {
      if (signAnswer) return Promise.resolve(signAnswer);
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
  vi.restoreAllMocks();
  fetchMock.mockReset();
  contract = typedOnly;
  signAnswer = null;
});

const TYPED_PNG = 'data:image/png;base64,iVBORw0KGgoTYPED';

/** jsdom draws nothing: a 2D context that takes every call (the pad's and the typed signature's), and a PNG out. */
function stubCanvas() {
  const context: Record<string | symbol, unknown> = {};
  const proxy: unknown = new Proxy(context, {
    get: (target, key) => {
      if (key === 'measureText') return () => ({ width: 200 });
      if (key === 'canvas') return document.createElement('canvas');
      return key in target ? target[key] : () => undefined;
    },
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(proxy as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(TYPED_PNG);
}

const signButton = () => screen.getByRole('button', { name: 'Signer le contrat' });

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

  it('on an empty submit, focuses the first invalid field, ties each message to its field and announces them all', async () => {
    renderWithProviders(<ContractSigning id="c-1" />, { user: makeUser() });
    await screen.findByRole('heading', { name: 'Formation AIR' });
    await userEvent.click(signButton());

    const name = screen.getByLabelText('Votre nom complet');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Saisissez votre nom complet'));
    const consent = screen.getByRole('checkbox', { name: /signature électronique simple/ });
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription('Cochez la case pour accepter la signature électronique');
    // Announced as a count (each message is read with its field): no message shows twice.
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Le contrat n'est pas signé : 2 points sont à corriger, signalés ci-dessus.",
    );
    expect(screen.getAllByText('Cochez la case pour accepter la signature électronique')).toHaveLength(1);
    expect(signRequests()).toHaveLength(0);

    // Only the consent is missing now: it takes the focus.
    await userEvent.type(name, 'Jean Dupont');
    await userEvent.click(signButton());
    expect(consent).toHaveFocus();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Le contrat n'est pas signé : un point est à corriger, signalé ci-dessus.",
    );
  });

  it("gives the focus to the field the server refuses (the holder's name), its message announced", async () => {
    renderWithProviders(<ContractSigning id="c-1" />, { user: makeUser() });
    await screen.findByRole('heading', { name: 'Formation AIR' });
    await userEvent.type(screen.getByLabelText('Votre nom complet'), 'Jean Dupont');
    await userEvent.click(screen.getByRole('checkbox', { name: /signature électronique simple/ }));
    await userEvent.click(signButton());
    await waitFor(() => expect(screen.getByLabelText('Votre nom complet')).toHaveFocus());
    expect(screen.getByLabelText('Votre nom complet')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Votre nom complet')).toHaveAccessibleDescription(
      expect.stringContaining('Le nom saisi doit être celui du titulaire du compte'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('un point est à corriger');
  });

  it('signs a contract that takes an image with the keyboard alone: the typed name, sent as the signature image', async () => {
    stubCanvas();
    contract = { ...typedOnly, signatureTypes: ['drawn'] };
    signAnswer = jsonResponse({ ...typedOnly, status: 'signed', signedAt: '2026-11-27T10:00:00.000Z' });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(waitingContractsQueryKey, [{ id: 'c-1' }, { id: 'c-2' }]);
    renderWithProviders(<ContractSigning id="c-1" />, { user: makeUser(), queryClient });
    await screen.findByRole('heading', { name: 'Formation AIR' });
    // Typed by default: no pad to draw on until « Dessiner » is chosen.
    expect(screen.getByRole('radio', { name: 'Saisir' })).toBeChecked();
    expect(screen.queryByRole('img', { name: 'Dessinez votre signature' })).toBeNull();

    const user = userEvent.setup();
    screen.getByLabelText('Votre nom complet').focus();
    await user.keyboard('Maxime Chevalier');
    expect(await screen.findByRole('img', { name: 'Votre signature : Maxime Chevalier' })).toHaveAttribute(
      'src',
      TYPED_PNG,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Saisir' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /signature électronique simple/ })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(signButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(signRequests()).toHaveLength(1));
    expect(JSON.parse(signRequests()[0]![1]!.body as string)).toEqual({
      consent: true,
      signerName: 'Maxime Chevalier',
      signatureType: 'drawn',
      drawnSignature: TYPED_PNG,
      signatureImage: 'typed',
    });
    // The shell's blocking modal, next, no longer lists it: it does not open over the contracts page for a moment.
    await waitFor(() => expect(queryClient.getQueryData(waitingContractsQueryKey)).toEqual([{ id: 'c-2' }]));
  });

  it('keeps the pad for who draws: an empty pad focuses « Dessiner », described by its message', async () => {
    stubCanvas();
    contract = { ...typedOnly, signatureTypes: ['typed', 'drawn'] };
    renderWithProviders(<ContractSigning id="c-1" />, { user: makeUser() });
    await screen.findByRole('heading', { name: 'Formation AIR' });
    expect(screen.getByRole('radio', { name: 'Nom saisi et signature' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Votre nom complet'), 'Jean Dupont');
    await userEvent.click(screen.getByRole('radio', { name: 'Dessiner' }));
    expect(screen.getByRole('img', { name: 'Dessinez votre signature' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /signature électronique simple/ }));
    await userEvent.click(signButton());

    const draw = screen.getByRole('radio', { name: 'Dessiner' });
    expect(draw).toHaveFocus();
    expect(draw).toHaveAttribute('aria-invalid', 'true');
    expect(draw).toHaveAccessibleDescription('Dessinez votre signature dans le cadre, ou choisissez « Saisir »');
    expect(screen.getByRole('alert')).toHaveTextContent('un point est à corriger');
    expect(signRequests()).toHaveLength(0);

    // The arrow keys move to « Saisir »: the error goes, the typed image is there.
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Saisir' })).toBeChecked();
    expect(screen.queryByText(/Dessinez votre signature dans le cadre/)).toBeNull();
    expect(screen.getByRole('img', { name: 'Votre signature : Jean Dupont' })).toBeInTheDocument();
  });
});

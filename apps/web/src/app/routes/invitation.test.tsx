import { ADMINISTRATION_MESSAGES } from '@campus/domain/administration';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { memberFixture } from '../../features/account/testing/member-fixture';
import { queryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session';
import { jsonResponse, requestUrl } from '../../testing/fetch';
import InvitationPage from './invitation';

const member = memberFixture({ email: 'lea@exemple.fr', firstname: 'Léa' });

/** A server that greets the invitation with `preview`, answers its acceptance with `accepted`, then knows the member. */
function stubServer(preview: Response, accepted: Response = jsonResponse({ token: 'member-token' })) {
  const fetchMock = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = requestUrl(input);
    if (url.startsWith('/api/auth/invitation') && init?.method === 'POST') return Promise.resolve(accepted);
    if (url.startsWith('/api/auth/invitation')) return Promise.resolve(preview);
    if (url.endsWith('/api/me/refresh')) return Promise.resolve(jsonResponse({ token: 'fresh-token' }));
    if (url.endsWith('/api/me')) return Promise.resolve(jsonResponse(member));
    return Promise.resolve(jsonResponse({ error: 'Introuvable' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderInvitation(entry: string) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/invitation" element={<InvitationPage />} />
          <Route path="/" element={<h1>Tableau de bord</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function choosePassword(password: string, confirmation = password) {
  await userEvent.type(await screen.findByLabelText('Nouveau mot de passe'), password);
  await userEvent.type(screen.getByLabelText('Confirmation du mot de passe'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Activer mon compte' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  sessionStore.clear();
});

describe('the invitation page', () => {
  it('greets the invited member, activates the account with the chosen password and signs them in', async () => {
    const fetchMock = stubServer(jsonResponse({ email: 'lea@exemple.fr', firstname: 'Léa' }));
    renderInvitation('/invitation?token=abc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue sur Campus, Léa' })).toBeInTheDocument();
    expect(screen.getByText(/lea@exemple\.fr/)).toBeInTheDocument();
    await choosePassword('un-mot-de-passe');

    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(sessionStore.get().apiToken).not.toBeNull();
    const acceptance = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(acceptance?.[1]?.body as string)).toEqual({ token: 'abc', password: 'un-mot-de-passe' });
  });

  it('keeps the password rules of the reset', async () => {
    const fetchMock = stubServer(jsonResponse({ email: 'lea@exemple.fr', firstname: null }));
    renderInvitation('/invitation?token=abc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue sur Campus' })).toBeInTheDocument();
    await choosePassword('court', 'autre');
    expect(await screen.findByText('Cette valeur doit contenir au moins 8 caractères')).toBeInTheDocument();
    expect(screen.getByText('Les deux mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says clearly when the link is expired or already used', async () => {
    stubServer(jsonResponse({ error: ADMINISTRATION_MESSAGES.invalidInvitation }, 404));
    renderInvitation('/invitation?token=old');

    expect(await screen.findByRole('alert')).toHaveTextContent(ADMINISTRATION_MESSAGES.invalidInvitation);
    expect(screen.queryByLabelText('Nouveau mot de passe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/login');
  });

  it('says so when the link dies between the greeting and the activation', async () => {
    stubServer(
      jsonResponse({ email: 'lea@exemple.fr', firstname: 'Léa' }),
      jsonResponse({ error: ADMINISTRATION_MESSAGES.invalidInvitation }, 400),
    );
    renderInvitation('/invitation?token=abc');

    await choosePassword('un-mot-de-passe');
    expect(await screen.findByText(ADMINISTRATION_MESSAGES.invalidInvitation)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activer mon compte' })).toBeNull();
  });

  it('says so when the link has no token', () => {
    stubServer(jsonResponse({}));
    renderInvitation('/invitation');
    expect(screen.getByRole('alert')).toHaveTextContent("Ce lien d'invitation est incomplet.");
  });
});

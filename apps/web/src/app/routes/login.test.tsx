import { AUTH_MESSAGES } from '@campus/domain/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { memberFixture } from '../../features/account/testing/member-fixture';
import { queryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session';
import { keepSignOutNotice } from '../../lib/auth/sign-out-notice';
import LoginPage from './login';

const member = memberFixture();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A server that answers the login with `loginAnswer` and knows the member once signed in. */
function stubServer(loginAnswer: Response) {
  const fetchMock = vi.fn((url: string) => {
    if (url.endsWith('/api/auth/login')) return Promise.resolve(loginAnswer);
    if (url.endsWith('/api/me/refresh')) return Promise.resolve(json(200, { token: 'fresh-token' }));
    if (url.endsWith('/api/me')) return Promise.resolve(json(200, member));
    return Promise.resolve(json(404, { error: AUTH_MESSAGES.notFound }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderLogin(entry: string) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/" element={<h1>Tableau de bord</h1>} />
          <Route path="/mes-replays" element={<h1>Mes replays</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function signInWith(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), email);
  await userEvent.type(screen.getByLabelText('Mot de passe'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('login page', () => {
  it('shows the accessible names the browser tests rely on', () => {
    stubServer(json(200, { token: 'token' }));
    renderLogin('/login');

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/mot-de-passe-oublie');
  });

  it('shows the server error when the credentials are wrong, and stays signed out', async () => {
    stubServer(json(401, { error: 'Email ou mot de passe incorrect' }));
    renderLogin('/login');

    await signInWith('mdb@campus.test', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Email ou mot de passe incorrect');
    expect(sessionStore.get().apiToken).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
  });

  it('shows the French throttling message of a 429', async () => {
    stubServer(json(429, { error: AUTH_MESSAGES.tooManyAttempts }));
    renderLogin('/login');

    await signInWith('mdb@campus.test', 'campus-demo-2026');

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.tooManyAttempts);
  });

  it("shows the server's French violations under the empty fields", async () => {
    const violations = { email: ['Ce champs est obligatoire'], password: ['Ce champs est obligatoire'] };
    const fetchMock = stubServer(json(400, { error: AUTH_MESSAGES.invalidBody, errors: violations }));
    renderLogin('/login');

    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findAllByText('Ce champs est obligatoire')).toHaveLength(2);
    expect(screen.getByLabelText('Adresse e-mail')).toHaveClass('border-danger');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signs in and goes to the page given by from', async () => {
    stubServer(json(200, { token: 'login-token' }));
    renderLogin('/login?from=%2Fmes-replays');

    await signInWith('mdb@campus.test', 'campus-demo-2026');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mes replays' })).toBeInTheDocument();
    expect(sessionStore.get().apiToken).toBe('fresh-token');
  });

  it('ignores a from that leaves the site and goes home', async () => {
    stubServer(json(200, { token: 'login-token' }));
    renderLogin('/login?from=%2F%2Fevil.example');

    await signInWith('mdb@campus.test', 'campus-demo-2026');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
  });

  it('says once why the server signed the member out (a deactivated account)', () => {
    stubServer(json(200, { token: 'token' }));
    keepSignOutNotice('Ce compte a été désactivé. Contactez votre organisme de formation.');
    renderLogin('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Ce compte a été désactivé.');
  });
});

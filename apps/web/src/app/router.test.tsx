import { publicUserResponseSchema, type MeResponse } from '@campus/domain/account';
import { MDB_ADMIN, NO_FORMATIONS } from '@campus/domain/rights';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api-client';
import { ME_QUERY_KEY } from '../lib/auth/me';
import { sessionStore } from '../lib/session';
import { createTestQueryClient, LocationProbe, TestProviders } from '../testing/render';
import { makeUser } from '../testing/users';
import { AppRoutes } from './router';

const admin = makeUser({
  uid: 'uid-admin',
  permissions: [MDB_ADMIN],
  userChannels: ['base', 'immobilier', 'entrepreneuriat', 'finance', 'sport'],
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', (url: string) => {
    if (url === '/api/cgv/needRefresh') return Promise.resolve(json({ needRefresh: false, terms: null }));
    if (url.startsWith('/api/users/')) {
      return Promise.resolve(
        json(
          publicUserResponseSchema.parse({
            uid: 'uid-paul',
            displayName: 'Paul Durand',
            firstname: 'Paul',
            lastname: 'Durand',
            pictureUrl: null,
            isAmbassador: true,
            userChannels: ['immobilier'],
            memberSince: '2025-03-14T10:00:00.000Z',
          }),
        ),
      );
    }
    return Promise.resolve(new Response(null, { status: 204 }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderApp(path: string, user: MeResponse | null = admin) {
  const queryClient = createTestQueryClient();
  if (user) {
    sessionStore.set({ apiToken: 'token', activeChannel: 'immobilier' });
    queryClient.setQueryData(ME_QUERY_KEY, user);
  }
  render(
    <TestProviders client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </TestProviders>,
  );
}

const location = () => screen.getByTestId('location').textContent;

// Mes coachs is closed with MDB and Les ambassadeurs without AIR (page-access.ts): a member they are open to opens them.
const customer = makeUser();
const airMember = makeUser({ formations: { ...NO_FORMATIONS, air: true } });

const SECTION_PAGES: [string, string, MeResponse?][] = [
  ['/yam-nutrition', 'Nutrition'],
  ['/mes-formations', 'Mes formations'],
  ['/mon-reseau', 'Mon réseau'],
  ['/mon-reseau/mes-coachs', 'Mes coachs', customer],
  ['/mon-reseau/les-membres', 'Les membres'],
  ['/mon-reseau/les-ambassadeurs', 'Les ambassadeurs', airMember],
  ['/mon-reseau/les-mentors', 'Les mentors'],
  ['/mon-reseau/les-partenaires', 'Les partenaires'],
  ['/mon-reseau/les-rencontres', 'Les rencontres'],
  ['/mon-reseau/bons-contacts', 'Bons contacts'],
  ['/mon-reseau/bon-contacts', 'Bons contacts'],
  ['/mon-reseau/deals-off-market', 'Deals off market'],
  ['/circle/market', 'Deals off market'],
  ['/mes-evenements', 'Mes évènements'],
  ['/mes-replays', 'Mes replays'],
  ['/mes-ressources-utiles', 'Mes ressources utiles'],
  ['/mdb', "L'Incubateur (MDB)"],
  ['/mdb/comite-projets', 'Comité projets'],
  ['/mdb/soumettre-mon-projet', 'Soumettre mon projet'],
  ['/mdb/admin', 'Administration'],
  ['/mon-suivi/notifications', 'Mes notifications'],
  ['/mon-suivi/messages', 'Mes messages'],
  ['/mon-suivi/calendrier', 'Mon calendrier'],
  ['/classroom?id=42', 'Mon cours'],
  ['/users/uid-paul', 'Paul Durand'],
];

describe('the routes of spec 2.1', () => {
  it.each(SECTION_PAGES)(
    '%s shows the page titled %s as its single h1, in the member shell',
    async (path, title, user) => {
      renderApp(path, user);
      expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getAllByRole('navigation', { name: 'Menu principal' }).length).toBeGreaterThan(0);
    },
  );

  it.each(SECTION_PAGES.filter(([path]) => !path.startsWith('/users/')))(
    '%s names the header and the browser tab after its title %s',
    async (path, title, user) => {
      renderApp(path, user);
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
      await waitFor(() => expect(document.title).toBe(`${title} · Campus`));
    },
  );

  it.each([
    '/login',
    '/login/',
    '/connexion',
    '/connexion/',
    '/forgot-password',
    '/mot-de-passe-oublie/',
    '/reset-password',
    '/invitation',
  ])('%s is open to a signed-out visitor', async (path) => {
    renderApp(path, null);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(location()).toBe(path);
  });

  it.each(['/mentions-legales', '/cgv', '/consentement', '/une-page-qui-n-existe-pas'])(
    '%s shows to a signed-out visitor in the bare layout',
    async (path) => {
      renderApp(path, null);
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
      expect(location()).toBe(path);
      expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    },
  );

  it('shows /anonymous to a prospect in their own space: the offers, their account and a logout link', async () => {
    renderApp('/mes-replays', makeUser({ isCustomer: false }));
    expect(await screen.findByRole('link', { name: 'Se déconnecter' })).toHaveAttribute('href', '/logout');
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Nos formules', 'Mon compte']);
    expect(screen.queryByRole('button', { name: /Calendrier/ })).not.toBeInTheDocument();
  });

  it('shows a prospect their account pages in their own space, not in the member shell', async () => {
    renderApp('/mon-compte/mes-factures', makeUser({ isCustomer: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes factures' }, { timeout: 5000 })).toBeVisible();
    expect(within(screen.getByRole('navigation', { name: 'Menu principal' })).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Calendrier/ })).not.toBeInTheDocument();
  });

  it('sends a customer who opens /anonymous home', async () => {
    renderApp('/anonymous', customer);
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('lets a prospect open a checkout, outside the member shell', async () => {
    renderApp('/paiement/chk_1', makeUser({ isCustomer: false }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paiement de votre formule' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(location()).toBe('/paiement/chk_1');
    expect(screen.queryByRole('button', { name: /Calendrier/ })).not.toBeInTheDocument();
  });

  it('leads /mon-compte to Mon profil', async () => {
    renderApp('/mon-compte');
    await waitFor(() => expect(location()).toBe('/mon-compte/mon-profil'));
  });

  it("leads a member's own page to Mon profil", async () => {
    renderApp('/users/uid-admin');
    await waitFor(() => expect(location()).toBe('/mon-compte/mon-profil'));
  });

  it('names the browser tab after the page', async () => {
    renderApp('/mes-replays');
    await waitFor(() => expect(document.title).toBe('Mes replays · Campus'));
  });

  it('leads a 401 from the API to /logout, which signs out to the login page', async () => {
    renderApp('/mes-replays');
    await screen.findByRole('heading', { level: 1, name: 'Mes replays' }, { timeout: 5000 });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 401 })));
    await expect(apiRequest('/me/points', { unparsed: 'first-load' })).rejects.toThrow();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(sessionStore.get().apiToken).toBeNull();
  });

  it('/logout clears the session and goes to the login page', async () => {
    renderApp('/logout');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(sessionStore.get().apiToken).toBeNull();
  });
});

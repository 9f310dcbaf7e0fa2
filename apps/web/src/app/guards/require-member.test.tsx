import type { MeResponse } from '@campus/domain/account';
import { MDB_ADMIN, NO_FORMATIONS } from '@campus/domain/rights';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../lib/auth/me';
import { sessionStore } from '../../lib/session';
import { createTestQueryClient, LocationProbe, TestProviders } from '../../testing/render';
import { makeUser } from '../../testing/users';
import { RequireMember } from './require-member';

const MEMBER_PATHS = [
  '/',
  '/anonymous',
  '/mes-replays',
  '/yam-nutrition',
  '/mon-compte/mon-profil',
  '/mon-compte/mon-activite',
  '/mon-reseau/les-membres',
  '/mdb',
  '/mdb/comite-projets',
  '/mdb/admin',
];

function renderAt(path: string, user: MeResponse | null | 'loading') {
  const queryClient = createTestQueryClient();
  if (user === 'loading') {
    sessionStore.set({ apiToken: 'token' });
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
  } else if (user) {
    sessionStore.set({ apiToken: 'token' });
    queryClient.setQueryData(ME_QUERY_KEY, user);
  }
  render(
    <TestProviders client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LocationProbe />} />
          <Route element={<RequireMember />}>
            {MEMBER_PATHS.map((memberPath) => (
              <Route key={memberPath} path={memberPath} element={<LocationProbe />} />
            ))}
          </Route>
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the member guards (spec 2.2)', () => {
  it('sends a signed-out visitor to login with the from path', () => {
    renderAt('/mes-replays', null);
    expect(location()).toBe('/login?from=%2Fmes-replays');
  });

  it('lets the query from value win over the current path', () => {
    renderAt('/mes-replays?from=%2Fmon-compte%2Fmon-profil', null);
    expect(location()).toBe('/login?from=%2Fmon-compte%2Fmon-profil');
  });

  it('sends a signed-out visitor of the home page to login without a from path', () => {
    renderAt('/', null);
    expect(location()).toBe('/login');
  });

  it('shows the loading shell, never a page, while the member loads', () => {
    renderAt('/mes-replays', 'loading');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre espace…');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('lets a customer open a member page', () => {
    renderAt('/mes-replays', makeUser());
    expect(location()).toBe('/mes-replays');
  });

  it('sends a non-customer to /anonymous', () => {
    renderAt('/mes-replays', makeUser({ isCustomer: false }));
    expect(location()).toBe('/anonymous');
  });

  it('sends a customer home from /anonymous', () => {
    renderAt('/anonymous', makeUser());
    expect(location()).toBe('/');
  });

  it('lets a non-customer open their account pages', () => {
    renderAt('/mon-compte/mon-profil', makeUser({ isCustomer: false }));
    expect(location()).toBe('/mon-compte/mon-profil');
  });

  it('leads a non-customer from Mon activité to their profile, not to /anonymous', () => {
    renderAt('/mon-compte/mon-activite', makeUser({ isCustomer: false }));
    expect(location()).toBe('/mon-compte/mon-profil');
  });

  it('lets a customer open Mon activité', () => {
    renderAt('/mon-compte/mon-activite', makeUser());
    expect(location()).toBe('/mon-compte/mon-activite');
  });

  it('sends a member without MDB home from the incubator', () => {
    renderAt('/mdb/comite-projets', makeUser({ formations: { ...NO_FORMATIONS, air: true } }));
    expect(location()).toBe('/');
  });

  it('lets an MDB member into the incubator', () => {
    const user = makeUser({ formations: { ...NO_FORMATIONS, mdb: true } });
    renderAt('/mdb/comite-projets', user);
    expect(location()).toBe('/mdb/comite-projets');
  });

  it('sends a member without the admin permission home from the administration', () => {
    renderAt('/mdb/admin', makeUser({ formations: { ...NO_FORMATIONS, mdb: true } }));
    expect(location()).toBe('/');
  });

  it('lets an admin open the administration', () => {
    renderAt('/mdb/admin', makeUser({ permissions: [MDB_ADMIN] }));
    expect(location()).toBe('/mdb/admin');
  });

  it('sends a starter-MDB member home from the network', () => {
    renderAt('/mon-reseau/les-membres', makeUser({ formations: { ...NO_FORMATIONS, mdb: true, starter_mdb: true } }));
    expect(location()).toBe('/');
  });

  it('leads the home page to /yam-nutrition on the sport channel', () => {
    renderAt('/', makeUser({ userChannels: ['sport', 'base'], formations: { ...NO_FORMATIONS, sport: true } }));
    expect(location()).toBe('/yam-nutrition');
  });
});

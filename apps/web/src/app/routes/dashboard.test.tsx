import type { MeResponse } from '@campus/domain/account';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberFixture } from '../../features/account/testing/member-fixture';
import { ME_QUERY_KEY } from '../../lib/auth/me';
import { queryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session';
import DashboardPage from './dashboard';
import { TestProviders } from '../../testing/render';

function renderDashboard(member: MeResponse, activeChannel: MeResponse['userChannels'][number]) {
  sessionStore.set({ apiToken: 'token', activeChannel, levelsLastUpdate: {} });
  queryClient.setQueryData(ME_QUERY_KEY, member);
  render(
    <TestProviders client={queryClient}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </TestProviders>,
  );
}

// The cards below the first screen load on demand: their modules are transformed once here, not within a test's wait.
beforeAll(async () => {
  await import('./dashboard-lower-cards');
  await import('./dashboard-further-cards');
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('the dashboard should use the member already loaded'))),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('dashboard page', () => {
  it('greets the member by first name in the active channel, with their points', () => {
    renderDashboard(memberFixture({ firstname: 'Camille', points: 1250 }), 'immobilier');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Bonjour Camille')).toBeInTheDocument();
    expect(screen.getByText('Voici où vous en êtes sur la chaîne Immobilier.')).toBeInTheDocument();
    expect(screen.getByText(/^1\s250 points$/)).toBeInTheDocument();
  });

  it('shows the levels of the active channel', () => {
    renderDashboard(
      memberFixture({
        levels: {
          immobilier: [{ level: 1, completed: true }],
          entrepreneuriat: [
            { level: 1, completed: true },
            { level: 2, completed: false },
          ],
        },
      }),
      'entrepreneuriat',
    );

    const levels = within(screen.getByRole('region', { name: 'Mes niveaux' }));
    expect(levels.getByText('Chaîne Business')).toBeInTheDocument();
    expect(levels.getAllByRole('listitem')).toHaveLength(2);
    expect(levels.getByText('1 niveau validé sur 2')).toBeInTheDocument();
  });

  it('links the sections the menu shows on immobilier, and the account pages', async () => {
    renderDashboard(memberFixture(), 'immobilier');

    const quickLinks = within(await screen.findByRole('region', { name: 'Accès rapides' }));
    for (const title of ['Mon réseau', 'Mes évènements', "L'Incubateur (MDB)", 'Mes replays', 'Mon profil']) {
      expect(quickLinks.getByRole('link', { name: (name) => name.startsWith(title) })).toBeInTheDocument();
    }
    expect(quickLinks.queryByRole('link', { name: /Nutrition/ })).not.toBeInTheDocument();
    expect(quickLinks.queryByRole('link', { name: /Tableau de bord/ })).not.toBeInTheDocument();
  });

  it('links no hidden section on finance', async () => {
    renderDashboard(memberFixture(), 'finance');

    const quickLinks = within(await screen.findByRole('region', { name: 'Accès rapides' }));
    expect(quickLinks.queryByRole('link', { name: /Mon réseau/ })).not.toBeInTheDocument();
    expect(quickLinks.queryByRole('link', { name: /Mes replays/ })).not.toBeInTheDocument();
    expect(quickLinks.getByRole('link', { name: /Mes factures/ })).toHaveAttribute('href', '/mon-compte/mes-factures');
  });

  it('invites the member to complete their profile', async () => {
    renderDashboard(memberFixture({ pictureUrl: null, phoneNumber: null }), 'immobilier');

    const profile = within(await screen.findByRole('region', { name: 'Mon profil' }));
    expect(profile.getByText('Profil complété à 25 %')).toBeInTheDocument();
    expect(profile.getByRole('link', { name: 'Compléter mon profil' })).toHaveAttribute(
      'href',
      '/mon-compte/mon-profil',
    );
  });
});

describe('dashboard first screen', () => {
  it('shows the greeting and the levels at once, the cards below once that screen is painted', async () => {
    renderDashboard(memberFixture(), 'immobilier');
    expect(screen.getByText('Voici où vous en êtes sur la chaîne Immobilier.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Accès rapides' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Accès rapides' })).toBeInTheDocument();
  });
});

describe('dashboard MDB projects', () => {
  const urlOf = (input: RequestInfo | URL) =>
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const fetchedUrls = () => vi.mocked(fetch).mock.calls.map(([input]) => urlOf(input));

  it('lists the MDB member their projects, VALIDATED first, with state and audit, each opening its page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        urlOf(input).endsWith('/api/mdb-projects/user/dashboard')
          ? Promise.resolve(
              Response.json([
                {
                  id: 'p-draft',
                  name: 'Maison Nantes',
                  state: 'DRAFT',
                  auditStatus: null,
                  updatedAt: '2026-11-20T10:00:00.000Z',
                },
                {
                  id: 'p-val',
                  name: 'Immeuble Lyon 3',
                  state: 'VALIDATED',
                  auditStatus: 'AUDITED',
                  updatedAt: '2026-11-01T10:00:00.000Z',
                },
              ]),
            )
          : Promise.reject(new Error('not under test')),
      ),
    );
    renderDashboard(memberFixture(), 'immobilier');

    const projects = within(await screen.findByRole('region', { name: 'Mes projets' }));
    const links = await projects.findAllByRole('link', { name: /Immeuble Lyon 3|Maison Nantes/ });
    expect(links.map((link) => link.textContent)).toEqual(['Immeuble Lyon 3', 'Maison Nantes']);
    expect(links[0]).toHaveAttribute('href', '/mdb/projet?id=p-val');
    expect(projects.getByText('Validé')).toBeInTheDocument();
    expect(projects.getByText('Audit : Audité')).toBeInTheDocument();
    expect(projects.getByText('Brouillon')).toBeInTheDocument();
  });

  it('shows no projects card to a member without MDB, and never asks the server for them', () => {
    renderDashboard(
      memberFixture({ formations: { air: true, mdb: false, sport: false, starter_mdb: false } }),
      'immobilier',
    );

    expect(screen.queryByRole('region', { name: 'Mes projets' })).not.toBeInTheDocument();
    expect(fetchedUrls().some((url) => url.includes('/mdb-projects'))).toBe(false);
  });

  it('shows no projects card on a channel whose menu hides the incubator', () => {
    renderDashboard(memberFixture(), 'entrepreneuriat');

    expect(screen.queryByRole('region', { name: 'Mes projets' })).not.toBeInTheDocument();
    expect(fetchedUrls().some((url) => url.includes('/mdb-projects'))).toBe(false);
  });
});

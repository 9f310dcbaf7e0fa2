import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { memberFixture } from '../../features/account/testing/member-fixture';
import { ME_QUERY_KEY } from '../../lib/auth/me';
import { queryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session';
import DashboardPage from './dashboard';

// The lower cards' code cannot be fetched (the network dropped after the page loaded).
vi.mock('./dashboard-lower-cards', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

it('keeps the first screen and offers a retry when the cards below it cannot load', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('offline'))),
  );
  sessionStore.set({ apiToken: 'token', activeChannel: 'immobilier', levelsLastUpdate: { immobilier: Date.now() } });
  queryClient.setQueryData(ME_QUERY_KEY, memberFixture({ firstname: 'Camille' }));
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent("Votre tableau de bord n'a pas pu être chargé.");
  expect(screen.getByText('Bonjour Camille')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
});

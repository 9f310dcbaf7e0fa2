import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { memberFixture } from '../../features/account/testing/member-fixture';
import { sessionStore } from '../../lib/session';
import { renderWithProviders } from '../../testing/render';
import DashboardPage from './dashboard';

// The lower cards' code cannot be fetched (the network dropped after the page loaded).
vi.mock('./dashboard-lower-cards', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('keeps the first screen and offers a retry when the cards below it cannot load', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('offline'))),
  );
  sessionStore.set({ activeChannel: 'immobilier', levelsLastUpdate: { immobilier: Date.now() } });
  renderWithProviders(<DashboardPage />, { user: memberFixture({ firstname: 'Camille' }) });
  expect(await screen.findByRole('alert')).toHaveTextContent("Votre tableau de bord n'a pas pu être chargé.");
  expect(screen.getByText('Bonjour Camille')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
});

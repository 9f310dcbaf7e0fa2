import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../lib/after-first-paint';
import { ME_QUERY_KEY } from '../lib/auth/me';
import { sessionStore } from '../lib/session';
import { createTestQueryClient, TestProviders } from '../testing/render';
import { makeUser } from '../testing/users';
import { AppRoutes, preloadRoute } from './router';

// A file of its own: the guard, layout and page below must not have been loaded by another test first.

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 204 })));
  sessionStore.set({ apiToken: 'token', activeChannel: 'immobilier' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set({ apiToken: null });
});

it('renders a page whose code and texts preloadRoute loaded in the first pass, without a loading fallback', async () => {
  await preloadRoute('/mes-replays');
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, makeUser());
  render(
    <TestProviders client={queryClient}>
      <MemoryRouter initialEntries={['/mes-replays']}>
        <AppRoutes />
      </MemoryRouter>
    </TestProviders>,
  );
  // No await: the guard, the layout and the page are there from the first render.
  expect(screen.getByRole('heading', { level: 1, name: 'Mes replays' })).toBeInTheDocument();
  // The shell's own lazy parts (the contracts modal's live updates, once the page is painted) finish loading before
  // the test ends.
  await act(() => afterFirstPaint());
  await vi.dynamicImportSettled();
});

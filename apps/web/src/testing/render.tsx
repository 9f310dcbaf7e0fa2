import type { MeResponse } from '@campus/domain/account';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { CurrentUserProvider, ME_QUERY_KEY } from '../lib/auth/me';
import { sessionStore } from '../lib/session';

/** Shows where the router went, for assertions on redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

interface RenderOptions {
  /** The signed-in member; without one the visitor is signed out. */
  user?: MeResponse | null;
  /** The URL the router starts at. */
  path?: string;
  /** Extra routes beside the one rendering `ui` at `path` (e.g. redirect targets). */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

/** What the app puts around every screen that tests need: the query client and the member's state read from it. */
export function TestProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <CurrentUserProvider>{children}</CurrentUserProvider>
    </QueryClientProvider>
  );
}

/** Renders inside a fresh query client and a memory router, optionally signed in. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { user = null, path = '/', routes = [], queryClient = createTestQueryClient() } = options;
  if (user) {
    sessionStore.set({ apiToken: 'test-token' });
    queryClient.setQueryData(ME_QUERY_KEY, user);
  } else {
    sessionStore.clear();
  }
  const result = render(
    <TestProviders client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <TestRoutes routes={[{ path: path.split('?')[0] ?? '/', element: ui }, ...routes]} />
      </MemoryRouter>
    </TestProviders>,
  );
  return { ...result, queryClient };
}

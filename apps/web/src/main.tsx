import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadRoute } from './app/router';
import './index.css';
import { meQueryOptions } from './lib/auth/me';
import './lib/i18n';
import { queryClient } from './lib/query-client';
import { getApiToken } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A signed-in member's first data starts loading now, beside the route's code, rather than once its guard renders. It
// also reads the answer of the token refresh index.html sent (lib/auth/token-refresh.ts), which revoked the stored
// token: every first load with a token takes that answer, whatever its page.
if (getApiToken()) void queryClient.prefetchQuery(meQueryOptions());

// The first render waits for the page's code and texts (preloaded by the page's HTML, so this is their evaluation)
// while the HTML shell stays painted. A transition: React renders in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task that blocks a phone's main thread until the whole page is built.
void preloadRoute(window.location.pathname).then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    );
  }),
);

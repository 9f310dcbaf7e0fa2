import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, prefetchRouteData, preloadRoute } from './app/router';
import './index.css';
import { activeChannelOf } from './lib/auth/active-channel-of';
import { meQueryOptions } from './lib/auth/me';
import './lib/i18n';
import { queryClient } from './lib/query-client';
import { getApiToken, sessionStore } from './lib/session';

import { afterFirstPaint } from './lib/after-first-paint';
import { nextTask } from './lib/next-task';
import { registerServiceWorker } from './lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const { pathname, search } = window.location;
const routeLoaded = preloadRoute(pathname);

// A signed-in member's first data starts loading now, beside the route's code, rather than once its guard renders. It
// also reads the answer of the token refresh index.html sent (lib/auth/token-refresh.ts), which revoked the stored
// token: every first load with a token takes that answer, whatever its page. Once the member and the page's code are
// there, the page's own first data starts too (app/page-prefetch.ts), before the page is built: its requests leave
// first, instead of after the first render's long task (the production build renders with Preact, in one task).
const firstDataAsked = getApiToken()
  ? Promise.all([queryClient.fetchQuery(meQueryOptions()), routeLoaded]).then(
      ([user]) =>
        prefetchRouteData(pathname, {
          queryClient,
          user,
          channel: activeChannelOf(user, sessionStore.get().activeChannel),
          searchParams: new URLSearchParams(search),
        }),
      // A member the server no longer knows: the guard signs them out when it renders.
      () => undefined,
    )
  : undefined;

// The first render waits for the page's code and texts (preloaded by the page's HTML, so this is their evaluation),
// a signed-in member's answer (asked for by index.html, it arrives before the code) and, for a page whose first
// screen is its data (the messages list), that data for one second at most, while the HTML shell stays painted: the
// guard and the page would show the same kind of skeleton meanwhile. A transition: React (the dev server's) renders
// in slices of a few milliseconds, yielding to the browser between them.
const rendered = Promise.all([routeLoaded, firstDataAsked])
  // A task of its own: the page's first requests end the task that sent them instead of waiting for the render's.
  .then(nextTask)
  .then(() =>
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

// The installable app's worker, once the first screen is shown (the render above committed it) and the thread is idle.
registerServiceWorker(rendered.then(() => afterFirstPaint()));

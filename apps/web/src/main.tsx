import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import './index.css';
import { meQueryOptions } from './lib/auth/me';
import './lib/i18n';
import { queryClient } from './lib/query-client';
import { getApiToken } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A signed-in member's first data starts loading now, beside the route's code, rather than once its guard renders.
if (getApiToken()) void queryClient.prefetchQuery(meQueryOptions());

// A transition: React renders the first page in slices of a few milliseconds, yielding to the browser between them,
// instead of one long task that keeps a phone's main thread blocked until the whole page is built.
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
});

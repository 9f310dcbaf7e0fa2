import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/toaster';
import { CurrentUserProvider } from '../lib/auth/me';
import { queryClient } from '../lib/query-client';

/** What every screen needs around it: server state, the member's state and toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CurrentUserProvider>{children}</CurrentUserProvider>
      <Toaster />
    </QueryClientProvider>
  );
}

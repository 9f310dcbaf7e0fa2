import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api-client';

/** Client errors (4xx) are answers, not glitches: retry only network and server failures. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client (signOut clears it). */
export const queryClient = createQueryClient();

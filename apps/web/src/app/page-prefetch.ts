import type { MeResponse } from '@campus/domain/account';
import type { ChannelSlug } from '@campus/domain/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Who a page's first data is for: the signed-in member and their active channel, and the page's query string. */
export interface PagePrefetchContext {
  queryClient: QueryClient;
  user: MeResponse;
  channel: ChannelSlug;
  searchParams: URLSearchParams;
}

/**
 * A page module's optional `prefetch` export: starts the queries its first screen reads, with the same query options
 * as its components and only those the member may read (a page the guard leads the member away from, or closed to
 * them, is never asked: router.tsx checks `pageAccess` first), so that on a first load they are asked for as soon as
 * the member is known, while the page is being built, instead of once its components have rendered (decision 0004).
 *
 * A page whose first screen is its data (the messages page's list) returns a promise of that data: the first render
 * waits for it, at most FIRST_SCREEN_DATA_WAIT_MS (`withinFirstScreenWait`), while the page's HTML shell stays painted,
 * so that the page shows once with its list rather than with a placeholder the list then replaces.
 */
export type PagePrefetch = (context: PagePrefetchContext) => void | Promise<unknown>;

/** How long a first render waits for its page's first screen data: past it, the page shows its own placeholder. */
export const FIRST_SCREEN_DATA_WAIT_MS = 1000;

/** Settles when `data` does, or after FIRST_SCREEN_DATA_WAIT_MS, whichever comes first; never rejects. */
export function withinFirstScreenWait(data: Promise<unknown>): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS);
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    data.then(settle, settle);
  });
}

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
 * as its components and only those the member may read (a page the guard leads the member away from is never
 * asked: router.tsx checks `guardRedirect` first), so that on a first load they are asked for as soon as the
 * member is known, while the page is being built, instead of once its components have rendered (decision 0004).
 */
export type PagePrefetch = (context: PagePrefetchContext) => void;

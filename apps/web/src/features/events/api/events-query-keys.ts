import type { ChannelSlug } from '@campus/domain';

/** Every events query starts with this key: a join, wait or quit refreshes them all. */
export const EVENTS_QUERY_KEY = ['events'] as const;

export interface MySessionsFilters {
  /** Unset: every channel of the member (the calendar). */
  channel?: ChannelSlug | undefined;
  period: 'upcoming' | 'all';
}

// Kept apart from the fetchers so the header's badge can name its query without loading the contracts.
export const mySessionsQueryKey = (filters: MySessionsFilters) => [...EVENTS_QUERY_KEY, 'mine', filters] as const;

/**
 * Until event changes come over the realtime socket, events queries refetch when the tab regains focus and every
 * minute while it is visible, besides after the member's own join, wait or quit.
 */
export const EVENTS_FRESHNESS = { staleTime: 30_000, refetchOnWindowFocus: true, refetchInterval: 60_000 } as const;

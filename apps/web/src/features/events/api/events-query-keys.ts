import type { ChannelSlug } from '@campus/domain/shared';

/** Every events query starts with this key: a join, wait or quit refreshes them all. */
export const EVENTS_QUERY_KEY = ['events'] as const;

export interface MySessionsFilters {
  /** Unset: every channel of the member (the calendar). */
  channel?: ChannelSlug | undefined;
  period: 'upcoming' | 'all';
}

export const mySessionsQueryKey = (filters: MySessionsFilters) => [...EVENTS_QUERY_KEY, 'mine', filters] as const;

/**
 * Event changes of the active channel come over the realtime socket (the header follows its `events` query and
 * refreshes every events query, see use-live-events); queries also refetch when the tab regains focus and after the
 * member's own join, wait or quit.
 */
export const EVENTS_FRESHNESS = { staleTime: 30_000, refetchOnWindowFocus: true } as const;

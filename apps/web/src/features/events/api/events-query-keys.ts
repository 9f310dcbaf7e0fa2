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

/** The badge and the calendar refetch the member's sessions at most every 30 s (and after every change of theirs). */
export const MY_SESSIONS_STALE_MS = 30_000;

import type { ModerationQuery } from '@campus/domain/moderation';

/** Every moderation query starts with this key: the live queue invalidates them all at once. */
export const MODERATION_QUERY_KEY = ['moderation'] as const;

export const moderationQueryKeys = {
  queue: (query: ModerationQuery) => [...MODERATION_QUERY_KEY, 'queue', query] as const,
  mine: () => [...MODERATION_QUERY_KEY, 'mine'] as const,
};

import { moderationQueueSchema, type ModerationQuery, type ModerationQueue } from '@campus/domain/moderation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { moderationQueryKeys } from './moderation-query-keys';

/** GET /api/admin/moderation (MDB_ADMIN): the open reports grouped by thing, or the history of decisions. */
export function getModerationQueue(query: ModerationQuery, signal?: AbortSignal): Promise<ModerationQueue> {
  return apiRequest('/admin/moderation', { query: { ...query }, schema: moderationQueueSchema, signal });
}

export function useModerationQueue(query: ModerationQuery) {
  return useQuery({
    queryKey: moderationQueryKeys.queue(query),
    queryFn: ({ signal }) => getModerationQueue(query, signal),
  });
}

import { resourceListSchema, type Resource } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { LEARNING_QUERY_KEY } from './learning-query-keys';

/** GET /api/resources?channel=: the channel's useful resources. */
export function getResources(channel: ChannelSlug): Promise<Resource[]> {
  return apiRequest('/resources', { query: { channel }, schema: resourceListSchema });
}

export const resourcesQueryOptions = (channel: ChannelSlug) =>
  queryOptions({
    queryKey: [...LEARNING_QUERY_KEY, 'resources', channel],
    queryFn: () => getResources(channel),
    staleTime: 5 * 60_000,
  });

import { adminResourceListSchema, type AdminResource } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learningKeys } from './learning-query-keys';

/** GET /api/admin/resources?channel=: every resource of a channel, by category and rank (MDB_ADMIN). */
export function getAdminResources(channel: ChannelSlug): Promise<AdminResource[]> {
  return apiRequest('/admin/resources', { query: { channel }, schema: adminResourceListSchema });
}

export const adminResourcesQueryOptions = (channel: ChannelSlug) =>
  queryOptions({ queryKey: learningKeys.adminResources(channel), queryFn: () => getAdminResources(channel) });

export function useAdminResources(channel: ChannelSlug) {
  return useQuery(adminResourcesQueryOptions(channel));
}

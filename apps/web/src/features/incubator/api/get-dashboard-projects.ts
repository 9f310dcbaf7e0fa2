import type { DashboardProject } from '@campus/domain/incubator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardProjectsQueryKey } from './incubator-query-keys';

/**
 * GET /api/mdb-projects/user/dashboard: the member's projects for the dashboard, VALIDATED first (MDB only). Read
 * typed, not parsed: one of the dashboard's cards (decision 0004).
 */
export function getDashboardProjects(): Promise<DashboardProject[]> {
  return apiRequest<DashboardProject[]>('/mdb-projects/user/dashboard', { unparsed: 'first-load' });
}

export const dashboardProjectsQueryOptions = () =>
  queryOptions({ queryKey: dashboardProjectsQueryKey, queryFn: getDashboardProjects });

export function useDashboardProjects() {
  return useQuery(dashboardProjectsQueryOptions());
}

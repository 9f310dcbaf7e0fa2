import { failedJobsPageSchema, type FailedJobsPage } from '@campus/domain/operations';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { failedJobsQueryKey } from './operations-query-keys';

/** GET /api/admin/jobs/failed (MDB_ADMIN): one page of the jobs whose every attempt failed, newest failure first. */
export function getFailedJobs(cursor: string | undefined, signal?: AbortSignal): Promise<FailedJobsPage> {
  return apiRequest('/admin/jobs/failed', { query: { cursor }, schema: failedJobsPageSchema, signal });
}

export const failedJobsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: failedJobsQueryKey,
    queryFn: ({ pageParam, signal }) => getFailedJobs(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // Failures come from the server's own work, not from this page: looked at again when the admin comes back.
    refetchOnWindowFocus: true,
  });

export function useFailedJobs() {
  return useInfiniteQuery(failedJobsQueryOptions());
}

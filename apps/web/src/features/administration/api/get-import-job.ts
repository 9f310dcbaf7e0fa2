import { jobSchema, type Job } from '@campus/domain/operations';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { ADMINISTRATION_QUERY_KEY, administrationQueryKeys } from './administration-query-keys';

/** The import job is asked again this often until it is done or failed. */
export const IMPORT_POLL_MS = 1000;

const isOver = (job: Job | undefined) => job?.status === 'done' || job?.status === 'failed';

/** GET /api/admin/jobs/{jobId} (MDB_ADMIN): where the import job is (queued, running, done, failed) and its report. */
export function getImportJob(jobId: string, signal?: AbortSignal): Promise<Job> {
  return apiRequest(`/admin/jobs/${encodeURIComponent(jobId)}`, { schema: jobSchema, signal });
}

export const importJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: administrationQueryKeys.importJob(jobId),
    queryFn: ({ signal }) => getImportJob(jobId, signal),
    refetchInterval: (query) => (isOver(query.state.data) ? false : IMPORT_POLL_MS),
    // The members and the journal it changed are read again once; the job itself stays as it ended.
    staleTime: (query) => (isOver(query.state.data) ? Infinity : 0),
  });

/** The import job, followed each second until it ends; then the members and the journal are read again. */
export function useImportJob(jobId: string) {
  const queryClient = useQueryClient();
  const job = useQuery(importJobQueryOptions(jobId));
  const status = job.data?.status;
  useEffect(() => {
    if (status !== 'done' && status !== 'failed') return;
    void queryClient.invalidateQueries({
      queryKey: ADMINISTRATION_QUERY_KEY,
      predicate: (query) => query.queryKey[1] !== 'import-job',
    });
  }, [status, queryClient]);
  return job;
}

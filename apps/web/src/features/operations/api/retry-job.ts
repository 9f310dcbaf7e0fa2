import { jobSchema, type Job } from '@campus/domain/operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OPERATIONS_QUERY_KEY } from './operations-query-keys';

/** POST /api/admin/jobs/{jobId}/retry (MDB_ADMIN): one more attempt for a failed job; it leaves the failed list. */
export function retryJob(id: string): Promise<Job> {
  return apiRequest(`/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST', schema: jobSchema });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPERATIONS_QUERY_KEY }),
  });
}

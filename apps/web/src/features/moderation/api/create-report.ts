import { reportResponseSchema, type MyReport, type ReportRequest } from '@campus/domain/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MODERATION_QUERY_KEY } from './moderation-query-keys';

/** POST /api/reports: the member reports a message, a discussion, a member or a deal (201; 409 if already open). */
export function createReport(request: ReportRequest): Promise<{ report: MyReport }> {
  return apiRequest('/reports', { method: 'POST', body: request, schema: reportResponseSchema });
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_KEY }),
  });
}

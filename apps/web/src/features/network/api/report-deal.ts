import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/deals/{id}/reports: the member reports a deal to the moderators (204). */
export function reportDeal(id: string, reason: string): Promise<void> {
  return apiRequest(`/deals/${encodeURIComponent(id)}/reports`, {
    method: 'POST',
    body: { reason },
    answer: 'no-content',
  });
}

export function useReportDeal() {
  return useMutation({ mutationFn: ({ id, reason }: { id: string; reason: string }) => reportDeal(id, reason) });
}

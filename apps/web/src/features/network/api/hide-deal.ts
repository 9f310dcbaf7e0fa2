import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DEALS_QUERY_KEY } from './network-query-keys';

/** POST /api/deals/{id}/hide (moderators): the deal leaves the market (204). */
export function hideDeal(id: string): Promise<void> {
  return apiRequest(`/deals/${encodeURIComponent(id)}/hide`, { method: 'POST', answer: 'no-content' });
}

/** Every deals query reads again: the market's lists and the reports. */
export function useHideDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideDeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEALS_QUERY_KEY }),
  });
}

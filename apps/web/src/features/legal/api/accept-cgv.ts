import type { CgvAcceptedRequest, CgvNeedRefreshResponse } from '@campus/domain/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/auth/me';
import { CGV_NEED_REFRESH_QUERY_KEY } from './get-cgv-need-refresh';

/** PUT /api/cgv/accepted with the member's acceptance value (204). */
export function acceptCgv(request: CgvAcceptedRequest): Promise<void> {
  return apiRequest('/cgv/accepted', { method: 'PUT', body: request, answer: 'no-content' });
}

/** Sends the acceptance and hides the modal (spec 4). */
export function useAcceptCgv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCgv,
    onSuccess: () => {
      queryClient.setQueryData<CgvNeedRefreshResponse>(CGV_NEED_REFRESH_QUERY_KEY, (current) =>
        current ? { ...current, needRefresh: false } : { needRefresh: false, terms: null },
      );
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

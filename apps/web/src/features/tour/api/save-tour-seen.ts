import type { MeResponse } from '@campus/domain/account';
import { apiRequest } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/auth/me';
import { queryClient } from '../../../lib/query-client';

/** PUT /api/me/tour: the member finished or skipped the guided tour; it is not shown on their next visits. */
export async function saveTourSeen(): Promise<void> {
  const me = await apiRequest<MeResponse>('/me/tour', { method: 'PUT', body: { seen: true } });
  queryClient.setQueryData(ME_QUERY_KEY, me);
}

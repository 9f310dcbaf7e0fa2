import { apiRequest } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/auth/me';
import { queryClient } from '../../../lib/query-client';

/**
 * PUT /api/me/tour: the member finished or skipped the guided tour; it is not shown on their next visits. Its contract
 * (and zod's runtime) loads when the member leaves the tour: the first screen it is shown over does without it.
 */
export async function saveTourSeen(): Promise<void> {
  const { meResponseSchema } = await import('@campus/domain/account');
  const me = await apiRequest('/me/tour', { method: 'PUT', body: { seen: true }, schema: meResponseSchema });
  queryClient.setQueryData(ME_QUERY_KEY, me);
}

import type { Discussion } from '@campus/domain/messaging';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/discussions/{id}: a discussion beyond the loaded pages (404 `Discussion non trouvée`). */
export async function getDiscussion(id: string): Promise<Discussion> {
  const { getDiscussionResponseSchema } = await import('@campus/domain/messaging');
  return (await apiRequest(`/discussions/${encodeURIComponent(id)}`, { schema: getDiscussionResponseSchema }))
    .discussion;
}

/** Only asked when the live lists do not hold the discussion. */
export function useDiscussion(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['discussions', id],
    queryFn: () => getDiscussion(id ?? ''),
    enabled: Boolean(id) && enabled,
    retry: false,
  });
}

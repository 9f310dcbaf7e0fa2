import type { MeResponse } from '@campus/domain/account';
import type { ChannelSlug } from '@campus/domain/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/me/levels: the server recomputes the channel's levels from the completed courses and answers the member.
 * Read typed, not parsed, as GET /api/me: the dashboard asks for it on its first load (decision 0004).
 */
export function recomputeLevels(channel: ChannelSlug): Promise<MeResponse> {
  return apiRequest<MeResponse>('/me/levels', { method: 'PUT', body: { channel }, unparsed: 'first-load' });
}

import type { MeResponse } from '@campus/domain/account';
import { resolveActiveChannel } from '@campus/domain/navigation';
import type { ChannelSlug } from '@campus/domain/shared';

/**
 * A member's active channel (spec 4): the stored choice when the member may use it, else their first channel. A module
 * of its own: a first load reads it before any page's code (main.tsx), without the hook's code in the entry.
 */
export function activeChannelOf(user: MeResponse, stored: ChannelSlug | null): ChannelSlug {
  return resolveActiveChannel({ stored, userChannels: user.userChannels, formations: user.formations });
}

import { blockedMembersResponseSchema, type BlockedMember } from '@campus/domain/blocks';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The members the signed-in member blocked: Mon profil's list and every `Bloquer` button read it. */
export const blockedMembersQueryKey = ['blocks'] as const;

/** GET /api/me/blocks: the latest block first. */
export async function getBlockedMembers(signal?: AbortSignal): Promise<BlockedMember[]> {
  const { items } = await apiRequest('/me/blocks', { schema: blockedMembersResponseSchema, signal });
  return items;
}

export function useBlockedMembers() {
  return useQuery({ queryKey: blockedMembersQueryKey, queryFn: ({ signal }) => getBlockedMembers(signal) });
}

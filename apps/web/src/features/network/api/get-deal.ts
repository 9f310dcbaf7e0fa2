import { dealSchema, type Deal } from '@campus/domain/network';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dealListsQueryKey, dealQueryKey } from './network-query-keys';

/** GET /api/deals/{id}: one deal. */
export function getDeal(id: string, signal?: AbortSignal): Promise<Deal> {
  return apiRequest(`/deals/${encodeURIComponent(id)}`, { schema: dealSchema, signal });
}

export const dealQueryOptions = (id: string) =>
  queryOptions({ queryKey: dealQueryKey(id), queryFn: ({ signal }) => getDeal(id, signal) });

export function useDeal(id: string) {
  return useQuery(dealQueryOptions(id));
}

/** A change answered with the deal: the deal shows what the server answered, and the market's lists read again. */
export function useDealChange<Input>(change: (input: Input) => Promise<Deal>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (deal) => {
      queryClient.setQueryData(dealQueryKey(deal.id), deal);
      await queryClient.invalidateQueries({ queryKey: dealListsQueryKey });
    },
  });
}

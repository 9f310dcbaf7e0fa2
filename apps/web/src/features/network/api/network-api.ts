import {
  dealPageSchema,
  dealReportListSchema,
  dealSchema,
  directoryPageSchema,
  expertsResponseSchema,
  mapCountsSchema,
  mapDepartmentMembersSchema,
  memberCardListSchema,
  memberCardSchema,
  networkContactListSchema,
  networkProfileSchema,
  pointsOfSaleResponseSchema,
  searchResponseSchema,
  searchStructureResponseSchema,
  type AmbassadorType,
  type Deal,
  type DealRequest,
  type DirectoryQuery,
  type ExpertsResponse,
  type NetworkProfile,
  type PointsOfSaleResponse,
  type SearchCategory,
  type SearchStructureResponse,
} from '@campus/domain/network';
import { createDiscussionResponseSchema } from '@campus/domain/messaging';
import type { ChannelSlug } from '@campus/domain/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every query of the member network starts with this key. */
export const NETWORK_QUERY_KEY = ['network'] as const;
/** Spec 4: experts, trainings and the search structure are fetched once, then the cache is reused. */
const FETCHED_ONCE = { staleTime: Infinity, gcTime: Infinity } as const;
const PEOPLE_FRESHNESS = { staleTime: 60_000 } as const;

export type DirectoryFilters = Omit<DirectoryQuery, 'cursor'>;

export const directoryQueryOptions = (filters: DirectoryFilters) =>
  infiniteQueryOptions({
    queryKey: [...NETWORK_QUERY_KEY, 'directory', filters],
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/users/directory', {
        query: { ...filters, cursor: pageParam },
        schema: directoryPageSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    ...PEOPLE_FRESHNESS,
  });
export const useDirectory = (filters: DirectoryFilters) => useInfiniteQuery(directoryQueryOptions(filters));

export function useAmbassadors(type: AmbassadorType | undefined) {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'ambassadors', type ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest('/users/ambassadors', { query: { type }, schema: memberCardListSchema, signal }),
    ...PEOPLE_FRESHNESS,
  });
}
export function useMentors() {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'mentors'],
    queryFn: ({ signal }) => apiRequest('/users/mentors', { schema: memberCardListSchema, signal }),
    ...PEOPLE_FRESHNESS,
  });
}
export function useCoaches(channel: ChannelSlug) {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'coaches', channel],
    queryFn: ({ signal }) => apiRequest('/users/coaches', { query: { channel }, schema: memberCardListSchema, signal }),
    ...PEOPLE_FRESHNESS,
  });
}
export function useMemberCard(uid: string) {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'card', uid],
    queryFn: ({ signal }) => apiRequest(`/users/${encodeURIComponent(uid)}/card`, { schema: memberCardSchema, signal }),
    ...PEOPLE_FRESHNESS,
  });
}

export function useNetworkContacts(kind: 'partners' | 'good-contacts') {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, kind],
    queryFn: ({ signal }) => apiRequest(`/network/${kind}`, { schema: networkContactListSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Spec 7.1: on failure an empty list is used (the page still shows its error state). */
export function useExperts() {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'experts'],
    queryFn: ({ signal }): Promise<ExpertsResponse> =>
      apiRequest('/experts/full', { schema: expertsResponseSchema, signal }),
    ...FETCHED_ONCE,
  });
}
export function usePointsOfSale() {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'pdvs'],
    queryFn: ({ signal }): Promise<PointsOfSaleResponse> =>
      apiRequest('/pdvs/light', { schema: pointsOfSaleResponseSchema, signal }),
    ...FETCHED_ONCE,
  });
}
export function useSearchStructure() {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'search-structure'],
    queryFn: ({ signal }): Promise<SearchStructureResponse> =>
      apiRequest('/configurations/search_engine/structure', { schema: searchStructureResponseSchema, signal }),
    ...FETCHED_ONCE,
  });
}

export function useNetworkSearch(channel: ChannelSlug, q: string, category: SearchCategory | undefined) {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'search', channel, q, category ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest('/search', { query: { channel, q, category }, schema: searchResponseSchema, signal }),
    enabled: q.trim().length >= 2,
    staleTime: 30_000,
  });
}

export function useMapCounts(channel: ChannelSlug, layer: 'clients' | 'ambassadors') {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'map', layer, channel],
    queryFn: ({ signal }) => apiRequest(`/users/map/${layer}`, { query: { channel }, schema: mapCountsSchema, signal }),
    ...PEOPLE_FRESHNESS,
  });
}
export function useMapDepartment(channel: ChannelSlug, code: string | null, ambassadors: boolean) {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'map-department', channel, code, ambassadors],
    queryFn: ({ signal }) =>
      apiRequest(`/users/map/departments/${encodeURIComponent(code ?? '')}`, {
        query: { channel, ambassadors: ambassadors ? '1' : undefined },
        schema: mapDepartmentMembersSchema,
        signal,
      }),
    enabled: code !== null,
    ...PEOPLE_FRESHNESS,
  });
}

const networkProfileKey = [...NETWORK_QUERY_KEY, 'profile'] as const;
export function useNetworkProfile() {
  return useQuery({
    queryKey: networkProfileKey,
    queryFn: ({ signal }) => apiRequest('/network/profile', { schema: networkProfileSchema, signal }),
  });
}
export function useSaveNetworkProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: NetworkProfile) =>
      apiRequest('/network/profile', { method: 'PUT', body: profile, schema: networkProfileSchema }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(networkProfileKey, profile);
      await queryClient.invalidateQueries({ queryKey: NETWORK_QUERY_KEY });
    },
  });
}

// Deals off market.
export type DealFilters = Record<string, string | undefined>;
const DEALS_KEY = [...NETWORK_QUERY_KEY, 'deals'] as const;

export function useDeals(filters: DealFilters) {
  return useInfiniteQuery({
    queryKey: [...DEALS_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/deals', { query: { ...filters, cursor: pageParam }, schema: dealPageSchema, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 30_000,
  });
}
export const dealQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...DEALS_KEY, 'one', id],
    queryFn: ({ signal }) => apiRequest(`/deals/${encodeURIComponent(id)}`, { schema: dealSchema, signal }),
  });
export const useDeal = (id: string) => useQuery(dealQueryOptions(id));

function useDealMutation<Input>(mutationFn: (input: Input) => Promise<Deal>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (deal) => {
      queryClient.setQueryData(dealQueryOptions(deal.id).queryKey, deal);
      await queryClient.invalidateQueries({ queryKey: [...DEALS_KEY, 'list'] });
    },
  });
}

export const useSaveDeal = () =>
  useDealMutation(({ id, request }: { id: string | null; request: DealRequest }) =>
    apiRequest(id ? `/deals/${encodeURIComponent(id)}` : '/deals', {
      method: id ? 'PUT' : 'POST',
      body: request,
      schema: dealSchema,
    }),
  );
export const useDealAction = () =>
  useDealMutation(({ id, action }: { id: string; action: 'publish' | 'renew' | 'close' }) =>
    apiRequest(`/deals/${encodeURIComponent(id)}/${action}`, { method: 'POST', schema: dealSchema }),
  );
export const useAddDealPhoto = () =>
  useDealMutation(({ id, file }: { id: string; file: File }) => {
    const body = new FormData();
    body.append('photo', file);
    return apiRequest(`/deals/${encodeURIComponent(id)}/photos`, { method: 'POST', body, schema: dealSchema });
  });
export const useRemoveDealPhoto = () =>
  useDealMutation(({ id, photoId }: { id: string; photoId: string }) =>
    apiRequest(`/deals/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`, {
      method: 'DELETE',
      schema: dealSchema,
    }),
  );

export function useContactSeller() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/deals/${encodeURIComponent(id)}/contact`, {
        method: 'POST',
        schema: createDiscussionResponseSchema,
      }),
  });
}
export function useReportDeal() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest(`/deals/${encodeURIComponent(id)}/reports`, { method: 'POST', body: { reason } }),
  });
}
export function useDealReports(enabled: boolean) {
  return useQuery({
    queryKey: [...DEALS_KEY, 'reports'],
    queryFn: ({ signal }) => apiRequest('/deals/reports', { schema: dealReportListSchema, signal }),
    enabled,
  });
}
export function useHideDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/deals/${encodeURIComponent(id)}/hide`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEALS_KEY }),
  });
}

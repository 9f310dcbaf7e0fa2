/** Every query of the member network starts with this key. */
export const NETWORK_QUERY_KEY = ['network'] as const;
export const DEALS_QUERY_KEY = [...NETWORK_QUERY_KEY, 'deals'] as const;
/** The deals market's pages, whatever their filters: a saved or changed deal reads them again. */
export const dealListsQueryKey = [...DEALS_QUERY_KEY, 'list'] as const;
export const dealQueryKey = (id: string) => [...DEALS_QUERY_KEY, 'one', id] as const;
export const networkProfileQueryKey = [...NETWORK_QUERY_KEY, 'profile'] as const;

/** Spec 4: experts, trainings and the search structure are fetched once, then the cache is reused. */
export const FETCHED_ONCE = { staleTime: Infinity, gcTime: Infinity } as const;
/** Members' cards and lists: a minute is fresh enough. */
export const PEOPLE_FRESHNESS = { staleTime: 60_000 } as const;

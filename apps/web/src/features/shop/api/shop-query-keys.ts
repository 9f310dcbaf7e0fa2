/** Every shop query starts with this key. */
export const SHOP_QUERY_KEY = ['shop'] as const;

export const offersQueryKey = [...SHOP_QUERY_KEY, 'offers'] as const;
export const checkoutQueryKey = (id: string) => [...SHOP_QUERY_KEY, 'checkout', id] as const;

/** Offers change only when an admin edits them: a few minutes is fresh enough for a list to choose from. */
export const OFFERS_FRESHNESS = { staleTime: 5 * 60_000, refetchOnWindowFocus: true } as const;

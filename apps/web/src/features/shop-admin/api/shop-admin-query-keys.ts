/** Every query of the shop's administration starts with this key: a new offer or a refund refreshes every list. */
export const SHOP_ADMIN_QUERY_KEY = ['shop-admin'] as const;

export const shopAdminQueryKeys = {
  offers: [...SHOP_ADMIN_QUERY_KEY, 'offers'] as const,
  sales: (page: number) => [...SHOP_ADMIN_QUERY_KEY, 'sales', page] as const,
  subscriptions: [...SHOP_ADMIN_QUERY_KEY, 'subscriptions'] as const,
  revenue: [...SHOP_ADMIN_QUERY_KEY, 'revenue'] as const,
};

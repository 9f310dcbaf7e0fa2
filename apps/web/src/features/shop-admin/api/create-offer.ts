import { adminOfferSchema, offerInputSchema, type AdminOffer, type OfferInput } from '@campus/domain/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { SHOP_ADMIN_QUERY_KEY } from './shop-admin-query-keys';

/** POST /shop/admin/offers (MDB_ADMIN): a new offer, on sale at once unless created archived. */
export function createOffer(offer: OfferInput): Promise<AdminOffer> {
  return shopRequest('/admin/offers', {
    method: 'POST',
    body: offerInputSchema.parse(offer),
    schema: adminOfferSchema,
  });
}

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHOP_ADMIN_QUERY_KEY }),
  });
}

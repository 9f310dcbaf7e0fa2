import { adminOfferSchema, offerInputSchema, type AdminOffer, type OfferInput } from '@campus/domain/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { SHOP_ADMIN_QUERY_KEY } from './shop-admin-query-keys';

/**
 * PUT /shop/admin/offers/{id} (MDB_ADMIN): the whole offer again, its status too (archived: no longer on sale). A new
 * price holds for the next purchases only.
 */
export function updateOffer({ id, offer }: { id: string; offer: OfferInput }): Promise<AdminOffer> {
  return shopRequest(`/admin/offers/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: offerInputSchema.parse(offer),
    schema: adminOfferSchema,
  });
}

export function useUpdateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHOP_ADMIN_QUERY_KEY }),
  });
}

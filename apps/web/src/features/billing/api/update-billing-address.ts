import {
  addressSchema,
  billingAddressRequestSchema,
  type Address,
  type BillingAddressRequest,
} from '@campus/domain/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/auth/me';
import { billingAddressQueryKey } from './billing-query-keys';

/** PUT /shop/billinginformations: saves the billing address (the one GET /api/me and the profile show too). */
export function updateBillingAddress(address: BillingAddressRequest): Promise<Address> {
  return shopRequest('/billinginformations', {
    method: 'PUT',
    body: billingAddressRequestSchema.parse(address),
    schema: addressSchema,
  });
}

export function useUpdateBillingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillingAddress,
    onSuccess: async (address) => {
      queryClient.setQueryData(billingAddressQueryKey, address);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

import { addressSchema, type Address } from '@campus/domain/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { BILLING_FRESHNESS, billingAddressQueryKey } from './billing-query-keys';

/** GET /shop/billinginformations: the address printed on the member's next invoices. */
export function getBillingAddress(): Promise<Address> {
  return shopRequest('/billinginformations', { schema: addressSchema });
}

export const billingAddressQueryOptions = () =>
  queryOptions({ queryKey: billingAddressQueryKey, queryFn: getBillingAddress, ...BILLING_FRESHNESS });

export function useBillingAddress() {
  return useQuery(billingAddressQueryOptions());
}

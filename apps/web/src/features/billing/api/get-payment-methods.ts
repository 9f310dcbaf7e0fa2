import { paymentMethodListSchema, type PaymentMethod } from '@campus/domain/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { BILLING_FRESHNESS, paymentMethodsQueryKey } from './billing-query-keys';

/** GET /shop/payment-method/list: the member's cards (brand, last four digits, expiry), the default one first. */
export function getPaymentMethods(): Promise<PaymentMethod[]> {
  return shopRequest('/payment-method/list', { schema: paymentMethodListSchema });
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: paymentMethodsQueryKey, queryFn: getPaymentMethods, ...BILLING_FRESHNESS });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}

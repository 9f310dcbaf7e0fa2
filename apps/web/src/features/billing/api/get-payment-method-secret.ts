import { paymentMethodSecretSchema, type PaymentMethodSecret } from '@campus/domain/billing';
import { useQuery } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './billing-query-keys';

/** GET /shop/payment-method/secret: which provider keeps the cards, and the secret confirming a new one. */
export function getPaymentMethodSecret(): Promise<PaymentMethodSecret> {
  return shopRequest('/payment-method/secret', { schema: paymentMethodSecretSchema });
}

/** Asked when the card form opens; a secret serves one setup, so it is never reused from the cache. */
export function usePaymentMethodSecret(enabled: boolean) {
  return useQuery({
    queryKey: [...BILLING_QUERY_KEY, 'setup-secret'],
    queryFn: getPaymentMethodSecret,
    enabled,
    gcTime: 0,
    staleTime: 0,
  });
}

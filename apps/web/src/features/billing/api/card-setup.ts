import { cardSetupSessionSchema, paymentMethodListSchema, type PaymentMethod } from '@campus/domain/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { paymentMethodsQueryKey } from './billing-query-keys';

/** POST /shop/payment-method/setup-session (Stripe): the address of Stripe's own page where the card is typed. */
export async function startCardSetup(): Promise<string> {
  const session = await shopRequest('/payment-method/setup-session', {
    method: 'POST',
    body: {},
    schema: cardSetupSessionSchema,
  });
  return session.url;
}

/** Goes to Stripe's card page; the browser leaves Campus and comes back to Mes factures. */
export function useStartCardSetup() {
  return useMutation({
    mutationFn: startCardSetup,
    onSuccess: (url) => window.location.assign(url),
  });
}

/** POST /shop/payment-method/setup-session/{id}/complete: back from Stripe, the cards with the new one. */
export function finishCardSetup(sessionId: string): Promise<PaymentMethod[]> {
  return shopRequest(`/payment-method/setup-session/${encodeURIComponent(sessionId)}/complete`, {
    method: 'POST',
    body: {},
    schema: paymentMethodListSchema,
  });
}

export function useFinishCardSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishCardSetup,
    onSuccess: (cards) => queryClient.setQueryData(paymentMethodsQueryKey, cards),
  });
}

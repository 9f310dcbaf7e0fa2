import { subscriptionSchema, type Subscription } from '@campus/domain/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { subscriptionsQueryKey } from './billing-query-keys';

/** POST /shop/subscriptions/{id}/cancel: ends the subscription at the end of its period (access kept until then). */
export function cancelSubscription(id: string): Promise<Subscription> {
  return shopRequest(`/subscriptions/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    schema: subscriptionSchema,
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
  });
}

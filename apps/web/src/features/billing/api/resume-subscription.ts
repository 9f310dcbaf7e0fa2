import { subscriptionSchema, type Subscription } from '@campus/domain/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { subscriptionsQueryKey } from './billing-query-keys';

/** POST /shop/subscriptions/{id}/resume: undoes a cancellation before the period ends (renewed as before). */
export function resumeSubscription(id: string): Promise<Subscription> {
  return shopRequest(`/subscriptions/${encodeURIComponent(id)}/resume`, {
    method: 'POST',
    schema: subscriptionSchema,
  });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
  });
}

import type { Checkout } from '@campus/domain/shop';
import { useEffect, useState } from 'react';
import { useCheckout } from '../api/get-checkout';

/** Back from Stripe, the page asks this often whether the webhook has granted the payment… */
export const CONFIRMATION_POLL_MS = 2000;
/** …and this long before it says the confirmation is slow (the member may ask again). */
export const CONFIRMATION_TIMEOUT_MS = 60_000;

/** Still waiting for the card, or for the bank's confirmation. */
export const isAwaitingPayment = (checkout: Checkout | undefined) =>
  checkout === undefined || checkout.status === 'open' || checkout.status === 'requires_action';

/**
 * The checkout of the page. Back from Stripe Checkout (`?retour=1`), it is read again every 2 s until Stripe's webhook
 * has made it paid or failed, for a minute at most; `retry` follows it for another minute.
 */
export function useCheckoutConfirmation(id: string, isReturningFromStripe: boolean) {
  const [round, setRound] = useState(0);
  const [hasTimedOut, setHasTimedOut] = useState(false);
  useEffect(() => {
    if (!isReturningFromStripe) return;
    const timer = setTimeout(() => setHasTimedOut(true), CONFIRMATION_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [isReturningFromStripe, round]);

  const checkout = useCheckout(id, {
    intervalMs: CONFIRMATION_POLL_MS,
    shouldPoll: (data) => isReturningFromStripe && !hasTimedOut && isAwaitingPayment(data),
  });

  const retry = () => {
    setHasTimedOut(false);
    setRound((value) => value + 1);
    void checkout.refetch();
  };
  return { checkout, hasTimedOut, retry };
}

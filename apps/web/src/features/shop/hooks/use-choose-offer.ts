import type { Offer } from '@campus/domain/shop';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { useStartCheckout } from '../api/start-checkout';

/**
 * Starts the checkout of the offer the member chose and leads to where they pay: the sandbox's page in Campus, or
 * Stripe Checkout (a page of another site). The offer being started, and why a start failed, in French.
 */
export function useChooseOffer() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const start = useStartCheckout();

  const choose = (offer: Offer) =>
    start.mutate(offer.id, {
      onSuccess: (checkout) => {
        if (checkout.provider === 'stripe') window.location.assign(checkout.url);
        else void navigate(paths.checkout(checkout.id));
      },
    });

  // While the browser leaves for Stripe, the button keeps spinning.
  const isLeaving = start.isSuccess && start.data.provider === 'stripe';
  const choosingOfferId = start.isPending || isLeaving ? (start.variables ?? null) : null;

  const errorOf = (offerId: string): string | null => {
    if (!start.isError || start.variables !== offerId) return null;
    const error = start.error;
    if (isApiRequestError(error) && error.isNetworkError) return t('network');
    // 404 (no longer on sale) and 409 (already subscribed) carry the server's French reason.
    if (isApiRequestError(error) && (error.status === 404 || error.status === 409)) return error.message;
    return t('offers.startError');
  };

  return { choose, choosingOfferId, errorOf };
}

import { formatEuros } from '@campus/domain/billing';
import type { Checkout } from '@campus/domain/shop';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { isApiRequestError } from '../../../lib/api-client';
import { useAuthenticateCheckout } from '../api/authenticate-checkout';

/**
 * The sandbox's 3-D Secure step, shown while the checkout waits for it: the member confirms (paid) or refuses (the
 * checkout fails and the card form comes back with the reason). It blocks the page: the payment waits on it.
 */
export function SecureAuthenticationDialog({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('shop');
  const authenticate = useAuthenticateCheckout(checkout.id);
  const answering = authenticate.isPending ? authenticate.variables : null;
  return (
    <Modal
      open={checkout.status === 'requires_action'}
      isBlocking
      size="sm"
      title={t('checkout.authentication.title')}
      description={t('checkout.authentication.description', { amount: formatEuros(checkout.offer.priceCents) })}
      footer={
        <>
          <Button
            variant="secondary"
            isLoading={answering === false}
            disabled={authenticate.isPending}
            onClick={() => authenticate.mutate(false)}
          >
            {t('checkout.authentication.refuse')}
          </Button>
          <Button
            isLoading={answering === true}
            disabled={authenticate.isPending}
            onClick={() => authenticate.mutate(true)}
          >
            {t('checkout.authentication.confirm')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-faint">{t('checkout.authentication.testMode')}</p>
      {authenticate.isError ? (
        <p role="alert" className="mt-3 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {isApiRequestError(authenticate.error) && !authenticate.error.isNetworkError
            ? authenticate.error.message
            : t('network')}
        </p>
      ) : null}
    </Modal>
  );
}

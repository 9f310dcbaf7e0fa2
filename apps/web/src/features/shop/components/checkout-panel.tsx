import type { Checkout } from '@campus/domain/shop';
import { AlertTriangle, CircleCheck, CircleX, Clock, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/button';
import { Card } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { useCheckoutConfirmation } from '../hooks/use-checkout-confirmation';
import { CheckoutOutcome } from './checkout-outcome';
import { CheckoutSummary } from './checkout-summary';
import { SandboxPaymentForm } from './sandbox-payment-form';
import { SecureAuthenticationDialog } from './secure-authentication-dialog';

function BackToOffers({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('shop');
  return (
    <Link to={paths.anonymous} className={buttonStyles({ variant })}>
      {t('backToOffers')}
    </Link>
  );
}

function GoHome() {
  const { t } = useTranslation('shop');
  return (
    <Link to={paths.home} className={buttonStyles()}>
      {t('checkout.alreadyPaid.goHome')}
    </Link>
  );
}

function CheckoutSkeleton() {
  const { t } = useTranslation('shop');
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card className="space-y-5 p-6">
        <Spinner label={t('checkout.loading')} />
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </Card>
      <Card className="space-y-4 p-6 max-lg:-order-1" aria-hidden="true">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-9 w-1/2" />
        <Skeleton className="h-16" />
      </Card>
    </div>
  );
}

/** Paid on this page (or confirmed on the way back from Stripe): says so, then the page lets the customer in. */
function PaidNotice({ onPaid }: { onPaid: () => void }) {
  const { t } = useTranslation('shop');
  const hasCalled = useRef(false);
  useEffect(() => {
    if (hasCalled.current) return;
    hasCalled.current = true;
    onPaid();
  }, [onPaid]);
  return (
    <CheckoutOutcome icon={<CircleCheck />} tone="success" title={t('checkout.paid.title')} isAnnounced>
      <p>{t('checkout.paid.text')}</p>
      <Spinner className="mx-auto mt-4 text-success" />
    </CheckoutOutcome>
  );
}

interface AwaitingPaymentProps {
  checkout: Checkout;
  isReturningFromStripe: boolean;
  hasTimedOut: boolean;
  onRetry: () => void;
}

/** Open or failed: the sandbox's card form, or (Stripe) the wait for its webhook, or the way back to the offers. */
function AwaitingPayment({ checkout, isReturningFromStripe, hasTimedOut, onRetry }: AwaitingPaymentProps) {
  const { t } = useTranslation('shop');
  if (checkout.provider === 'sandbox') {
    const failure =
      checkout.status === 'failed'
        ? [checkout.failure ?? t('checkout.card.failedBefore'), t('checkout.card.tryAgain')]
        : [];
    return (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="p-6 sm:p-8">
          <SandboxPaymentForm checkout={checkout} failure={failure} />
        </Card>
        <div className="max-lg:-order-1">
          <CheckoutSummary offer={checkout.offer} />
        </div>
        <SecureAuthenticationDialog checkout={checkout} />
      </div>
    );
  }
  if (checkout.status === 'failed') {
    return (
      <CheckoutOutcome icon={<CircleX />} tone="error" title={t('checkout.failed.title')} actions={<BackToOffers />}>
        {checkout.failure ? <p className="mb-2 font-medium text-danger">{checkout.failure}</p> : null}
        <p>{t('checkout.failed.text')}</p>
      </CheckoutOutcome>
    );
  }
  if (!isReturningFromStripe) {
    return (
      <CheckoutOutcome
        icon={<Clock />}
        tone="neutral"
        title={t('checkout.stripeOpen.title')}
        actions={<BackToOffers />}
      >
        <p>{t('checkout.stripeOpen.text')}</p>
      </CheckoutOutcome>
    );
  }
  if (hasTimedOut) {
    return (
      <CheckoutOutcome
        icon={<Clock />}
        tone="neutral"
        title={t('checkout.slow.title')}
        isAnnounced
        actions={
          <>
            <Button onClick={onRetry}>{t('checkout.slow.retry')}</Button>
            <BackToOffers />
          </>
        }
      >
        <p>{t('checkout.slow.text')}</p>
      </CheckoutOutcome>
    );
  }
  return (
    <CheckoutOutcome icon={<Spinner />} tone="waiting" title={t('checkout.confirming.title')} isAnnounced>
      <p>{t('checkout.confirming.text')}</p>
    </CheckoutOutcome>
  );
}

interface CheckoutPanelProps {
  checkoutId: string;
  /** Back from Stripe Checkout (`?retour=1`): its webhook grants the payment, the page waits for it. */
  isReturningFromStripe: boolean;
  /** Called once when the payment is accepted here: the page refreshes the member and lets the new customer in. */
  onPaid: () => void;
}

/**
 * The page of one checkout: the offer and the card form (sandbox), the 3-D Secure step, the wait after Stripe, and
 * the end states (paid here, paid before, expired, failed, unknown).
 */
export function CheckoutPanel({ checkoutId, isReturningFromStripe, onPaid }: CheckoutPanelProps) {
  const { t } = useTranslation('shop');
  const { checkout, hasTimedOut, retry } = useCheckoutConfirmation(checkoutId, isReturningFromStripe);
  // Paid when the page opened (without coming back from Stripe): a checkout settled before, not a payment made now.
  const [wasPaidOnArrival, setWasPaidOnArrival] = useState<boolean | null>(null);
  if (checkout.data && wasPaidOnArrival === null) {
    setWasPaidOnArrival(checkout.data.status === 'paid' && !isReturningFromStripe);
  }

  if (checkout.data) {
    const data = checkout.data;
    if (data.status === 'paid') {
      if (wasPaidOnArrival !== false) {
        return (
          <CheckoutOutcome
            icon={<CircleCheck />}
            tone="success"
            title={t('checkout.alreadyPaid.title')}
            actions={
              <>
                <GoHome />
                <BackToOffers />
              </>
            }
          >
            <p>{t('checkout.alreadyPaid.text')}</p>
          </CheckoutOutcome>
        );
      }
      return <PaidNotice onPaid={onPaid} />;
    }
    if (data.status === 'expired') {
      return (
        <CheckoutOutcome
          icon={<Clock />}
          tone="neutral"
          title={t('checkout.expired.title')}
          actions={<BackToOffers variant="primary" />}
        >
          <p>{t('checkout.expired.text')}</p>
        </CheckoutOutcome>
      );
    }
    return (
      <AwaitingPayment
        checkout={data}
        isReturningFromStripe={isReturningFromStripe}
        hasTimedOut={hasTimedOut}
        onRetry={retry}
      />
    );
  }
  if (checkout.isError) {
    const isUnknown = isApiRequestError(checkout.error) && checkout.error.status === 404;
    return (
      <CheckoutOutcome
        icon={isUnknown ? <SearchX /> : <AlertTriangle />}
        tone={isUnknown ? 'neutral' : 'error'}
        title={isUnknown ? t('checkout.notFound.title') : t('checkout.error.title')}
        actions={
          <>
            {isUnknown ? null : <Button onClick={() => void checkout.refetch()}>{t('retry')}</Button>}
            <BackToOffers />
          </>
        }
      >
        <p>{isUnknown ? t('checkout.notFound.text') : t('checkout.error.text')}</p>
      </CheckoutOutcome>
    );
  }
  return <CheckoutSkeleton />;
}

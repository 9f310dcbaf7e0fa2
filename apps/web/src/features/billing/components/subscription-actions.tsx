import type { Subscription } from '@campus/domain/billing';
import { formatShortDate } from '@campus/domain/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { subscriptionNameId } from './subscription-list';

/**
 * The member's own actions on a running (not canceled) subscription: cancel it at the end of its period (after confirming: access
 * stays until then), or resume it before that end.
 */
export function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('billing');
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [isConfirming, setIsConfirming] = useState(false);
  // 404 and 409 (ended meanwhile) carry the server's French reason.
  const failed = (error: unknown) =>
    toast({
      title:
        isApiRequestError(error) && (error.status === 404 || error.status === 409)
          ? error.message
          : t('subscriptions.actionError'),
      variant: 'error',
    });
  const periodEnd = subscription.currentPeriodEnd ? formatShortDate(subscription.currentPeriodEnd) : null;

  if (subscription.cancelAtPeriodEnd) {
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={subscriptionNameId(subscription)}
        isLoading={resume.isPending}
        onClick={() =>
          resume.mutate(subscription.id, {
            onSuccess: () => toast({ title: t('subscriptions.resume.done'), variant: 'success' }),
            onError: failed,
          })
        }
      >
        {t('subscriptions.resume.action')}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="danger-ghost"
        size="sm"
        aria-describedby={subscriptionNameId(subscription)}
        onClick={() => setIsConfirming(true)}
      >
        {t('subscriptions.cancel.action')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('subscriptions.cancel.title')}
        description={
          periodEnd
            ? t('subscriptions.cancel.description', { product: subscription.product, date: periodEnd })
            : t('subscriptions.cancel.descriptionNoDate', { product: subscription.product })
        }
        confirmLabel={t('subscriptions.cancel.confirm')}
        isPending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(subscription.id, {
            onSuccess: (canceled) => {
              setIsConfirming(false);
              toast({
                title: canceled.currentPeriodEnd
                  ? t('subscriptions.cancel.done', { date: formatShortDate(canceled.currentPeriodEnd) })
                  : t('subscriptions.cancel.doneNoDate'),
                variant: 'success',
              });
            },
            onError: (error) => {
              setIsConfirming(false);
              failed(error);
            },
          })
        }
      />
    </>
  );
}

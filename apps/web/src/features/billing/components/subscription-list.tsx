import { formatEuros, type Subscription } from '@campus/domain/billing';
import { formatShortDate } from '@campus/domain/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { cn } from '../../../lib/cn';

type Standing = Subscription['status'] | 'ending';

const STANDING_STYLES: Record<Standing, string> = {
  active: 'bg-success-soft text-success',
  ending: 'bg-level-yellow-soft text-level-yellow',
  past_due: 'bg-danger-soft text-danger',
  canceled: 'bg-canvas text-ink-faint',
};

/** Active, ending at the end of its period (canceled by the member), unpaid, or over. */
const standingOf = (subscription: Subscription): Standing =>
  subscription.status === 'active' && subscription.cancelAtPeriodEnd ? 'ending' : subscription.status;

/** The id of a subscription's name in the list: its actions are described by it. */
export const subscriptionNameId = (subscription: Pick<Subscription, 'id'>) => `subscription-${subscription.id}-name`;

/** Its next payment, until when access lasts (canceled, unpaid), or since when it runs. */
function useTermOf() {
  const { t } = useTranslation('billing');
  return (subscription: Subscription): { text: string; isAlarming: boolean } => {
    const { status, cancelAtPeriodEnd, currentPeriodEnd, graceEndsAt, nextRenewalAt } = subscription;
    if (status === 'past_due' && graceEndsAt) {
      return { text: t('subscriptions.failedUntil', { date: formatShortDate(graceEndsAt) }), isAlarming: true };
    }
    if (status === 'active' && cancelAtPeriodEnd && currentPeriodEnd) {
      return { text: t('subscriptions.endsOn', { date: formatShortDate(currentPeriodEnd) }), isAlarming: false };
    }
    if (status !== 'canceled' && nextRenewalAt) {
      return { text: t('subscriptions.nextPayment', { date: formatShortDate(nextRenewalAt) }), isAlarming: false };
    }
    return { text: t('subscriptions.since', { date: formatShortDate(subscription.startedAt) }), isAlarming: false };
  };
}

interface SubscriptionListProps {
  subscriptions: readonly Subscription[];
  /** What the member may do with one (cancel, resume); the billing admin's panel shows none. */
  actions?: (subscription: Subscription) => ReactNode;
}

/**
 * Subscriptions (the member's, the billing admin's view of one member): product, price per period, standing, and the
 * next payment or until when access lasts.
 */
export function SubscriptionList({ subscriptions, actions }: SubscriptionListProps) {
  const { t } = useTranslation('billing');
  const termOf = useTermOf();
  return (
    <ul className="space-y-3">
      {subscriptions.map((subscription) => {
        const standing = standingOf(subscription);
        const term = termOf(subscription);
        const action = actions?.(subscription);
        return (
          <li key={subscription.id} className="rounded-lg border border-line p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p id={subscriptionNameId(subscription)} className="font-medium text-ink">
                {subscription.product}
              </p>
              <span
                className={cn(
                  'inline-flex h-6 items-center rounded-full px-2.5 text-xs font-medium whitespace-nowrap',
                  STANDING_STYLES[standing],
                )}
              >
                {t(`subscriptions.status.${standing}`)}
              </span>
            </div>
            <p className="mt-1 text-sm text-ink tabular-nums">
              {t(`subscriptions.period.${subscription.period}`, { amount: formatEuros(subscription.amountCents) })}
            </p>
            <p className={cn('mt-1 text-xs', term.isAlarming ? 'font-medium text-danger' : 'text-ink-faint')}>
              {term.text}
            </p>
            {action ? <div className="mt-3 flex flex-wrap justify-end gap-2">{action}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
